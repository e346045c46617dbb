// Route-level onRequest guards. They run after the global onRequest hook (security headers,
// the viewer, CSRF: app/build-app.ts) and before Fastify reads a body, so a refused write
// never costs the server its body.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** Writes that need a session: a signed-out one is `unauthorized`, its body unread. */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  if (request.viewerId === null) throw unauthorized();
}
