// The logo as the site's icons (a red disc with a white "C", small enough to inline here): the
// favicon as SVG, and the PNGs the web app manifest names (web-app-routes.ts), drawn from the
// same SVG by sharp once, on first request.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#e60023"/><path d="M21.5 11.2A7 7 0 1 0 21.5 20.8" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/></svg>';

/** A maskable icon keeps its mark inside the middle 80 % (the safe zone) on a full square. */
const MASKABLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#e60023"/><path d="M25.5 15.2A7 7 0 1 0 25.5 24.8" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/></svg>';

/** The PNG icons, at the root (a name with a dot is never a profile): name → size and drawing. */
export const APP_ICONS = {
  'icon-192.png': { size: 192, svg: LOGO_SVG },
  'icon-512.png': { size: 512, svg: LOGO_SVG },
  'icon-maskable-512.png': { size: 512, svg: MASKABLE_SVG },
} as const;

const ICON_HEADERS = {
  'Cache-Control': 'public, max-age=86400',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

export function registerSiteIcons(app: FastifyInstance): void {
  for (const url of ['/favicon.svg', '/favicon.ico']) {
    app.get(url, async (_request, reply) =>
      reply.type('image/svg+xml').headers(ICON_HEADERS).send(LOGO_SVG),
    );
  }
  const drawn = new Map<string, Promise<Buffer>>();
  for (const [name, icon] of Object.entries(APP_ICONS)) {
    app.get(`/${name}`, async (_request, reply) => {
      let png = drawn.get(name);
      if (!png) {
        png = sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
          .resize(icon.size, icon.size)
          .png()
          .toBuffer();
        drawn.set(name, png);
      }
      return reply
        .type('image/png')
        .headers(ICON_HEADERS)
        .send(await png);
    });
  }
}
