// Request bodies (docs/ARCHITECTURE.md "Abuse limits and request handling"): a write that needs
// a session is refused before its body is read, a write to nothing is refused unread, and every
// route takes a body that fits it, past which it answers payload_too_large in the envelope.
import { BODY_LIMITS } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActions } from '../../src/resources/define';
import { RESOURCES } from '../../src/resources/index';
import { ApiClient, type ApiAnswer } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';

let server: TestServer;
let signedOut: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  signedOut = new ApiClient(server.app);
  await signedOut.get('UserResource', {});
});
afterAll(() => server.close());

const FIVE_MB = 5 * 1024 * 1024;
/** Not JSON at all: a server that parsed it would answer invalid_parameters. */
const notJson = (bytes: number) => '{' + 'x'.repeat(bytes - 1);

/** A raw JSON write with the client's CSRF token. */
function send(api: ApiClient, method: 'POST' | 'PUT' | 'DELETE', url: string, body: string) {
  return api.request(method, url, body, {
    'content-type': 'application/json',
    'x-csrftoken': api.cookies.get('csrftoken') ?? '',
  });
}

const code = (res: ApiAnswer) => res.body.resource_response.error?.code;

const writeActions = listActions(RESOURCES)
  .filter(({ action }) => action !== 'get')
  .map(({ name, action, act }) => ({ name, action, auth: act.meta?.auth ?? 'required' }));

