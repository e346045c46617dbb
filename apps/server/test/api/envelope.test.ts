// docs/API.md §1: the envelope, error codes, CSRF, and "a request never gets a bare 500".
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.app);
});
afterAll(() => server.close());

describe('the resource envelope (docs/API.md §1)', () => {
  it('answers success with status, code 0, message ok and data', async () => {
    const res = await api.get('UserResource', {});
    expect(res.status).toBe(200);
    expect(res.body.resource_response).toEqual({
      status: 'success',
      code: 0,
      message: 'ok',
      data: null,
    });
  });

  it.each([
    ['an unknown resource', 'NoSuchResource', 'get'],
    ['an unknown action', 'BoardOrderResource', 'create'],
  ])('answers not_found for %s', async (_label, name, action) => {
    const res =
      action === 'get' ? await api.get(name, {}) : await api.post(name, action, { id: '1' });
    expect(res.status).toBe(404);
    expect(res.body.resource_response.status).toBe('failure');
    expect(res.body.resource_response.error).toMatchObject({ code: 'not_found', http_status: 404 });
    expect(res.body.resource_response.data).toBeNull();
  });

  it('answers not_found in the envelope for unknown /v3/ paths', async () => {
    const res = await api.request('GET', '/v3/nothing/here/');
    expect(res.status).toBe(404);
    expect(res.body.resource_response.error?.code).toBe('not_found');
  });

  it.each<[string, string, Record<string, unknown>, RegExp]>([
    ['a missing option', 'PinResource', {}, /^id: is required/],
    ['a mistyped option', 'PinResource', { id: { x: 1 } }, /^id:/],
    ['an id that is not digits', 'PinResource', { id: 'abc' }, /^id:/],
    ['an unknown field', 'PinResource', { id: '1', colour: 'red' }, /unknown field: colour/],
    [
      'page_size over 250',
      'UserHomefeedResource',
      { page_size: 251 },
      /^page_size: must be at most 250/,
    ],
    [
      'page_size of the wrong type',
      'UserHomefeedResource',
      { page_size: '10' },
      /^page_size: must be a number/,
    ],
    [
      'a bookmark this list never gave out',
      'UserHomefeedResource',
      { bookmarks: ['zzz'] },
      /^bookmarks:/,
    ],
    ['the -end- bookmark', 'UserHomefeedResource', { bookmarks: ['-end-'] }, /^bookmarks:/],
    ['a board key missing its slug', 'BoardResource', { username: 'someone' }, /slug: is required/],
    [
      'an unknown board order',
      'BoardsResource',
      { username: 'x', board_order: 'random' },
      /^board_order: must be one of/,
    ],
  ])(
    'answers invalid_parameters naming the field for %s',
    async (_label, name, options, message) => {
      const res = await api.get(name, options);
      expect(res.status).toBe(400);
      expect(res.body.resource_response.error?.code).toBe('invalid_parameters');
      expect(res.body.resource_response.message).toMatch(message);
    },
  );

  it('answers invalid_parameters for data that is not JSON', async () => {
    const res = await api.request('GET', '/resource/PinResource/get/?data=%7Bnot-json');
    expect(res.status).toBe(400);
    expect(res.body.resource_response.message).toMatch(/^data: is not valid JSON/);
  });

  it('answers invalid_parameters for a body that is not JSON', async () => {
    await api.get('UserResource', {});
    const res = await api.request('POST', '/resource/UserSessionResource/create/', '{oops', {
      'content-type': 'application/json',
      'x-csrftoken': api.cookies.get('csrftoken') ?? '',
    });
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error?.code).toBe('invalid_parameters');
  });

  it('answers payload_too_large for a body over 1 MB', async () => {
    await api.get('UserResource', {});
    const res = await api.request(
      'POST',
      '/resource/UserSessionResource/create/',
      JSON.stringify({ options: { username_or_email: 'x'.repeat(1_100_000), password: 'y' } }),
      { 'content-type': 'application/json', 'x-csrftoken': api.cookies.get('csrftoken') ?? '' },
    );
    expect(res.status).toBe(413);
    expect(res.body.resource_response.error?.code).toBe('payload_too_large');
  });
});

describe('CSRF (docs/API.md §1): every write must echo the csrftoken cookie', () => {
  it('sets a script-readable csrftoken cookie when the request had none', async () => {
    const fresh = new ApiClient(server.app);
    const res = await fresh.get('UserResource', {});
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/csrftoken=[A-Za-z0-9_-]{43}/);
    expect(header).not.toMatch(/csrftoken=[^;]*;[^,]*HttpOnly/i);
  });

  it('refuses a write without the X-CSRFToken header with csrf_failed', async () => {
    const res = await api.post(
      'UserSessionResource',
      'create',
      { username_or_email: 'a', password: 'b' },
      { csrf: false },
    );
    expect(res.status).toBe(403);
    expect(res.body.resource_response.error?.code).toBe('csrf_failed');
  });

  it('refuses a write whose header does not match the cookie', async () => {
    await api.get('UserResource', {});
    const res = await api.request(
      'POST',
      '/resource/UserSessionResource/delete/',
      JSON.stringify({ options: {} }),
      {
        'content-type': 'application/json',
        'x-csrftoken': 'A'.repeat(43),
      },
    );
    expect(res.body.resource_response.error?.code).toBe('csrf_failed');
  });

  it('refuses a cross-site write even with a matching token', async () => {
    await api.get('UserResource', {});
    const res = await api.request(
      'POST',
      '/resource/UserSessionResource/delete/',
      JSON.stringify({ options: {} }),
      {
        'content-type': 'application/json',
        'x-csrftoken': api.cookies.get('csrftoken') ?? '',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(res.body.resource_response.error?.code).toBe('csrf_failed');
  });
});

describe('robustness: any options to any read resource never give a 5xx', () => {
  const names = [
    'UserResource',
    'PinResource',
    'BoardResource',
    'BoardFeedResource',
    'BoardsResource',
    'UserHomefeedResource',
    'UserPinsResource',
    'UserSavedResource',
    'BoardInvitesResource',
    'BoardCollaboratorsResource',
  ];
  it('answers 2xx or 4xx with an envelope for arbitrary JSON options', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.dictionary(
          fc.constantFrom(
            'id',
            'board_id',
            'username',
            'slug',
            'page_size',
            'bookmarks',
            'user_id',
            'section_id',
            'x',
          ),
          fc.jsonValue(),
        ),
        async (name, options) => {
          const res = await api.get(name, options);
          expect(res.status).toBeLessThan(500);
          expect(['success', 'failure']).toContain(res.body.resource_response.status);
        },
      ),
      { numRuns: 150 },
    );
  });
});
