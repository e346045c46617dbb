// The person's sessions (issue 16: "/settings ... sessions with 'sign out everywhere'"), on both
// engines: every live session is listed, newest first, named by the browser and system it signed
// in from, this one marked; "others" ends every other one (they are signed out on their next
// request) and keeps this one; "all" ends this one too and clears its cookie; signed out, both
// are unauthorized; a scope that is not one of the two is invalid_parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in through the API as a browser with this User-Agent would. */
async function signInWith(username: string, userAgent: string): Promise<ApiClient> {
  const api = new ApiClient(server.app);
  await api.request('GET', '/healthz', undefined, { 'user-agent': userAgent });
  const res = await api.request(
    'POST',
    '/resource/UserSessionResource/create/',
    JSON.stringify({ options: { username_or_email: username, password: PASSWORD } }),
    {
      'content-type': 'application/json',
      'x-csrftoken': api.cookies.get('csrftoken') ?? '',
      'user-agent': userAgent,
    },
  );
  expect(res.status, res.raw).toBe(200);
  return api;
}

interface Listed {
  current: boolean;
  browser: string;
  os: string;
  created_at: string;
}

const sessionsOf = async (api: ApiClient) =>
  (data(await api.get('UserSessionsResource', {})) as { sessions: Listed[] }).sessions;

const signedIn = async (api: ApiClient) => data(await api.get('UserResource', {})) !== null;

describe('UserSessionsResource', () => {
  it('lists every live session, newest first, by browser and system, this one marked', async () => {
    const user = await createUser(server.ctx);
    const laptop = await signInWith(user.username, CHROME_LINUX);
    const phone = await signInWith(user.username, SAFARI_IPHONE);
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone).toHaveLength(2);
    expect(fromPhone[0]).toMatchObject({ current: true, browser: 'safari', os: 'ios' });
    expect(fromPhone[1]).toMatchObject({ current: false, browser: 'chrome', os: 'linux' });
    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop.map((s) => s.current)).toEqual([false, true]);
  });

  it('"others" signs out every other session and keeps this one', async () => {
    const user = await createUser(server.ctx);
    const [one, two, three] = [
      await signInWith(user.username, CHROME_LINUX),
      await signInWith(user.username, SAFARI_IPHONE),
      await signInWith(user.username, CHROME_LINUX),
    ];
    const res = await one.post('UserSessionsResource', 'delete', { scope: 'others' });
    expect(data(res)).toEqual({ signed_out: 2 });
    expect(await signedIn(one)).toBe(true);
    expect(await signedIn(two)).toBe(false);
    expect(await signedIn(three)).toBe(false);
    expect(await sessionsOf(one)).toHaveLength(1);
    // Someone else's sessions are not touched.
    const other = await clientFor(server, await createUser(server.ctx));
    expect(await signedIn(other)).toBe(true);
  });

  it('"all" signs out this session too and clears its cookie', async () => {
    const user = await createUser(server.ctx);
    const [one, two] = [
      await signInWith(user.username, CHROME_LINUX),
      await signInWith(user.username, SAFARI_IPHONE),
    ];
    const res = await one.post('UserSessionsResource', 'delete', { scope: 'all' });
    expect(data(res)).toEqual({ signed_out: 2 });
    expect(one.cookies.has('cb_session')).toBe(false);
    expect(await signedIn(one)).toBe(false);
    expect(await signedIn(two)).toBe(false);
  });

  it('signed out, both are unauthorized; an unknown scope is invalid_parameters', async () => {
    const visitor = await clientFor(server, null);
    expect(errorCode(await visitor.get('UserSessionsResource', {}))).toBe('unauthorized');
    expect(
      errorCode(await visitor.post('UserSessionsResource', 'delete', { scope: 'others' })),
    ).toBe('unauthorized');
    const api = await clientFor(server, await createUser(server.ctx));
    const bad = await api.post('UserSessionsResource', 'delete', { scope: 'everyone' });
    expect(errorCode(bad)).toBe('invalid_parameters');
    expect(bad.raw).toContain('scope');
  });
});
