// The foundation as a person uses it (issue 2): the home grid in masonry with no layout shift,
// endless scroll, closeup (plain and slug URLs), board, profile, sign up / out / in, a real
// 404, and crawler HTML. Screenshots land in .e2e-screenshots/ for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { imagesInViewLoaded, launch, LAYOUT_SHIFT_PROBE, screenshot } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, options: { width?: number; userAgent?: string } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  await context.addInitScript(LAYOUT_SHIFT_PROBE);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  return { page, context, errors, status: response?.status() ?? 0 };
}

async function firstPin(): Promise<{ id: string; title: string }> {
  const data = encodeURIComponent(JSON.stringify({ options: { page_size: 1 } }));
  const res = await fetch(`${baseUrl}/resource/UserHomefeedResource/get/?data=${data}`);
  const body = (await res.json()) as {
    resource_response: { data: { id: string; title: string }[] };
  };
  return body.resource_response.data[0]!;
}

const cards = (page: Page) => page.locator('[data-testid="pin-card"]');
const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/**
 * Turns the wheel until the page has moved: a busy machine can drop a turn that comes before
 * the page is ready to scroll.
 */
async function scrollOnce(page: Page) {
  await expect
    .poll(async () => {
      if ((await page.evaluate(() => window.scrollY)) === 0) await page.mouse.wheel(0, 3000);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
}

describe('home grid', () => {
  it('shows pins in 236 px masonry columns, without layout shift, and loads more on scroll', async () => {
    const { page, context, errors, status } = await open('/');
    expect(status).toBe(200);
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(20);
    const boxes = await page
      .locator('.masonry-item')
      .evaluateAll((items) =>
        items.slice(0, 12).map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      );
    for (const box of boxes) expect(Math.round(box.width)).toBe(236);
    const columns = new Set(boxes.map((b) => Math.round(b.left)));
    expect(columns.size).toBeGreaterThanOrEqual(4);
    // Every image declares its size, so nothing moves as they load.
    const undeclared = await page
      .locator('[data-testid="pin-card"] img')
      .evaluateAll(
        (imgs) =>
          imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length,
      );
    expect(undeclared).toBe(0);
    await screenshot(page, 'home');
    const lastTop = () =>
      page
        .locator('.masonry-item')
        .last()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // The reader turns the wheel until the grid reaches 5000 px, which it only does if more
    // pages load at its end (however long each takes to come).
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 2500);
        return lastTop();
      })
      .toBeGreaterThan(5000);
    await page.waitForLoadState('networkidle');
    const ids = await page
      .locator('[data-testid="pin-card"] a[href^="/pin/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps zero layout shift on a narrow phone screen (fluid two columns)', async () => {
    const { page, context } = await open('/', { width: 390 });
    const lefts = await page
      .locator('.masonry-item')
      .evaluateAll((items) =>
        items.slice(0, 6).map((el) => Math.round(el.getBoundingClientRect().left)),
      );
    expect(new Set(lefts).size).toBe(2);
    // The rule is measured on a page whose every picture in view has loaded. Twice in full
    // runs a picture in view never finished loading in the browser, so a page that stalls is
    // opened once more (the error names the pictures and what the server answers for each).
    let stalled: unknown = null;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (attempt > 0) await page.reload({ waitUntil: 'networkidle' });
      await scrollOnce(page);
      try {
        await imagesInViewLoaded(page, 45_000);
        stalled = null;
        break;
      } catch (error) {
        stalled = error;
      }
    }
    if (stalled) throw stalled;
    expect(await cls(page)).toBe(0);
    await screenshot(page, 'home-phone');
    await context.close();
  }, 150_000);
});

