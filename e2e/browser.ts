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

/** Every picture now in the viewport has loaded (lazy ones start as they come into view). */
export async function imagesInViewLoaded(page: Page, timeout?: number): Promise<void> {
  const pending = () =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        return inView && !img.complete;
      })
      .map((img) => img.currentSrc || img.src || img.outerHTML.slice(0, 200));
  try {
    await page.waitForFunction(
      () =>
        [...document.images].every((img) => {
          const box = img.getBoundingClientRect();
          const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          return !inView || img.complete;
        }),
      undefined,
      timeout === undefined ? {} : { timeout },
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
