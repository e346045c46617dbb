// The installable web app (issue 16, "Mobile web": "Where the spec speaks of a native app, link
// to the installable web app: a web app manifest, icons and an offline page, so install installs
// Corkboard"): `/manifest.webmanifest`, `/sw.js` (service-worker-script.ts) and the offline page
// it keeps. The icons are site-icons.ts's.
import { SITE, THEME_BACKGROUND, WEB_APP } from '@corkboard/domain';
import type { FastifyInstance } from 'fastify';
import { plainPage, plainPageHeaders, escapeHtml } from '../ssr/plain-page';
import { OFFLINE_PATH, SERVICE_WORKER_SCRIPT } from './service-worker-script';
import { APP_ICONS } from './site-icons';

export const WEB_APP_MANIFEST = {
  name: SITE.name,
  short_name: WEB_APP.shortName,
  description: SITE.description,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: THEME_BACKGROUND.light,
  theme_color: '#e60023',
  icons: Object.entries(APP_ICONS).map(([name, icon]) => ({
    src: `/${name}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: name.includes('maskable') ? 'maskable' : 'any',
  })),
};

/** Paths these routes answer: the request hooks skip sessions and CSRF for them. */
export const WEB_APP_PATHS = /^\/(manifest\.webmanifest|sw\.js|offline\.html|icon-[\w-]+\.png)$/;

export function registerWebAppRoutes(app: FastifyInstance): void {
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(JSON.stringify(WEB_APP_MANIFEST)),
  );
  app.get('/sw.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // The browser checks for a new worker on every visit.
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', '/')
      .send(SERVICE_WORKER_SCRIPT),
  );
  app.get(OFFLINE_PATH, async (_request, reply) =>
    reply
      .headers(plainPageHeaders())
      .send(
        plainPage(
          WEB_APP.offlineTitle,
          `<h1>${escapeHtml(WEB_APP.offlineTitle)}</h1><p>${escapeHtml(WEB_APP.offlineBody)}</p>` +
            `<p class="actions"><a class="btn red" href="/" data-testid="offline-try-again">${escapeHtml(WEB_APP.tryAgain)}</a></p>`,
        ),
      ),
  );
}
