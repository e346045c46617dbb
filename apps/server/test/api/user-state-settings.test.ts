// UserStateResource (spec 000 §7, req 000-7.06: "UserStateResource | state
// QUICK_SAVES_BOARD_ID") and UserSettingsResource (docs/API.md §3; spec 000 §3, req 000-3.28:
// cookie settings; spec 002 §3, req 002-3.06: save_behavior "0 = save to profile, 1 = show
// board picker"), both for the signed-in viewer only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
const newUser = async () => {
  const user = await createUser(server.ctx);
  return { user, api: await clientFor(server, user) };
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('UserStateResource', () => {
  it('answers null for a state never set, then the value set', async () => {
    const { api } = await newUser();
    const before = await api.get('UserStateResource', { state: 'NEW_USER_SAVE_ANIMATION_SEEN' });
    expect(data(before)).toEqual({ state: 'NEW_USER_SAVE_ANIMATION_SEEN', value: null });
    const set = await api.post('UserStateResource', 'create', {
      state: 'NEW_USER_SAVE_ANIMATION_SEEN',
      value: '1',
    });
    expect(set.status, set.raw).toBe(200);
    const after = await api.get('UserStateResource', { state: 'NEW_USER_SAVE_ANIMATION_SEEN' });
    expect(data(after).value).toBe('1');
    await api.post('UserStateResource', 'create', {
      state: 'NEW_USER_SAVE_ANIMATION_SEEN',
      value: '2',
    });
    expect(
      data(await api.get('UserStateResource', { state: 'NEW_USER_SAVE_ANIMATION_SEEN' })).value,
    ).toBe('2');
  });

  it('keeps states per user', async () => {
    const a = await newUser();
    const b = await newUser();
    await a.api.post('UserStateResource', 'create', {
      state: 'NEW_USER_SAVE_ANIMATION_SEEN',
      value: 'a',
    });
    const other = await b.api.get('UserStateResource', { state: 'NEW_USER_SAVE_ANIMATION_SEEN' });
    expect(data(other).value).toBeNull();
  });

  it("QUICK_SAVES_BOARD_ID may only name the viewer's quick-saves board", async () => {
    const { api } = await newUser();
    const wrong = await api.post('UserStateResource', 'create', {
      state: 'QUICK_SAVES_BOARD_ID',
      value: '12345',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.resource_response.error?.message).toMatch(/^value: /);
    const board = data(
      await api.post('BoardResource', 'create', {
        name: 'Quick Saves',
        layout: 'quick_saves',
        return_existing: true,
      }),
    );
    const right = await api.post('UserStateResource', 'create', {
      state: 'QUICK_SAVES_BOARD_ID',
      value: board.id,
    });
    expect(right.status, right.raw).toBe(200);
  });

  it.each([
    ['an unknown state', { state: 'ANYTHING', value: 'x' }, /^state: must be one of/],
    [
      'a value over 1000',
      { state: 'NEW_USER_SAVE_ANIMATION_SEEN', value: 'x'.repeat(1001) },
      /^value: must be at most 1000 characters$/,
    ],
    [
      'a value that is not a string',
      { state: 'NEW_USER_SAVE_ANIMATION_SEEN', value: 3 },
      /^value: must be a string$/,
    ],
    [
      'an unknown field',
      { state: 'NEW_USER_SAVE_ANIMATION_SEEN', value: 'x', extra: 1 },
      /^unknown field: extra$/,
    ],
  ])('refuses %s (invalid_parameters naming the field)', async (_label, options, text) => {
    const { api } = await newUser();
    const res = await api.post('UserStateResource', 'create', options);
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error?.message).toMatch(text);
  });

  it('needs a session and CSRF', async () => {
    const anonymous = await clientFor(server, null);
    expect(
      errorCode(await anonymous.get('UserStateResource', { state: 'QUICK_SAVES_BOARD_ID' })),
    ).toBe('unauthorized');
    const { api } = await newUser();
    const noCsrf = await api.post(
      'UserStateResource',
      'create',
      { state: 'NEW_USER_SAVE_ANIMATION_SEEN', value: '1' },
      { csrf: false },
    );
    expect(errorCode(noCsrf)).toBe('csrf_failed');
  });
});

describe('UserSettingsResource update', () => {
  it('answers Me with defaults first: cookie choices null, dark mode off, no quick-saves board', async () => {
    const { api } = await newUser();
    const me = data(await api.get('UserResource', {}));
    expect(me).toMatchObject({
      save_behavior: 0,
      allow_analytic_cookies: null,
      allow_marketing_cookies: null,
      allow_personalization_cookies: null,
      surface_tag: null,
      dark_mode: false,
      has_quicksave_board: false,
    });
  });

  it('stores the settings given, keeps the others, and answers the viewer', async () => {
    const { user, api } = await newUser();
    const first = await api.post('UserSettingsResource', 'update', {
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      surface_tag: 'cookie_banner',
    });
    expect(first.status, first.raw).toBe(200);
    expect(data(first)).toMatchObject({
      id: user.id,
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: null,
      surface_tag: 'cookie_banner',
    });
    const second = await api.post('UserSettingsResource', 'update', {
      save_behavior: 1,
      dark_mode: true,
      allow_personalization_cookies: true,
    });
    expect(data(second)).toMatchObject({
      save_behavior: 1,
      dark_mode: true,
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'cookie_banner',
    });
    expect(data(await api.get('UserResource', {}))).toMatchObject({
      save_behavior: 1,
      dark_mode: true,
    });
  });

  it.each([
    ['save_behavior 2', { save_behavior: 2 }, 'save_behavior: must be one of 0, 1'],
    [
      'a string cookie flag',
      { allow_analytic_cookies: 'yes' },
      'allow_analytic_cookies: must be a boolean',
    ],
    ['an unknown field', { theme: 'dark' }, 'unknown field: theme'],
  ])('refuses %s', async (_label, options, text) => {
    const { api } = await newUser();
    const res = await api.post('UserSettingsResource', 'update', options);
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error?.message).toBe(text);
  });

  it('needs a session and CSRF', async () => {
    const anonymous = await clientFor(server, null);
    const signedOut = await anonymous.post('UserSettingsResource', 'update', { dark_mode: true });
    expect(errorCode(signedOut)).toBe('unauthorized');
    const { api } = await newUser();
    const noCsrf = await api.post(
      'UserSettingsResource',
      'update',
      { dark_mode: true },
      { csrf: false },
    );
    expect(errorCode(noCsrf)).toBe('csrf_failed');
  });
});

