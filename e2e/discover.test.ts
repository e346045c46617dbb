// The discovery pages as people use them (issue 6, spec 002 §2.1 "Discovery", reqs 002-2.22,
// 002-2.23): the hubs /ideas/, /topics/, /videos/ and /shopping/ and a tile's page with its grid,
// following a topic (kept after a reload; signed out, the login prompt), Today's articles and one
// article's grid, video and shopping pages showing only their kind of pin, the header's Today and
// Explore pills, and no layout shift anywhere.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsFinished, launch, LAYOUT_SHIFT_PROBE, screenshot } from './browser';
import { apiGet, signIn } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let signedOut: BrowserContext;
let signedIn: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  signedOut = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signedOut.addInitScript(LAYOUT_SHIFT_PROBE);
  signedIn = await signIn(browser, 'demo', 'corkboard-demo');
  await signedIn.addInitScript(LAYOUT_SHIFT_PROBE);
});
afterAll(async () => {
  await browser?.close();
});

interface InterestWire {
  id: string;
  name: string;
  url: string;
  follower_count: number;
  followed_by_me: boolean;
}

const cards = (page: Page) => page.locator('[data-testid="pin-card"]');
const tiles = (page: Page) => page.locator('[data-testid="interest-tile"]');
const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
const attributes = (page: Page, selector: string, name: string) =>
  page
    .locator(selector)
    .evaluateAll((els, name) => els.map((el) => el.getAttribute(name) ?? ''), name);

/** Every picture declares its size, so nothing moves as they load. */
async function undeclaredImages(page: Page, selector: string): Promise<number> {
  return page
    .locator(`${selector} img`)
    .evaluateAll(
      (imgs) =>
        imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length,
    );
}

/** Opens a path with errors collected; the page has loaded everything it asked for. */
async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  return { page, errors, status: response?.status() ?? 0 };
}

