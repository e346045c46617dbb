// The installable web app (issue 16, "Mobile web": "a web app manifest, icons and an offline
// page, so install installs Corkboard"): the manifest names the app, its start and its icons;
// each icon is a PNG of the size it claims; the service worker script and the offline page
// are served as a browser needs them, with no session or CSRF cookie.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_CACHE_NAME, SITE, WEB_APP } from '@corkboard/domain';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the installable web app', () => {
  it('the manifest names the app, starts at home, stands alone and lists its icons', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.body) as Manifest;
    expect(manifest).toMatchObject({
      name: SITE.name,
      short_name: WEB_APP.shortName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    // Installable: a 192 px and a 512 px icon, and one a launcher may mask.
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const png = await get(icon.src);
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
  });

  it('the service worker is served fresh, for the whole site, and keeps only the offline page', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toContain(JSON.stringify(OFFLINE_CACHE_NAME));
    expect(res.body).toContain('"/offline.html"');
    // Only page requests are answered from the cache, and only when the network fails.
    expect(res.body).toContain("event.request.mode !== 'navigate'");
  });

  it('the offline page says what happened and leads home', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(WEB_APP.offlineTitle);
    expect(res.body).toContain('href="/"');
  });

  it('none of them starts a session or sets a CSRF cookie', async () => {
    for (const url of ['/manifest.webmanifest', '/sw.js', '/offline.html', '/icon-192.png']) {
      expect((await get(url)).headers['set-cookie'], url).toBeUndefined();
    }
  });
});
