// Signed-in clients without the sign-in call: a session row written the way the server's
// sign-in writes one (http/request-context.ts), its token in the client's cookie. Sign-in runs
// argon2 (by design slow), which suites that need many users per test cannot afford; the
// sign-in itself is covered by auth.test.ts.
import {
  hashToken,
  newToken,
  PRESESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from '../../src/http/session';
import type { Stores } from '../../src/storage/stores';
import { ApiClient } from './client';
import type { TestServer } from './harness';

/** Writes a session of the user (through any stores, a transaction's too); its token. */
export async function createSession(stores: Stores, userId: string): Promise<string> {
  const token = newToken();
  await stores.sessions.create(hashToken(token), userId, Date.now(), SESSION_TTL_MS);
  return token;
}

/**
 * A client carrying the session token (null: signed out, with a pre-session of its own) and
 * the CSRF token the server binds to it (http/csrf.ts), as its first answer would set them.
 */
export function clientWithSession(server: TestServer, token: string | null): ApiClient {
  const client = new ApiClient(server.app);
  const binding = token ?? newToken();
  client.cookies.set(token ? SESSION_COOKIE : PRESESSION_COOKIE, binding);
  client.cookies.set('csrftoken', server.ctx.signer.sign('csrf', binding));
  return client;
}

export async function sessionClient(server: TestServer, userId: string): Promise<ApiClient> {
  return clientWithSession(server, await createSession(server.ctx.stores, userId));
}
