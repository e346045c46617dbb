// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { allOrNothing, formatConsentCookie } from '@corkboard/domain';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.e2e-screenshots');

/**
 * A browser whose every new context has answered the cookie banner with "Accept all" (the
 * cb_consent cookie), so a test about something else is not covered by the banner and its
 * analytics events are sent. `{ consent: 'unanswered' }` starts every context fresh, as a first
 * visit is (consent.test.ts).
 */
export async function launch({
  consent = 'accepted',
}: { consent?: 'accepted' | 'unanswered' } = {}): Promise<Browser> {
  const browser = await launchChromium();
  if (consent === 'unanswered') return browser;
  const url = inject('baseUrl');
  const value = formatConsentCookie(allOrNothing(true, Date.now()));
  const newContext = browser.newContext.bind(browser);
  // browser.newPage() makes its context through this too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addCookies([{ name: 'cb_consent', value, url }]);
    return context;
  };
  return browser;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** The element `selector` finds is there and React has attached itself to it (hydrated). */
export async function hydratedAt(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const root = document.querySelector(wanted);
    return !!root && Object.keys(root).some((key) => key.startsWith('__react'));
  }, selector);
}

/** Records layout shifts from the start of the page (spec budget: CLS 0 on every grid page). */
export const LAYOUT_SHIFT_PROBE = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** What the server answers for a picture's address, asked from here (not the browser). */
async function serverAnswer(src: string): Promise<string> {
  try {
    const res = await fetch(src, { signal: AbortSignal.timeout(5000) });
    return `${res.status}, ${(await res.arrayBuffer()).byteLength} B`;
  } catch (error) {
    return String(error);
  }
}

/**
 * Every picture now in view has loaded (lazy ones start as they come into view). "In view" is
 * the browser's own test for starting a lazy picture, an IntersectionObserver on the viewport:
 * a carousel's later slides are clipped by their card, so the browser never starts them, and
 * a test of the page's rows alone waited for them for ever (the narrow-phone stall of
 * foundation.test.ts: the carousel pin's 736x slides).
 */
export async function imagesInViewLoaded(page: Page, timeout?: number): Promise<void> {
  const pending = () =>
    new Promise<string[]>((resolve) => {
      const images = [...document.images];
      if (images.length === 0) return resolve([]);
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(
          entries
            .filter((entry) => entry.isIntersecting && !(entry.target as HTMLImageElement).complete)
            .map((entry) => {
              const img = entry.target as HTMLImageElement;
              return img.currentSrc || img.src || img.outerHTML.slice(0, 200);
            }),
        );
      });
      for (const image of images) observer.observe(image);
    });
  try {
    // The same check as a page expression (a function passed to the page cannot be an argument).
    await page.waitForFunction(
      `(${pending.toString()})().then((still) => still.length === 0)`,
      undefined,
      { polling: 250, ...(timeout === undefined ? {} : { timeout }) },
    );
  } catch (error) {
    // Name the pictures that never came, so a failure says which and where from.
    const still = await page.evaluate(pending).catch(() => []);
    const answers = await Promise.all(still.map(serverAnswer));
    throw new Error(
      `pictures in view still loading: ${still.map((src, i) => `${src} (server: ${answers[i]})`).join(', ')}; ${String(error)}`,
    );
  }
}

/** Every finite animation on the page (an entrance, a fade) has ended. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
