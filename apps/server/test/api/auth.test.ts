// The auth resources of docs/API.md §1: register, sign in, sign out, who am I, register/exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const register = (api: ApiClient, options: Record<string, unknown>) =>
  api.post('UserRegisterResource', 'create', options);

describe('UserRegisterResource create', () => {
  it('creates the account, signs it in, and answers the viewer', async () => {
    const api = new ApiClient(server.app);
    const res = await register(api, {
      email: 'Ada@Example.com',
      password: 'long enough pw',
      first_name: 'Ada',
    });
    expect(res.status).toBe(200);
    const me = res.body.resource_response.data;
    expect(me).toMatchObject({ email: 'ada@example.com', first_name: 'Ada', username: 'ada' });
    expect(me.id).toMatch(/^\d+$/);
    expect(String(res.headers['set-cookie'])).toMatch(/cb_session=[^;]+;.*HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const who = await api.get('UserResource', {});
    expect(who.body.resource_response.data.username).toBe('ada');
  });

  it('derives a free username when the email stem is taken', async () => {
    const api = new ApiClient(server.app);
    const res = await register(api, {
      email: 'ada@other.example',
      password: 'long enough pw',
      first_name: 'Ada',
    });
    expect(res.body.resource_response.data.username).toBe('ada1');
  });

  it('answers conflict for an email that exists', async () => {
    const api = new ApiClient(server.app);
    const res = await register(api, {
      email: 'ada@example.com',
      password: 'long enough pw',
      first_name: 'A',
    });
    expect(res.status).toBe(409);
    expect(res.body.resource_response.error?.code).toBe('conflict');
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'a first name over 30 (spec 002 §5, req 002-5.12: first name max 30)',
      { first_name: 'x'.repeat(31) },
      /^first_name: must be at most 30 characters/,
    ],
    ['a short password', { password: 'short' }, /^password: must be at least 8 characters/],
    ['a malformed email', { email: 'not-an-email' }, /^email:/],
    ['a reserved username', { username: 'settings' }, /^username:/],
    ['an unknown field', { nickname: 'x' }, /unknown field: nickname/],
  ])('refuses %s with invalid_parameters', async (_label, patch, message) => {
    const api = new ApiClient(server.app);
    const res = await register(api, {
      email: `x${Math.random().toString(36).slice(2)}@example.com`,
      password: 'long enough pw',
      first_name: 'X',
      ...patch,
    });
    expect(res.status).toBe(400);
    expect(res.body.resource_response.message).toMatch(message);
  });
});

describe('UserSessionResource', () => {
  it('signs in by username or email and out again', async () => {
    const user = await createUser(server.ctx);
    for (const login of [user.username, user.email.toUpperCase()]) {
      const api = new ApiClient(server.app);
      const res = await api.signIn(login, PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.resource_response.data.id).toBe(user.id);
      const out = await api.post('UserSessionResource', 'delete', {});
      expect(out.status).toBe(200);
      expect((await api.get('UserResource', {})).body.resource_response.data).toBeNull();
    }
  });

  it('revokes the session on sign-out: the old cookie no longer works', async () => {
    const user = await createUser(server.ctx);
    const api = new ApiClient(server.app);
    await api.signIn(user.username, PASSWORD);
    const stolen = api.cookies.get('cb_session')!;
    await api.post('UserSessionResource', 'delete', {});
    const thief = new ApiClient(server.app);
    thief.cookies.set('cb_session', stolen);
    expect((await thief.get('UserResource', {})).body.resource_response.data).toBeNull();
  });

  it('rotates the token on sign-in', async () => {
    const user = await createUser(server.ctx);
    const api = new ApiClient(server.app);
    await api.signIn(user.username, PASSWORD);
    const first = api.cookies.get('cb_session');
    await api.signIn(user.username, PASSWORD);
    expect(api.cookies.get('cb_session')).not.toBe(first);
    const old = new ApiClient(server.app);
    old.cookies.set('cb_session', first!);
    expect((await old.get('UserResource', {})).body.resource_response.data).toBeNull();
  });

  it('answers unauthorized with one message for a wrong password or an unknown account', async () => {
    const user = await createUser(server.ctx);
    const api = new ApiClient(server.app);
    const wrong = await api.signIn(user.username, 'not the password');
    const unknown = await api.signIn('nobody-here', 'whatever pw');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.resource_response.message).toBe(unknown.body.resource_response.message);
  });

  it('limits sign-in attempts per account with rate_limited and Retry-After', async () => {
    const user = await createUser(server.ctx);
    const api = new ApiClient(server.app);
    let last = await api.signIn(user.username, 'wrong password');
    for (let i = 0; i < 10; i += 1) last = await api.signIn(user.username, 'wrong password');
    expect(last.status).toBe(429);
    expect(last.body.resource_response.error?.code).toBe('rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits until the window ends.
    expect((await api.signIn(user.username, PASSWORD)).status).toBe(429);
  });
});

describe('UserResource get and /v3/register/exists/', () => {
  it('answers a public profile by username with counts', async () => {
    const user = await createUser(server.ctx, { first_name: 'Grace' });
    const res = await new ApiClient(server.app).get('UserResource', {
      username: user.username.toUpperCase(),
    });
    expect(res.body.resource_response.data).toMatchObject({
      id: user.id,
      username: user.username,
      first_name: 'Grace',
      full_name: 'Grace User',
      board_count: 0,
      pin_count: 0,
      follower_count: 0,
      explicitly_followed_by_me: false,
    });
    expect(res.body.resource_response.data.email).toBeUndefined();
  });

  it('answers not_found for an unknown username', async () => {
    const res = await new ApiClient(server.app).get('UserResource', { username: 'nobody-at-all' });
    expect(res.status).toBe(404);
  });

  it('tells whether an email is registered', async () => {
    const user = await createUser(server.ctx);
    const api = new ApiClient(server.app);
    const yes = await api.request(
      'GET',
      `/v3/register/exists/?email=${encodeURIComponent(user.email)}`,
    );
    const no = await api.request('GET', '/v3/register/exists/?email=none%40example.com');
    expect(yes.body.resource_response.data).toEqual({ exists: true });
    expect(no.body.resource_response.data).toEqual({ exists: false });
    const bad = await api.request('GET', '/v3/register/exists/');
    expect(bad.body.resource_response.error?.code).toBe('invalid_parameters');
  });
});
