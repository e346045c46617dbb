// Loading and failure states (issue 13, "States"): a client navigation from a card to its
// closeup shows the pin it already has instead of blanking the page; a grid still loading shows
// skeleton tiles; a "load more" that failed says so and retries.
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let visitor: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
});

/** Holds the requests `url` matches until `release` is called. */
function hold(): { handler: (route: Route) => Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async (route) => {
      await gate;
      await route.continue();
    },
    release,
  };
}

describe('states', () => {
  it('a card opens its closeup at once, with the picture and title it already had', async () => {
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = page.locator('[data-testid="pin-card"][data-media="image"]').first();
    const id = (await card.getAttribute('data-pin-id'))!;
    const pinCall = hold();
    await page.route(/\/resource\/PinResource\/get\//, pinCall.handler);
    await card.locator('a.pc-link').click();
    await page.waitForURL((url) => url.pathname.endsWith(`${id}/`));
    // The pin's own request has not been answered, yet the closeup is there.
    await page.locator('.closeup-media img').waitFor();
    expect(await page.locator('.page-loading').count()).toBe(0);
    await screenshot(page, 'closeup-placeholder');
    const shown = await page
      .locator('.closeup-media img')
      .evaluate((img) => img.getAttribute('src'));
    pinCall.release();
    await page.locator('[data-testid="closeup-creator"]').waitFor();
    await page.unroute(/\/resource\/PinResource\/get\//);
    // The whole pin changes nothing about the picture: no second fetch in another size.
    await page.waitForLoadState('networkidle');
    expect(
      await page.locator('.closeup-media img').evaluate((img) => img.getAttribute('src')),
    ).toBe(shown);
    const fetched = await page.evaluate(
      (sig) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter(
            (name) =>
              name.includes('/i/') && name.includes(sig) && !/\/(60x60|236x|474x)\//.test(name),
          ),
      shown!.split('/').pop()!,
    );
    expect(fetched).toHaveLength(1);
    await page.close();
  });

  it('a grid still loading shows skeleton tiles, not a lone spinner', async () => {
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const feed = hold();
    await page.route(/\/resource\/TopicFeedResource\/get\//, feed.handler);
    await page.locator('[data-testid="pin-card"] .pc-tag').first().click();
    const status = page.locator('.feed-status');
    await status.waitFor();
    expect(await status.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'repeating-linear-gradient',
    );
    expect(await status.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(600);
    await screenshot(page, 'grid-skeleton');
    feed.release();
    await page.locator('[data-testid="pin-card"]').first().waitFor();
    await page.unroute(/\/resource\/TopicFeedResource\/get\//);
    await page.close();
  });

  it('a "load more" that failed says what failed, and Try again loads it', async () => {
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const before = await page.locator('[data-testid="pin-card"]').count();
    // The next page's request fails once.
    const nextPage = /\/resource\/[A-Za-z]+Resource\/get\/\?data=.*bookmarks/;
    await page.route(nextPage, (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
    );
    await page.mouse.wheel(0, 40_000);
    const more = page.locator('.feed-more');
    await expect.poll(() => more.textContent()).toContain("Couldn't load more Pins.");
    await screenshot(page, 'load-more-failed');
    await page.unroute(nextPage);
    await more.locator('button').click();
    await expect
      .poll(() => page.locator('[data-testid="pin-card"]').count())
      .toBeGreaterThan(before);
    await page.close();
  });
});
