// The closeup keeps the card's promise (issue 13, "The closeup, complete"): a video plays, a
// carousel pages with arrows, dots, keys and swipe, an idea pin plays page by page; a product
// shows its price, merchant and availability and leads to the shop; a recipe shows its rating,
// cook time, servings and ingredients; an article its publisher; the creator comes with a
// follower count and Follow; the "…" menu copies the link and gives embed code. Each page is
// screenshotted at 1280 px and at a 390 px phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { hydrated, ownPin } from './closeup-page';
import { demoPinOfVariant } from './demo-data';
import { apiGet, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let visitor: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  // The merchants' and publishers' sites of the demo, answered here: no test leaves the machine.
  for (const context of [visitor, phone]) {
    await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Shop</h1>' }),
    );
  }
});

afterAll(async () => {
  await browser?.close();
});

async function openCloseup(context: BrowserContext, variant: string): Promise<Page> {
  const pin = await demoPinOfVariant(variant);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/pin/${pin.id}/`);
  await hydrated(page);
  return page;
}

const index = (page: Page, testId: string) =>
  page.getByTestId(testId).getAttribute('data-index').then(Number);

describe('the closeup plays and pages what the card showed', () => {
  it('a video plays on the closeup, muted, with the controls to pause it', async () => {
    for (const [context, name] of [
      [visitor, 'closeup-video'],
      [phone, 'closeup-video-phone'],
    ] as const) {
      const page = await openCloseup(context, 'video');
      const video = page.getByTestId('closeup-video');
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="closeup-video"]');
        return !!v && !v.paused && v.currentTime > 0;
      });
      expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.controls])).toEqual([
        true,
        true,
      ]);
      await video.evaluate((v: HTMLVideoElement) => v.pause());
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await screenshot(page, name);
      await page.close();
    }
  });

  it('a carousel pages with its arrows, its dots and the arrow keys, and shows the slot it is on', async () => {
    const page = await openCloseup(visitor, 'carousel');
    const carousel = page.getByTestId('closeup-carousel');
    expect(await index(page, 'closeup-carousel')).toBe(0);
    // "Left arrow is disabled at the first slide and right arrow at the last."
    expect(await page.getByTestId('closeup-carousel-prev').isDisabled()).toBe(true);
    const firstSlot = await page.getByTestId('closeup-slot').textContent();
    await page.getByTestId('closeup-carousel-next').click();
    await expect.poll(() => index(page, 'closeup-carousel')).toBe(1);
    expect(await page.getByTestId('closeup-slot').textContent()).not.toBe(firstSlot);
    const dots = carousel.getByTestId('closeup-carousel-dot');
    const count = await dots.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await dots.nth(count - 1).click();
    await expect.poll(() => index(page, 'closeup-carousel')).toBe(count - 1);
    expect(await page.getByTestId('closeup-carousel-next').isDisabled()).toBe(true);
    expect(await dots.nth(count - 1).getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => index(page, 'closeup-carousel')).toBe(count - 2);
    await screenshot(page, 'closeup-carousel');
    await page.close();
  });

  it('on a phone a carousel moves with a swipe: left for the next slot, right for the one before', async () => {
    const page = await openCloseup(phone, 'carousel');
    const swipe = (dx: number) =>
      page.getByTestId('closeup-carousel').evaluate((el, dx) => {
        const stage = el.querySelector('.closeup-stage')!;
        const box = stage.getBoundingClientRect();
        const at = (x: number) => ({
          pointerType: 'touch',
          clientX: x,
          clientY: box.top + box.height / 2,
          bubbles: true,
        });
        const start = box.left + box.width / 2;
        stage.dispatchEvent(new PointerEvent('pointerdown', at(start)));
        stage.dispatchEvent(new PointerEvent('pointerup', at(start + dx)));
      }, dx);
    await swipe(-120);
    await expect.poll(() => index(page, 'closeup-carousel')).toBe(1);
    await swipe(120);
    await expect.poll(() => index(page, 'closeup-carousel')).toBe(0);
    await screenshot(page, 'closeup-carousel-phone');
    await page.close();
  });

  it('an idea pin plays page by page on its own, pauses, and pages by hand', async () => {
    const page = await openCloseup(visitor, 'story');
    const story = page.getByTestId('closeup-story');
    expect(await index(page, 'closeup-story')).toBe(0);
    expect(await story.getAttribute('data-playing')).toBe('');
    // Playing: the next page comes without a click.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="closeup-story"]')?.getAttribute('data-index') === '1',
      undefined,
      { timeout: 15_000 },
    );
    await page.getByTestId('closeup-story-play').click();
    expect(await story.getAttribute('data-playing')).toBeNull();
    await page.getByTestId('closeup-story-next').click();
    await expect.poll(() => index(page, 'closeup-story')).toBe(2);
    await page.getByTestId('closeup-story-prev').click();
    await expect.poll(() => index(page, 'closeup-story')).toBe(1);
    // Each page's own words are written over it, and the dots name the page.
    const dots = story.getByTestId('closeup-story-dot');
    expect(await dots.nth(1).getAttribute('aria-label')).toBe(
      `Page 2 of ${String(await dots.count())}`,
    );
    await screenshot(page, 'closeup-story');
    await page.close();
  });
});

describe('the closeup tells what the pin is', () => {
  it('the buy path of a product: price, merchant and availability, then Shop opens the product page', async () => {
    const pin = await demoPinOfVariant('product');
    const wire = await fetch(
      `${baseUrl}/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: pin.id } }))}`,
    ).then((r) => r.json() as Promise<{ resource_response: { data: { link: string } } }>);
    const link = wire.resource_response.data.link;
    for (const [context, name] of [
      [visitor, 'closeup-product'],
      [phone, 'closeup-product-phone'],
    ] as const) {
      const page = await openCloseup(context, 'product');
      expect(await page.getByTestId('closeup-price').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
      expect(await page.getByTestId('closeup-merchant').textContent()).not.toBe('');
      expect(await page.getByTestId('closeup-availability').textContent()).toBe('In stock');
      const shop = page.getByTestId('closeup-visit');
      expect(await shop.textContent()).toBe('Shop');
      // Every outbound link leaves through /offsite/ with the server's token (req 001-7.11).
      const href = new URL((await shop.getAttribute('href')) ?? '', baseUrl);
      expect(href.pathname).toBe('/offsite/');
      expect(href.searchParams.get('url')).toBe(link);
      expect(href.searchParams.get('pin')).toBe(pin.id);
      expect(href.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
      // The action is on screen without scrolling sideways, also on a phone.
      const box = await shop.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= (context === phone ? PHONE.width : 1280),
      ).toBe(true);
      await screenshot(page, name);
      const opened = context.waitForEvent('page');
      await shop.click();
      const shopPage = await opened;
      // Signed out, the clickthrough interstitial first (spec 002 §2.1), then the shop.
      await shopPage.waitForURL(/\/pin_redirect\//);
      // The shop itself is not on this network: that the browser asks for it is the proof.
      await Promise.all([
        shopPage.waitForRequest((request) => request.url() === link),
        shopPage.getByTestId('pin-redirect-continue').click(),
      ]);
      await shopPage.close();
      await page.close();
    }
  });

  it('a product that is no longer sold as listed leads to the site, not to a purchase', async () => {
    const page = await openCloseup(visitor, 'product_stale');
    expect(await page.getByTestId('closeup-visit').textContent()).toBe('Visit site');
    await page.close();
  });

  it('a recipe shows its rating, cook time, servings and ingredients', async () => {
    const page = await openCloseup(visitor, 'recipe_half_stars');
    const recipe = page.getByTestId('closeup-recipe');
    expect(await recipe.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Rated [\d.]+ out of 5$/,
    );
    expect(await page.getByTestId('closeup-cook-time').textContent()).toMatch(
      /^Cook time (\d+m|\d+h \d+m)$/,
    );
    expect(await page.getByTestId('closeup-servings').textContent()).toMatch(/^Serves \d+$/);
    expect(await page.getByTestId('closeup-ingredients').locator('li').count()).toBeGreaterThan(2);
    expect(await page.getByTestId('closeup-visit').textContent()).toBe('Visit site');
    await screenshot(page, 'closeup-recipe');
    await page.close();
  });

  it('an article names its publisher', async () => {
    const page = await openCloseup(visitor, 'article');
    expect(await page.getByTestId('closeup-publisher').textContent()).not.toBe('');
    expect(await page.locator('.closeup-article .closeup-meta').textContent()).toMatch(
      /^By .+ · [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    await page.close();
  });
});

describe('the people and actions around the pin', () => {
  let person: Person;
  beforeAll(async () => {
    person = await signUp(browser, 'Closeup Reader');
    await person.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
  });

  it('the creator is shown with the follower count, and Follow follows them', async () => {
    const page = await person.context.newPage();
    const pin = await demoPinOfVariant('recipe_half_stars');
    await page.goto(`${baseUrl}/pin/${pin.id}/`);
    const followers = page.getByTestId('closeup-followers');
    await followers.waitFor();
    const before = Number((await followers.textContent())!.split(' ')[0]!.replace(/,/g, ''));
    const follow = page.getByTestId('closeup-follow');
    expect(await follow.textContent()).toBe('Follow');
    await follow.click();
    await expect.poll(() => follow.textContent()).toBe('Following');
    await expect.poll(() => followers.textContent()).toMatch(new RegExp(`^${before + 1} follower`));
    // The follow is real: the creator's profile says so.
    const creator = await page.locator('.closeup-creator a').getAttribute('href');
    const username = creator!.split('/').filter(Boolean).pop()!;
    const user = await apiGet<{ explicitly_followed_by_me: boolean }>(page, 'UserResource', {
      username,
    });
    expect(user.explicitly_followed_by_me).toBe(true);
    await page.close();
  });

  it('the "…" menu copies the pin\'s link and gives code to embed it', async () => {
    const page = await person.context.newPage();
    const pin = await demoPinOfVariant('article');
    await page.goto(`${baseUrl}/pin/${pin.id}/`);
    await hydrated(page);
    await page.locator('.closeup-more [data-testid="pin-card-more"]').click();
    await page.getByRole('menu').waitFor();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(
      expect.arrayContaining(['Download image', 'Copy link', 'Embed', 'Hide Pin', 'Report Pin']),
    );
    await page.getByTestId('closeup-copy-link').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(new RegExp(`/pin/[^/]*${pin.id}/\\?invite_code=[A-Za-z0-9_-]{12}$`));
    await page.locator('.closeup-more [data-testid="pin-card-more"]').click();
    await page.getByTestId('closeup-embed-open').click();
    const code = await page.getByTestId('closeup-embed-code').inputValue();
    expect(code).toMatch(new RegExp(`^<a href="${baseUrl}/pin/[^"]*${pin.id}/"`));
    expect(code).toContain(`<img src="${baseUrl}/i/`);
    await screenshot(page, 'closeup-embed');
    await page.close();
  });
});