describe('the hubs', () => {
  it.each([
    ['ideas', 'Ideas for you'],
    ['topics', 'Explore topics'],
    ['videos', 'Watch'],
    ['shopping', 'Shop ideas'],
  ])(
    '/%s/ shows "%s", a grid of tiles, and a tile leads to a grid of pins',
    async (surface, heading) => {
      const { page, errors, status } = await open(signedOut, `/${surface}/`);
      expect(status).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(
        await page.getAttribute(`[data-testid="discover-tab-${surface}"]`, 'aria-current'),
      ).toBe('page');
      expect(await tiles(page).count()).toBeGreaterThan(0);
      expect(await undeclaredImages(page, '[data-testid="interest-tile"]')).toBe(0);
      expect(await cls(page)).toBe(0);
      await screenshot(page, `discover-hub-${surface}`);

      const tile = tiles(page).first();
      const href = (await tile.getAttribute('href')) ?? '';
      const name = (await tile.locator('.interest-tile-name').textContent()) ?? '';
      expect(href.startsWith(`/${surface}/`)).toBe(true);
      await tile.click();
      await page.waitForURL(`${baseUrl}${href}`);
      await page.waitForSelector('[data-testid="interest-page"] [data-testid="pin-card"]');
      expect(await page.locator('h1').textContent()).toBe(name);
      expect(await cards(page).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('offers more topics with "Show more"', async () => {
    const { page } = await open(signedOut, '/topics/');
    const before = await tiles(page).count();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(before);
    const ids = await attributes(page, '[data-testid="interest-tile"]', 'data-interest-id');
    expect(new Set(ids).size).toBe(ids.length);
    await page.close();
  });
});

describe('video and shopping pages', () => {
  it('/videos/{category}/{id}/ shows only video pins', async () => {
    const { page } = await open(signedOut, '/videos/');
    const hrefs = await attributes(page, '[data-testid="interest-tile"]', 'href');
    for (const href of hrefs.slice(0, 3)) {
      await page.goto(baseUrl + href, { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-testid="pin-card"]');
      const media = await attributes(page, '[data-testid="pin-card"]', 'data-media');
      expect(media.length, href).toBeGreaterThan(0);
      expect(new Set(media), href).toEqual(new Set(['video']));
      expect(await cls(page), href).toBe(0);
    }
    await page.mouse.move(0, 0);
    await screenshot(page, 'discover-videos-category');
    await page.close();
  });

  it('/shopping/{category}/{id}/ shows only products', async () => {
    const { page } = await open(signedOut, '/shopping/');
    const hrefs = await attributes(page, '[data-testid="interest-tile"]', 'href');
    for (const href of hrefs.slice(0, 3)) {
      await page.goto(baseUrl + href, { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-testid="pin-card"]');
      const kinds = await attributes(page, '[data-testid="pin-card"]', 'data-kind');
      expect(kinds.length, href).toBeGreaterThan(0);
      expect(new Set(kinds), href).toEqual(new Set(['product']));
      expect(await cls(page), href).toBe(0);
    }
    await page.mouse.move(0, 0);
    await screenshot(page, 'discover-shopping-category');
    await page.close();
  });
});

describe('following a topic', () => {
  it('turns Follow into Following with one more follower, kept after a reload', async () => {
    const probe = await signedIn.newPage();
    await probe.goto(`${baseUrl}/topics/`, { waitUntil: 'networkidle' });
    const topics = await apiGet<InterestWire[]>(probe, 'InterestsResource', { surface: 'topics' });
    await probe.close();
    const topic = topics.find((t) => !t.followed_by_me);
    expect(topic).toBeDefined();
    const { page, errors } = await open(signedIn, topic!.url);
    const button = page.locator('[data-testid="interest-follow"]');
    const count = page.locator('[data-testid="interest-follower-count"]');
    const followers = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;
    expect(await page.locator('h1').textContent()).toBe(topic!.name);
    expect(await button.textContent()).toBe('Follow');
    expect(await count.textContent()).toBe(followers(topic!.follower_count));
    expect(await cls(page)).toBe(0);

    await button.click();
    await expect.poll(() => button.textContent()).toBe('Following');
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await count.textContent()).toBe(followers(topic!.follower_count + 1));
    await screenshot(page, 'discover-topic-following');

    await page.reload({ waitUntil: 'networkidle' });
    expect(await button.textContent()).toBe('Following');
    expect(await count.textContent()).toBe(followers(topic!.follower_count + 1));

    // Unfollowing puts it back (and leaves the demo user's follows as they were).
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Follow');
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect(await count.textContent()).toBe(followers(topic!.follower_count));
    await page.reload({ waitUntil: 'networkidle' });
    expect(await button.textContent()).toBe('Follow');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('signed out, Follow opens the login prompt', async () => {
    const { page } = await open(signedOut, '/topics/houseplant-care/');
    await page.locator('[data-testid="interest-follow"]').click();
    const modal = page.locator('[data-testid="gated-prompt"]');
    await modal.waitFor();
    expect(await modal.textContent()).toContain('Follow');
    // Let the entrance animation end so the picture shows the modal as people see it.
    await animationsFinished(page);
    await screenshot(page, 'discover-follow-signed-out');
    await page.close();
  });
});

describe('Today', () => {
  it('shows the articles as cards; an article shows its grid and leads to its topic', async () => {
    const { page, errors, status } = await open(signedOut, '/today/');
    expect(status).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Today');
    const articles = page.locator('[data-testid="today-card"]');
    expect(await articles.count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="today-card"] img').count()).toBeGreaterThan(0);
    expect(await undeclaredImages(page, '[data-testid="today-card"]')).toBe(0);
    expect(await cls(page)).toBe(0);
    await screenshot(page, 'today');

    const first = articles.first();
    const href = (await first.getAttribute('href')) ?? '';
    const title = (await first.locator('.today-card-title').textContent()) ?? '';
    expect(href).toMatch(/^\/today\/(best|trending|popular|shop)\/$/);
    await first.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await page.waitForSelector('[data-testid="today-article"] [data-testid="pin-card"]');
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    await screenshot(page, 'today-article');

    // A fresh load of the article is server-rendered and does not shift either.
    await page.goto(`${baseUrl}${href}`, { waitUntil: 'networkidle' });
    expect(await cls(page)).toBe(0);
    const link = page.locator('[data-testid="today-interest-link"]');
    const interestUrl = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL(`${baseUrl}${interestUrl}`);
    await page.waitForSelector('[data-testid="interest-page"]');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the header', () => {
  const current = (page: Page) =>
    attributes(page, '.header-nav .nav-pill', 'aria-current').then((values) =>
      values.map((v) => v || '-'),
    );

  it('Home, Today and Explore lead to their pages and mark the current one', async () => {
    const { page } = await open(signedIn, '/');
    expect(await current(page)).toEqual(['page', '-', '-']);
    await page.locator('[data-testid="nav-today"]').click();
    await page.waitForURL(`${baseUrl}/today/`);
    await page.waitForSelector('[data-testid="today-page"]');
    expect(await current(page)).toEqual(['-', 'page', '-']);
    await page.locator('[data-testid="nav-explore"]').click();
    await page.waitForURL(`${baseUrl}/ideas/`);
    await page.waitForSelector('[data-testid="interests-page"]');
    expect(await current(page)).toEqual(['-', '-', 'page']);
    await screenshot(page, 'discover-header-explore');

    // Deeper in a section, its pill stays marked.
    await tiles(page).first().click();
    await page.waitForSelector('[data-testid="interest-page"]');
    expect(await current(page)).toEqual(['-', '-', 'true']);
    await page.locator('[data-testid="nav-home"]').click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => current(page)).toEqual(['page', '-', '-']);
    await page.close();
  });

  it.each([800, 700])(
    'fits at %i px: the search box keeps room, nothing overflows',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/today/`, { waitUntil: 'networkidle' });
      const box = (selector: string) =>
        page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      expect((await box('.header-search')).width).toBeGreaterThan(120);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(await page.locator('[data-testid="nav-today"]').isVisible()).toBe(true);
      expect(await page.locator('[data-testid="nav-explore"]').isVisible()).toBe(true);
      await screenshot(page, `discover-header-${width}`);
      await context.close();
    },
  );
});