describe('pin closeup', () => {
  it('opens /pin/{id}/ and the slug form /pin/some-title--{id}/', async () => {
    const pin = await firstPin();
    for (const path of [`/pin/${pin.id}/`, `/pin/some-title--${pin.id}/`]) {
      const { page, context, status } = await open(path);
      expect(status).toBe(200);
      await expect(page.locator('h1').first().textContent()).resolves.toBe(pin.title);
      expect(await page.title()).toContain(pin.title);
      expect(await page.locator('[data-testid="closeup-save"]').isVisible()).toBe(true);
      if (path.includes('--')) await screenshot(page, 'closeup');
      await context.close();
    }
  });

  it('opens a pin from the grid with the keyboard', async () => {
    const { page, context } = await open('/');
    await page.keyboard.press('Tab');
    for (let i = 0; i < 10; i += 1) {
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
      if (href.startsWith('/pin/')) break;
      await page.keyboard.press('Tab');
    }
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    expect(href).toMatch(/^\/pin\//);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/pin/'));
    await page.waitForSelector('[data-testid="closeup-save"]');
    await context.close();
  });
});

describe('board and profile', () => {
  it('opens the board a pin was saved to and its owner profile', async () => {
    const data = encodeURIComponent(JSON.stringify({ options: { page_size: 1 } }));
    const res = await fetch(`${baseUrl}/resource/UserHomefeedResource/get/?data=${data}`);
    const pin = (
      (await res.json()) as {
        resource_response: {
          data: {
            board: { url: string; name: string };
            pinner: { username: string; full_name: string };
          }[];
        };
      }
    ).resource_response.data[0]!;
    const board = await open(pin.board.url);
    expect(board.status).toBe(200);
    await expect(board.page.locator('h1').first().textContent()).resolves.toBe(pin.board.name);
    expect(await cards(board.page).count()).toBeGreaterThan(0);
    expect(await cls(board.page)).toBe(0);
    await screenshot(board.page, 'board');
    await board.context.close();

    const profile = await open(`/${pin.pinner.username}/`);
    expect(profile.status).toBe(200);
    await expect(profile.page.locator('h1').first().textContent()).resolves.toBe(
      pin.pinner.full_name,
    );
    await screenshot(profile.page, 'profile');
    await profile.context.close();
  });

  it.each([
    ['/no-such-user-here/'],
    ['/oauth/'],
    ['/pin/not-a-pin/'],
    ['/login/extra/deep/path/x/'],
  ])('answers %s with a real 404 page', async (path) => {
    const { page, context, status } = await open(path);
    expect(status).toBe(404);
    expect(await page.locator('[data-testid="not-found"]').count()).toBe(1);
    await context.close();
  });
});

describe('accounts', () => {
  it('signs up, signs out and signs in again', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const { page, context } = await open('/signup/');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', 'a long password');
    await page.fill('input[name="first_name"]', 'Eve');
    await page.click('button[type="submit"]');
    await page.waitForSelector('[data-testid="header-logout"]', { timeout: 15_000 });
    // A new account sets up its home feed first (spec 002 §9; e2e/onboarding.test.ts).
    expect(new URL(page.url()).pathname).toBe('/onboarding/');
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('[data-testid="header-logout"]');
    // Signed in: the grid as a member sees it (footer per the signed_in_footer_hidden experiment).
    await screenshot(page, 'home-signed-in');
    await page.click('[data-testid="header-logout"]');
    await page.waitForSelector('[data-testid="header-login"]');
    await page.goto(`${baseUrl}/login/`);
    await page.fill('input[name="username_or_email"]', email);
    await page.fill('input[name="password"]', 'wrong password');
    await page.click('button[type="submit"]');
    const error = page.locator('[data-testid="auth-error"]');
    await expect.poll(() => error.textContent()).toBe('That email or password is wrong.');
    await page.fill('input[name="password"]', 'a long password');
    await page.click('button[type="submit"]');
    await page.waitForSelector('[data-testid="header-logout"]', { timeout: 15_000 });
    await context.close();
  });
});

describe('crawlers', () => {
  it('get the same server HTML with title, description and canonical URL, and no orig images', async () => {
    const pin = await firstPin();
    const res = await fetch(`${baseUrl}/pin/${pin.id}/`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/pin\/[^"]+"/);
    expect(html).not.toContain('/i/orig/');
  });
});