describe('a write that needs a session is refused before its body is read', () => {
  it('answers unauthorized to a signed-out 5 MB PinResource create, JSON or not', async () => {
    const options = { board_id: '1', image_base64: 'A'.repeat(FIVE_MB) };
    const json = await send(
      signedOut,
      'POST',
      '/resource/PinResource/create/',
      JSON.stringify({ options }),
    );
    expect(json.status).toBe(401);
    expect(code(json)).toBe('unauthorized');
    // Had the body been parsed, this would be invalid_parameters (400).
    const garbage = await send(
      signedOut,
      'POST',
      '/resource/PinResource/create/',
      notJson(FIVE_MB),
    );
    expect(garbage.status).toBe(401);
    expect(code(garbage)).toBe('unauthorized');
  });

  it("works signed out only for sign-up, sign-in, sign-out, a visitor's cookie answer, experiences, a forgotten password and a mail's choices link", () => {
    expect(
      writeActions.filter((w) => w.auth === 'optional').map((w) => `${w.name} ${w.action}`),
    ).toEqual([
      'UserRegisterResource create',
      'UserSessionResource create',
      'UserSessionResource delete',
      // Issue 16: a notification mail's link turns its kinds off signed out, by its token.
      'EmailNotificationsResource update',
      // Issue 16: the cookie banner's answer, kept against the visitor.
      'CookieConsentResource update',
      // Issue 16: a forgotten password is asked for and set signed out.
      'PasswordResetResource create',
      'PasswordResetResource update',
      // Issue 15: "Signed-out visitors get experiences too, their lifecycle kept against an
      // anonymous visitor id" (dismiss, viewed, completed).
      'UserExperienceResource delete',
      'UserExperienceViewedResource update',
      'UserExperienceCompletedResource update',
    ]);
  });

  it.each(writeActions.filter((w) => w.auth === 'required'))(
    'refuses $name $action signed out with unauthorized, its body unread',
    async ({ name, action }) => {
      const res = await send(signedOut, 'POST', `/resource/${name}/${action}/`, notJson(1000));
      expect(res.status).toBe(401);
      expect(code(res)).toBe('unauthorized');
    },
  );

  it.each(writeActions.filter((w) => w.auth === 'optional'))(
    'reads the body of $name $action, which works signed out',
    async ({ name, action }) => {
      const res = await send(signedOut, 'POST', `/resource/${name}/${action}/`, notJson(1000));
      expect(res.status).toBe(400);
      expect(code(res)).toBe('invalid_parameters');
    },
  );

  it.each([
    ['PUT', '/v3/boards/1/follow/'],
    ['DELETE', '/v3/boards/1/follow/'],
    ['PUT', '/v3/p2p/1/hide/'],
    ['PUT', '/v3/news_hub/1/pin/1/undo/'],
    ['PUT', '/v3/search/1/hide/'],
  ] as const)('refuses a signed-out %s %s with unauthorized, its body unread', async (m, url) => {
    const res = await send(signedOut, m, url, notJson(1000));
    expect(res.status).toBe(401);
    expect(code(res)).toBe('unauthorized');
  });

  it('checks CSRF first: a signed-out write without the token is csrf_failed', async () => {
    const res = await signedOut.request('POST', '/resource/PinResource/create/', notJson(FIVE_MB), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(403);
    expect(code(res)).toBe('csrf_failed');
  });

  it.each([
    ['an unknown resource', '/resource/NoSuchResource/create/', 404, 'not_found'],
    ['an unknown action of a resource', '/resource/BoardOrderResource/create/', 404, 'not_found'],
    ['an action that is not a write', '/resource/PinResource/get/', 400, 'invalid_parameters'],
  ])('refuses a write to %s without reading its body', async (_label, url, status, error) => {
    const res = await send(signedOut, 'POST', url, notJson(FIVE_MB));
    expect(res.status).toBe(status);
    expect(code(res)).toBe(error);
  });
});

describe('every route takes a body that fits it: payload_too_large in the envelope past it', () => {
  let signedIn: ApiClient;
  let pinId: string;
  beforeAll(async () => {
    const user = await createUser(server.ctx);
    signedIn = await clientFor(server, user);
    pinId = await createPin(server.ctx, await createBoard(server.ctx, user.id), user.id);
  });

  /** A JSON body of exactly `bytes` bytes: `{"options":{"x":"…"}}`. */
  const jsonOf = (bytes: number) => {
    const shell = JSON.stringify({ options: { x: '' } });
    return JSON.stringify({ options: { x: 'x'.repeat(bytes - shell.length) } });
  };

  it.each([
    ['a resource write', 'POST', '/resource/BoardResource/create/', BODY_LIMITS.resourceWrite],
    [
      'a write that works signed out',
      'POST',
      '/resource/UserSessionResource/create/',
      BODY_LIMITS.resourceWrite,
    ],
    [
      'PinResource create (a base64 image)',
      'POST',
      '/resource/PinResource/create/',
      BODY_LIMITS.pinCreate,
    ],
    ['a /v3/ write with a body', 'PUT', '/v3/search/{pin}/hide/', BODY_LIMITS.default],
    ['a bodiless /v3/ write', 'PUT', '/v3/p2p/{pin}/hide/', BODY_LIMITS.default],
    ['a write to a path nothing answers', 'POST', '/nothing/here/', BODY_LIMITS.default],
  ] as const)('%s: %s %s takes %i bytes', async (_label, method, path, limit) => {
    const url = path.replace('{pin}', pinId);
    const tooLarge = await send(signedIn, method, url, jsonOf(limit + 1));
    expect(tooLarge.status, tooLarge.raw.slice(0, 200)).toBe(413);
    expect(tooLarge.body.resource_response).toMatchObject({
      status: 'failure',
      data: null,
      error: { code: 'payload_too_large', http_status: 413 },
    });
    // At the limit, the body is read and the route answers as it would (never 413).
    const fits = await send(signedIn, method, url, jsonOf(limit));
    expect(fits.status).not.toBe(413);
  });

  it('leaves the multipart upload its own limit: a file far past the JSON limits is taken', async () => {
    const ticket = await signedIn.post('VIPResource', 'create', { type: 'pinimage' });
    const { upload_url, upload_parameters } = ticket.body.resource_response.data;
    const file = {
      bytes: Buffer.alloc(2 * BODY_LIMITS.resourceWrite * 16, 0xab),
      type: 'image/jpeg',
    };
    const res = await signedIn.upload(upload_url, upload_parameters, file);
    expect(res.status, res.raw).toBeLessThan(400);
    // Taken, then refused by the media pipeline for not being an image.
    expect(res.body.resource_response.data.status).toBe('failed');
  });
});