describe('the description', () => {
  it('a long description is clamped to four lines, with "more" to read it all and "less"', async () => {
    const writer = await signUp(browser, 'Long Writer');
    const page = await writer.context.newPage();
    await page.goto(`${baseUrl}/`);
    const sentence = 'Every step of the build, with the tools and the timings that worked for us. ';
    const pin = await ownPin(page, {
      board: 'Notes',
      title: 'A long story',
      description: sentence.repeat(6).trim(),
      color: '#3d7cc8',
      size: { width: 400, height: 300 },
    });
    await page.goto(`${baseUrl}/pin/${pin.id}/`);
    await hydrated(page);
    const text = page.locator('.closeup-description');
    const lineHeight = await text.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const clamped = (await text.boundingBox())!.height;
    expect(clamped).toBeLessThanOrEqual(lineHeight * 4 + 1);
    const more = page.getByTestId('closeup-description-more');
    expect(await more.textContent()).toBe('more');
    await more.click();
    await expect.poll(async () => (await text.boundingBox())!.height).toBeGreaterThan(clamped * 2);
    expect(await more.textContent()).toBe('less');
    await screenshot(page, 'closeup-description-open');
    // A short description has no button.
    await page.goto(`${baseUrl}/pin/${(await demoPinOfVariant('recipe_half_stars')).id}/`);
    await hydrated(page);
    expect(await page.getByTestId('closeup-description-more').count()).toBe(0);
    await writer.context.close();
  });
});
