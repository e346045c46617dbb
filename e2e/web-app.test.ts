// The installable web app (issue 16, "Mobile web": "a web app manifest, icons and an offline
// page, so install installs Corkboard"): every page links the manifest; the service worker
// registers once the page is up; with the network gone, a page asked for is the offline page,
// which leads home again once the network is back.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OFFLINE_CACHE_NAME, WEB_APP } from '@corkboard/domain';
import { launch, screenshot } from './browser';
import { PHONE } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the installable web app', () => {
  it('links the manifest, registers its worker, and shows the offline page without a network', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${baseUrl}/`);
    // The worker kept the offline page, and only it.
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([OFFLINE_CACHE_NAME]);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/today/`);
    expect(await page.locator('h1').textContent()).toBe(WEB_APP.offlineTitle);
    await screenshot(page, 'web-app-offline-phone');

    await context.setOffline(false);
    await page.getByTestId('offline-try-again').click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.locator('h1').first().textContent()).not.toBe(WEB_APP.offlineTitle);
    await context.close();
  });
});
