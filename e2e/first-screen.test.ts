// The first screen comes first (issue 12): the server's HTML paints the grid complete with no
// JS at all; the first screen's images are preloaded from the head and fetched at high priority
// while every later image waits until it nears the viewport; and nothing moves while the page
// loads and hydrates (CLS 0, docs/DESIGN.md §3).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, LAYOUT_SHIFT_PROBE, screenshot } from './browser';
import { demoPin } from './demo-data';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORT_HEIGHT = 900;

async function open(path: string, options: { width?: number; javaScript?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: VIEWPORT_HEIGHT },
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (options.javaScript !== false) await context.addInitScript(LAYOUT_SHIFT_PROBE);
  const page = await context.newPage();
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  return { page, context };
}

interface CardImages {
  top: number;
  left: number;
  /** The card's main picture (a carousel's first slide, a collection's hero). */
  main: { fetchPriority: string | null; loading: string | null; srcset: string | null } | null;
  /** Every <img> of the card: its loading and decoding attributes. */
  all: { loading: string | null; decoding: string | null }[];
}

function cardImages(page: Page): Promise<CardImages[]> {
  return page.locator('[data-testid="pin-card"]').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const main = card.querySelector('img.pc-img');
      return {
        top: box.top + window.scrollY,
        left: box.left,
        main: main
          ? {
              fetchPriority: main.getAttribute('fetchpriority'),
              loading: main.getAttribute('loading'),
              srcset: main.getAttribute('srcset'),
            }
          : null,
        all: [...card.querySelectorAll('img')].map((img) => ({
          loading: img.getAttribute('loading'),
          decoding: img.getAttribute('decoding'),
        })),
      };
    }),
  );
}

