// Signed-in clients without the sign-in call: a session row written the way the server's
// sign-in writes one (http/request-context.ts), its token in the client's cookie. Sign-in runs
// argon2 (by design slow), which suites that need many users per test cannot afford; the
// sign-in itself is covered by auth.test.ts.
import { hashToken, newToken, SESSION_COOKIE, SESSION_TTL_MS } from '../../src/http/session';
import { ApiClient } from './client';
import type { TestServer } from './harness';

export async function sessionClient(server: TestServer, userId: string): Promise<ApiClient> {
  const token = newToken();
  await server.ctx.stores.sessions.create(hashToken(token), userId, Date.now(), SESSION_TTL_MS);
  const client = new ApiClient(server.app);
  client.cookies.set(SESSION_COOKIE, token);
  // The CSRF cookie the client echoes on writes (any value the server set works the same).
  client.cookies.set('csrftoken', newToken());
  return client;
}
