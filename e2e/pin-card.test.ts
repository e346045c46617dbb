// The pin card as people use it (issue 3, spec 000): every variant on /_/cards, hover,
// carousel arrows, video play/pause, the signed-out card and its upsells, the signed-in
// context menu, the deleted idea pin placeholder, and no layout shift.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PIN_CARD } from '@corkboard/domain';
import { imagesInViewLoaded, launch, LAYOUT_SHIFT_PROBE, screenshot } from './browser';
import { demoPinOfVariant } from './demo-data';
import { signIn } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let signedOut: BrowserContext;
let signedIn: BrowserContext;
let gallery: Page;

beforeAll(async () => {
  browser = await launch();
  signedOut = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await signedOut.addInitScript(LAYOUT_SHIFT_PROBE);
  gallery = await signedOut.newPage();
  await gallery.goto(`${baseUrl}/_/cards/`, { waitUntil: 'networkidle' });
  signedIn = await signIn(browser, 'demo', 'corkboard-demo', { width: 1400, height: 900 });
});
afterAll(async () => {
  await browser?.close();
});

const variant = (page: Page, name: string) => page.locator(`[data-variant="${name}"]`);

describe('/_/cards shows every card variant side by side', () => {
  it('renders the variants of every kind, with no layout shift, and is screenshotted', async () => {
    for (const name of [
      'image-signed-in',
      'image-signed-out',
      'image-touch-signed-out',
      'video-organic',
      'video-promoted',
      'carousel-first',
      'carousel-last',
      'story_deleted-signed-in',
    ]) {
      expect(await variant(gallery, name).count(), name).toBe(1);
    }
    const kinds = await gallery
      .locator('[data-testid="pin-card"]')
      .evaluateAll((cards) => [...new Set(cards.map((c) => c.getAttribute('data-kind')))].sort());
    // Req 000-3.33: "Card kind is derived in this order: oneTap, video, gif, product, recipe,
    // storyPin, image" — the demo's small world shows all but oneTap (explore-local only).
    expect(kinds).toEqual(
      expect.arrayContaining(['gif', 'image', 'product', 'recipe', 'storyPin', 'video']),
    );
    // Scroll through so lazy images load before the screenshot.
    for (let y = 0; y < 8000; y += 800) {
      await gallery.evaluate((top) => window.scrollTo(0, top), y);
      await imagesInViewLoaded(gallery);
    }
    await gallery.evaluate(() => window.scrollTo(0, 0));
    await imagesInViewLoaded(gallery);
    await gallery.screenshot({
      path: (await screenshot(gallery, 'cards')).replace('.png', '-full.png'),
      fullPage: true,
    });
    expect(await gallery.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });
});

describe('the deleted idea pin', () => {
  it('shows the "Unavailable" / "Removed by the creator" placeholder (spec 002 §8, req 002-8.04)', async () => {
    const card = variant(gallery, 'story_deleted-signed-in');
    await expect(card.locator('[data-testid="pin-card-unavailable"]').innerText()).resolves.toMatch(
      /Unavailable\s+Removed by the creator/,
    );
  });
});

describe('the affiliate product (spec 000 §5: "Products with affiliation show \'Includes sponsored products\'")', () => {
  it('is in the gallery, signed in and with the footer, and its card reads the label exactly', async () => {
    const { id } = await demoPinOfVariant('product_affiliate');
    for (const name of ['product_affiliate-signed-in', 'product_affiliate-footer']) {
      const card = variant(gallery, name).locator('[data-testid="pin-card"]');
      expect(await card.count(), name).toBe(1);
      expect(await card.getAttribute('data-kind'), name).toBe('product');
      const href = await card.locator('a[href^="/pin/"]').first().getAttribute('href');
      expect(href, name).toMatch(new RegExp(`[/-]${id}/$`));
      await expect(
        card.locator('.pc-disclosures .pc-label').allInnerTexts(),
        name,
      ).resolves.toEqual([PIN_CARD.includesSponsoredProducts]);
    }
  });

  it('is screenshotted at 1280 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/_/cards/`, { waitUntil: 'networkidle' });
    const cell = variant(page, 'product_affiliate-signed-in');
    await cell.scrollIntoViewIfNeeded();
    await imagesInViewLoaded(page);
    await expect(
      cell.getByText(PIN_CARD.includesSponsoredProducts, { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'cards-affiliate-products');
    await context.close();
  });
});

describe('hover (spec 000 §4, req 000-4.14: inactive -> active, back after a 120 ms delay)', () => {
  it('activates on pointer enter and goes back after leaving', async () => {
    const card = variant(gallery, 'image-signed-in').locator('[data-testid="pin-card"]');
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await expect.poll(() => card.getAttribute('data-hover')).toBe('active');
    await gallery.mouse.move(5, 5);
    await expect.poll(() => card.getAttribute('data-hover')).not.toBe('active');
  });

  it('shows the signed-out hover text Open and a Save that leads to sign-up', async () => {
    const card = variant(gallery, 'image-signed-out').locator('[data-testid="pin-card"]');
    await card.hover();
    await expect(card.getByText('Open', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await card.locator('[data-testid="pin-card-save"]').getAttribute('href')).toMatch(
      /^\/signup\//,
    );
  });

  it('is disabled on touch for signed-out viewers', async () => {
    const card = variant(gallery, 'image-touch-signed-out').locator('[data-testid="pin-card"]');
    expect(await card.getAttribute('data-no-hover')).not.toBeNull();
  });
});

describe('carousel (spec 000 §4, reqs 000-4.18 to 000-4.20)', () => {
  it('disables the left arrow at the first slide and the right arrow at the last', async () => {
    const card = variant(gallery, 'carousel-first').locator('[data-testid="pin-card"]');
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    const prev = card.locator('[data-testid="pin-card-carousel-prev"]');
    const next = card.locator('[data-testid="pin-card-carousel-next"]');
    const carousel = card.locator('.pc-carousel');
    expect(await prev.isDisabled()).toBe(true);
    expect(await carousel.getAttribute('data-index')).toBe('0');
    let guard = 0;
    while (!(await next.isDisabled()) && guard < 10) {
      await next.click();
      guard += 1;
    }
    expect(guard).toBeGreaterThanOrEqual(2);
    expect(Number(await carousel.getAttribute('data-index'))).toBe(guard);
    expect(await prev.isDisabled()).toBe(false);
    await prev.click();
    expect(Number(await carousel.getAttribute('data-index'))).toBe(guard - 1);
    const last = variant(gallery, 'carousel-last').locator('[data-testid="pin-card"]');
    await last.hover();
    expect(await last.locator('[data-testid="pin-card-carousel-next"]').isDisabled()).toBe(true);
  });
});

describe('video (spec 000 §4, req 000-4.28: only one organic video plays; a promoted one may play alongside)', () => {
  it('plays and pauses with its button', async () => {
    const card = variant(gallery, 'video-organic').locator('[data-testid="pin-card"]');
    await card.scrollIntoViewIfNeeded();
    const toggle = card.locator('[data-testid="pin-card-video-toggle"]');
    const video = card.locator('video');
    await expect.poll(() => video.getAttribute('data-playing')).not.toBeNull();
    await toggle.click();
    await expect.poll(() => video.getAttribute('data-playing')).toBeNull();
    expect(await toggle.getAttribute('aria-label')).toBe('Play video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await toggle.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });

  it('lets the promoted video play alongside the organic one', async () => {
    const organic = variant(gallery, 'video-organic').locator('video');
    const promoted = variant(gallery, 'video-promoted').locator('video');
    await promoted.scrollIntoViewIfNeeded();
    await expect.poll(() => promoted.getAttribute('data-playing')).not.toBeNull();
    await expect.poll(() => organic.getAttribute('data-playing')).not.toBeNull();
  });
});

describe('the more menu (spec 000 §4, reqs 000-4.36, 000-4.37)', () => {
  it('opens a sign-in upsell for signed-out viewers', async () => {
    const card = variant(gallery, 'image-signed-out').locator('[data-testid="pin-card"]');
    await card.hover();
    await card.locator('[data-testid="pin-card-more"]').click();
    const dialog = gallery.getByRole('dialog');
    expect(
      await dialog.locator('[data-testid="pin-card-upsell-login"]').getAttribute('href'),
    ).toMatch(/^\/login\//);
    await gallery.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('opens a context menu for signed-in desktop viewers that closes on any outside click', async () => {
    const page = await signedIn.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = page.locator('[data-testid="pin-card"]').first();
    await card.hover();
    await card.locator('[data-testid="pin-card-more"]').click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.count()).toBe(1);
    await menu.locator('[data-testid="pin-card-why"]').click();
    await expect.poll(() => page.locator('[data-testid="pin-card-why-text"]').count()).toBe(1);
    await page.mouse.click(5, 300);
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await screenshot(page, 'home-signed-in-cards');
    await page.close();
  });
});

describe('long press (spec 000 §9, req 000-9.14: "A long press is more than 500 ms")', () => {
  it('opens the menu while the finger is still down, and a short press does not', async () => {
    // The press lengths are the rule, so the page's clock is the test's: a busy machine cannot
    // stretch a short press past 500 ms between two events.
    const context = await signIn(browser, 'demo', 'corkboard-demo', { width: 1400, height: 900 });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const top = page.locator('[data-testid="pin-card"] .pc-top').first();
    const touch = (type: string) =>
      top.dispatchEvent(type, { pointerType: 'touch', isPrimary: true, clientX: 50, clientY: 50 });
    const menus = page.getByRole('menu');
    await touch('pointerdown');
    await page.clock.runFor(300);
    await touch('pointerup');
    await page.clock.runFor(1000);
    expect(await menus.count()).toBe(0);
    await touch('pointerdown');
    await page.clock.runFor(500);
    expect(await menus.count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => menus.count()).toBe(1);
    await touch('pointerup');
    await context.close();
  });
});

describe('a user whose name shares a prefix with a static path', () => {
  it('stays signed in on their own profile (/demo/ is a profile, /demo/video/ is media)', async () => {
    const page = await signedIn.newPage();
    const response = await page.goto(`${baseUrl}/demo/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('[data-testid="header-logout"]').count()).toBe(1);
    await page.close();
  });
});
