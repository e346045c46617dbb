// Signed-in clients without the sign-in call: a session row written the way the server's
// sign-in writes one (http/request-context.ts), its token in the client's cookie. Sign-in runs
// argon2 (by design slow), which suites that need many users per test cannot afford; the
// sign-in itself is covered by auth.test.ts.
import { hashToken, newToken, SESSION_COOKIE, SESSION_TTL_MS } from '../../src/http/session';
import type { Stores } from '../../src/storage/stores';
import { ApiClient } from './client';
import type { TestServer } from './harness';

/** Writes a session of the user (through any stores, a transaction's too); its token. */
export async function createSession(stores: Stores, userId: string): Promise<string> {
  const token = newToken();
  await stores.sessions.create(hashToken(token), userId, Date.now(), SESSION_TTL_MS);
  return token;
}

/** A client carrying the session token (null: signed out) and a CSRF cookie to echo. */
export function clientWithSession(server: TestServer, token: string | null): ApiClient {
  const client = new ApiClient(server.app);
  if (token) client.cookies.set(SESSION_COOKIE, token);
  // The double-submit CSRF pair: any token the client echoes in X-CSRFToken.
  client.cookies.set('csrftoken', newToken());
  return client;
}

export async function sessionClient(server: TestServer, userId: string): Promise<ApiClient> {
  return clientWithSession(server, await createSession(server.ctx.stores, userId));
}
