// CSRF tokens bound to the session (docs/ARCHITECTURE.md "Abuse limits and request handling"):
// the token is the server's HMAC of the session token, or of an httpOnly pre-session cookie
// when signed out, so a client cannot choose it, one session's token is refused in another,
// and sign-in and sign-out rotate it. HSTS rides along on https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiAnswer } from './client';
import { createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const code = (res: ApiAnswer) => res.body.resource_response.error?.code;
const setCookies = (res: ApiAnswer) => [res.headers['set-cookie'] ?? []].flat().map(String);

/** A write (sign-out: it works for anyone) sending `token` as cookie and header. */
function writeWith(api: ApiClient, token: string) {
  api.cookies.set('csrftoken', token);
  return api.request('POST', '/resource/UserSessionResource/delete/', '{"options":{}}', {
    'content-type': 'application/json',
    'x-csrftoken': token,
  });
}

async function signedIn() {
  const user = await createUser(server.ctx);
  const api = new ApiClient(server.app);
  expect((await api.signIn(user.username, PASSWORD)).status).toBe(200);
  return { user, api };
}

describe('CSRF tokens are the server’s, bound to the session', () => {
  it('gives a signed-out visitor a readable token bound to an httpOnly pre-session cookie', async () => {
    const res = await new ApiClient(server.app).request('GET', '/healthz');
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.startsWith('csrftoken='))).not.toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith('cb_presession='))).toMatch(/HttpOnly/i);
  });

  it('refuses a token the client chose, signed out or in', async () => {
    const visitor = new ApiClient(server.app);
    await visitor.get('UserResource', {});
    expect(code(await writeWith(visitor, 'A'.repeat(43)))).toBe('csrf_failed');
    const { api } = await signedIn();
    const chosen = await writeWith(api, 'B'.repeat(43));
    expect(chosen.status).toBe(403);
    expect(code(chosen)).toBe('csrf_failed');
  });

  it('refuses a token of another session', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const res = await writeWith(bob.api, alice.api.cookies.get('csrftoken')!);
    expect(code(res)).toBe('csrf_failed');
    // Bob is still signed in: the refused write changed nothing.
    expect((await bob.api.get('UserResource', {})).body.resource_response.data.id).toBe(
      bob.user.id,
    );
  });

  it('refuses a signed-out visitor’s token with another visitor’s pre-session', async () => {
    const first = new ApiClient(server.app);
    const second = new ApiClient(server.app);
    await first.get('UserResource', {});
    await second.get('UserResource', {});
    expect(first.cookies.get('csrftoken')).not.toBe(second.cookies.get('csrftoken'));
    expect(code(await writeWith(second, first.cookies.get('csrftoken')!))).toBe('csrf_failed');
  });

  it('rotates the token at sign-in: the old one is refused, the new one works', async () => {
    const user = await createUser(server.ctx);
    const api = new ApiClient(server.app);
    await api.get('UserResource', {});
    const before = api.cookies.get('csrftoken')!;
    const signIn = await api.signIn(user.username, PASSWORD);
    const after = api.cookies.get('csrftoken')!;
    expect(setCookies(signIn).some((c) => c.startsWith(`csrftoken=${after};`))).toBe(true);
    expect(after).not.toBe(before);
    expect(code(await writeWith(api, before))).toBe('csrf_failed');
    const write = await api.request(
      'POST',
      '/resource/BoardResource/create/',
      JSON.stringify({ options: { name: 'After sign-in', privacy: 'public' } }),
      { 'content-type': 'application/json', 'x-csrftoken': after },
    );
    expect(write.status, write.raw).toBe(200);
  });

  it('rotates the token at sign-out: the signed-in token is refused afterwards', async () => {
    const { api } = await signedIn();
    const inSession = api.cookies.get('csrftoken')!;
    const out = await api.post('UserSessionResource', 'delete', {});
    expect(out.status).toBe(200);
    const signedOut = api.cookies.get('csrftoken')!;
    expect(signedOut).not.toBe(inSession);
    expect(code(await writeWith(api, inSession))).toBe('csrf_failed');
    expect((await writeWith(api, signedOut)).status).toBe(200);
  });

  it('replaces a stale token cookie on the next answer', async () => {
    const { api } = await signedIn();
    const good = api.cookies.get('csrftoken')!;
    api.cookies.set('csrftoken', 'C'.repeat(43));
    await api.get('UserResource', {});
    expect(api.cookies.get('csrftoken')).toBe(good);
  });
});

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const https = await startTestServer({ PUBLIC_URL: 'https://corkboard.example' });
    try {
      const api = new ApiClient(https.app);
      const answers = [
        await api.request('GET', '/healthz'),
        await api.get('UserResource', {}),
        await api.request('GET', '/v3/nothing/here/'),
        await api.request('GET', '/i/236x/0123456789abcdef0123456789abcdef.jpg'),
        await api.post('BoardResource', 'create', { name: 'x' }, { csrf: false }),
      ];
      expect(answers.map((res) => res.status)).toEqual([200, 200, 404, 404, 403]);
      for (const res of answers) expect(res.headers['strict-transport-security']).toBe(HSTS);
      // Its cookies are Secure too.
      expect(setCookies(answers[0]!).every((c) => /;\s*Secure/i.test(c))).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('is not sent when PUBLIC_URL is plain http', async () => {
    const res = await new ApiClient(server.app).request('GET', '/healthz');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