describe("the server's plain pages draw the viewer's theme (spec 001 §4)", () => {
  const themeOf = (raw: string) => /<html lang="en" data-theme="(\w+)">/.exec(raw)?.[1];

  it('req 001-4.24, "Stored as a flag": dark_mode on draws the guidelines and the way out dark, off light', async () => {
    const { api } = await newUser();
    const leaving = `/offsite/?url=${encodeURIComponent('https://blog.example/')}`;
    expect(themeOf((await api.request('GET', '/community-guidelines/')).raw)).toBe('light');
    await api.post('UserSettingsResource', 'update', { dark_mode: true });
    expect(themeOf((await api.request('GET', '/community-guidelines/')).raw)).toBe('dark');
    expect(themeOf((await api.request('GET', leaving)).raw)).toBe('dark');
  });

  it("req 001-4.25: a signed-out visitor follows the system's colour scheme", async () => {
    const anonymous = await clientFor(server, null);
    const page = await anonymous.request('GET', '/community-guidelines/');
    expect(themeOf(page.raw)).toBe('system');
    expect(page.raw).toContain('@media (prefers-color-scheme:dark){html[data-theme=system]{');
    // Spec 001 §9, req 001-9.07: "Dark background colour #111111".
    expect(page.raw).toContain('html[data-theme=dark]{color-scheme:dark;--bg:#111111;');
  });
});