/** Hydrated: React has attached itself to the grid's cards. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const card = document.querySelector('[data-testid="pin-card"]');
    return !!card && Object.keys(card).some((key) => key.startsWith('__react'));
  });
}

describe('image priority', () => {
  it('the first row loads at once at high priority; images below the fold are lazy, low priority and decoded async', async () => {
    const { page, context } = await open('/');
    const cards = await cardImages(page);
    expect(cards.length).toBeGreaterThanOrEqual(20);
    const firstTop = Math.min(...cards.map((card) => card.top));
    const firstRow = cards.filter((card) => card.top === firstTop);
    expect(firstRow.length).toBeGreaterThanOrEqual(4);
    for (const card of firstRow) {
      expect(card.main?.fetchPriority).toBe('high');
      expect(card.main?.loading).not.toBe('lazy');
    }
    const belowFold = cards.filter((card) => card.top > VIEWPORT_HEIGHT);
    expect(belowFold.length).toBeGreaterThan(0);
    for (const card of belowFold) {
      // Never ahead of the first screen's, even once they near the viewport.
      expect(card.main?.fetchPriority).toBe('low');
      for (const img of card.all) {
        expect(img.loading).toBe('lazy');
        expect(img.decoding).toBe('async');
      }
    }
    await context.close();
  });

  it("the home page's HTML preloads the first pin's image from the head, at high priority", async () => {
    const { page, context } = await open('/');
    const [first] = await cardImages(page);
    await context.close();
    const html = await (await fetch(`${baseUrl}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(preload).toContain('fetchPriority="high"');
    expect(first?.main?.srcset).toBeTruthy();
    expect(preload).toContain(`imageSrcSet="${first?.main?.srcset ?? ''}"`);
    // It comes before the stylesheet, so the image request starts first.
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });

  it("a closeup's image is fetched first; its related grid is all lazy", async () => {
    const { page, context } = await open(`/pin/${(await demoPin()).id}/`);
    const image = page.locator('.closeup-media img');
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    expect(await image.getAttribute('loading')).not.toBe('lazy');
    // The related grid is the client's to fetch, once the page's code runs: wait for it.
    await page.locator('.closeup-related [data-testid="pin-card"]').first().waitFor();
    const related = await cardImages(page);
    expect(related.length).toBeGreaterThan(0);
    for (const card of related) for (const img of card.all) expect(img.loading).toBe('lazy');
    await context.close();
  });
});

describe('first paint', () => {
  it('nothing shifts while the home page loads and hydrates (CLS 0)', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await open('/', { width });
      await hydrated(page);
      // Every first-screen image has loaded and painted too.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('img[fetchpriority="high"]')].every(
          (img) => (img as HTMLImageElement).complete,
        ),
      );
      const shift = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(shift).toBe(0);
      await context.close();
    }
  });

  it("nothing shifts while a closeup loads and hydrates, its creator's follower count included (CLS 0)", async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await open(`/pin/${(await demoPin()).id}/`, { width });
      await hydrated(page);
      await page.getByTestId('closeup-followers').waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('img[fetchpriority="high"]')].every(
          (img) => (img as HTMLImageElement).complete,
        ),
      );
      const shift = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(shift).toBe(0);
      await context.close();
    }
  });

  it('with JavaScript disabled the server HTML paints the grid laid out, first screen images loaded', async () => {
    for (const [width, columns] of [
      [1280, 5],
      [390, 2],
    ] as const) {
      const { page, context } = await open('/', { width, javaScript: false });
      const cards = await cardImages(page);
      expect(cards.length).toBeGreaterThanOrEqual(20);
      const firstTop = Math.min(...cards.map((card) => card.top));
      const firstRow = cards.filter((card) => card.top === firstTop);
      expect(new Set(firstRow.map((card) => Math.round(card.left))).size).toBe(columns);
      const painted = await page
        .locator('img[fetchpriority="high"]')
        .evaluateAll((imgs) =>
          imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0 && img.checkVisibility()),
        );
      expect(painted.length).toBeGreaterThanOrEqual(columns);
      expect(painted.every(Boolean)).toBe(true);
      await screenshot(page, `home-no-js-${width}`);
      await context.close();
    }
  });
});

describe("the page's code", () => {
  it("is requested only once the first screen's images have loaded", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // One ordered log of what the browser did: images finished, scripts asked for.
    const log: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') log.push(`image ${request.url()}`);
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') log.push(`script ${request.url()}`);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await hydrated(page);
    const firstScreen = await page
      .locator('img[fetchpriority="high"]')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
    expect(firstScreen.length).toBeGreaterThanOrEqual(5);
    const firstScript = log.findIndex((entry) => entry.startsWith('script '));
    expect(firstScript).toBeGreaterThan(0);
    for (const src of firstScreen) {
      const loaded = log.indexOf(`image ${src}`);
      expect(loaded).toBeGreaterThanOrEqual(0);
      expect(loaded).toBeLessThan(firstScript);
    }
    await context.close();
  });

  it('on a phone, hydrating the grid changes no card: the server guessed the touch screen', async () => {
    const phone = {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    };
    const context = await browser.newContext(phone);
    // Counts every change of a card's touch mark from the start of the page.
    await context.addInitScript(() => {
      const w = window as unknown as { __touchChanges: number };
      w.__touchChanges = 0;
      new MutationObserver((records) => {
        w.__touchChanges += records.length;
      }).observe(document, { subtree: true, attributeFilter: ['data-no-hover'] });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    // "Hover is disabled on touch for signed-out users", already in the server's HTML.
    const card = page.locator('[data-testid="pin-card"]').first();
    expect(await card.getAttribute('data-no-hover')).toBe('');
    // A tap React answers (the more menu's sign-in prompt) comes after everything hydration
    // left to do, a re-render for another touch answer included.
    await hydrated(page);
    await card.locator('[data-testid="pin-card-more"]').tap();
    await page.locator('.pc-pop').first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __touchChanges: number }).__touchChanges),
    ).toBe(0);
    await context.close();
  });
});
