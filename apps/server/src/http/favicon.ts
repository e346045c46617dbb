// The logo as the site icon: a red disc with a white "C", small enough to inline here.
import type { FastifyInstance } from 'fastify';

const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#e60023"/><path d="M21.5 11.2A7 7 0 1 0 21.5 20.8" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/></svg>';

export function registerFavicon(app: FastifyInstance): void {
  for (const url of ['/favicon.svg', '/favicon.ico']) {
    app.get(url, async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(FAVICON_SVG),
    );
  }
}
