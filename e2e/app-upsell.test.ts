// Mobile web (issue 16, area UPSELL): the app-upsell modal on the first tap (req 000-4.33),
// the Send button's upsell animation (req 002-2.34), the nav footer that hides on scroll and
// behind the closeup's action bar (reqs 000-4.34, 000-9.13), and the deep-link forms
// (reqs 000-2.10, 000-2.11). Corkboard's app is the installable web app.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_UPSELL, APP_UPSELL_KEY, CLIENT_EVENT } from '@corkboard/domain';
import { launch, screenshot } from './browser';
import { demoPin } from './demo-data';
import { PHONE } from './session';

const baseUrl = inject('baseUrl');
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phone = (userAgent = ANDROID): Promise<BrowserContext> =>
  browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, userAgent });

const modal = (page: Page) => page.getByTestId('app-upsell');

/** A closeup on the phone, hydrated, once the upsell's check delay (4000 ms) has passed. */
async function armedCloseup(context: BrowserContext, query = ''): Promise<Page> {
  const page = await context.newPage();
  const pin = await demoPin();
  await page.goto(`${baseUrl}/pin/${pin.id}/${query}`, { waitUntil: 'networkidle' });
  await page.getByTestId('bottom-nav').waitFor({ state: 'attached' });
  await page.waitForFunction(() => performance.now() > 4000);
  return page;
}

/** A tap on the closeup's title: it does nothing of its own. */
async function tapTitle(page: Page): Promise<void> {
  await page.locator('.closeup-title').tap();
}

/** What the upsell decided on the last tap (AppUpsellHost sets it). */
const decided = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.appUpsell ?? null);

describe('the app-upsell modal (req 000-4.33: "opens on the first tap on mobile web, closes on open-in-app or dismiss")', () => {
  it('opens on the first tap; Not now closes it and it stays closed on the next visit', async () => {
    const context = await phone();
    const page = await armedCloseup(context);
    await tapTitle(page);
    await modal(page).waitFor();
    expect(await modal(page).getByRole('heading').textContent()).toBe(APP_UPSELL.title);
    await screenshot(page, 'app-upsell-phone');
    await page.getByTestId('app-upsell-dismiss').tap();
    await modal(page).waitFor({ state: 'detached' });
    const kept = await page.evaluate((key) => localStorage.getItem(key), APP_UPSELL_KEY);
    expect(JSON.parse(kept!)).toMatchObject({ dismissedAt: expect.any(Number) });

    // "Repeat interval is 14 times an unseen base day-unit": not again on the next visit.
    const again = await armedCloseup(context);
    await tapTitle(again);
    expect(await (await decided(again)).jsonValue()).toBe('dismissed_recently');
    expect(await modal(again).count()).toBe(0);
    await context.close();
  });

  it('"Get the app" installs through the browser\'s offer, and the install is logged with its referrer', async () => {
    const context = await phone();
    const page = await armedCloseup(context, '?password=secret&q=keep');
    // Headless Chromium never offers an install itself: the page gets the offer the browser
    // would make (a beforeinstallprompt event), answered "accepted".
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await tapTitle(page);
    await modal(page).waitFor();
    const sent = page.waitForRequest(
      (r) =>
        r.url().endsWith('/v3/events/') &&
        r.postData()!.includes(String(CLIENT_EVENT.appUpsellInstalled)),
    );
    await page.getByTestId('app-upsell-open').tap();
    await modal(page).waitFor({ state: 'detached' });
    // The batch goes out by itself (CLIENT_EVENT_FLUSH.afterMs).
    const body = JSON.parse((await sent).postData()!) as {
      events: { event_type: number; view_type?: number; aux_data?: Record<string, string> }[];
    };
    const installed = body.events.find((e) => e.event_type === CLIENT_EVENT.appUpsellInstalled)!;
    // Spec 000 §7: view type 20 is the app upsell; req 000-7.21: the referrer, with the
    // sensitive parameters removed from the page's URL.
    expect(installed.view_type).toBe(20);
    expect(installed.aux_data).toMatchObject({ source: 'mweb', medium: 'upsell' });
    expect(installed.aux_data!.current_page_url).toContain('q=keep');
    expect(installed.aux_data!.current_page_url).not.toContain('password');
    expect(installed.aux_data!.install_id).toMatch(/^[0-9a-f]{24}$/);
    const kept = await page.evaluate((key) => localStorage.getItem(key), APP_UPSELL_KEY);
    expect(JSON.parse(kept!)).toMatchObject({ installedAt: expect.any(Number) });
    await context.close();
  });

  it('on an iPhone, with no install offer, shows how to add it from the Share button', async () => {
    const context = await phone(IPHONE);
    const page = await armedCloseup(context);
    await tapTitle(page);
    await modal(page).waitFor();
    await page.getByTestId('app-upsell-open').tap();
    expect(await page.getByTestId('app-upsell-how').textContent()).toBe(APP_UPSELL.howToIos);
    await screenshot(page, 'app-upsell-how-iphone');
    await modal(page).getByRole('button', { name: APP_UPSELL.done }).tap();
    await modal(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('never in the app: a deep-link visit (?is_deeplink=1) is not offered it', async () => {
    const context = await phone();
    const page = await armedCloseup(context, '?is_deeplink=1');
    await tapTitle(page);
    expect(await (await decided(page)).jsonValue()).toBe('in_app');
    expect(await modal(page).count()).toBe(0);
    await context.close();
  });

  it("waits for the cookie question: a tap on the banner is not the upsell's", async () => {
    const fresh = await launch({ consent: 'unanswered' });
    const context = await fresh.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      userAgent: ANDROID,
    });
    const page = await armedCloseup(context);
    await page.getByTestId('consent-banner').waitFor();
    await tapTitle(page);
    expect(await (await decided(page)).jsonValue()).toBe('consent_pending');
    await page.getByTestId('consent-reject-all').tap();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    await tapTitle(page);
    await modal(page).waitFor();
    await context.close();
    await fresh.close();
  });
});

describe('the Send button on mobile web (req 002-2.34: "a timed app-upsell icon animation")', () => {
  it("shows the app's mark while the upsell plays, then its own icon again", async () => {
    const context = await phone();
    const page = await context.newPage();
    const pin = await demoPin();
    await page.goto(`${baseUrl}/pin/${pin.id}/`);
    const send = page.getByTestId('closeup-send');
    await page.locator('[data-testid="closeup-send"][data-upsell="playing"]').waitFor();
    await screenshot(page, 'share-upsell-phone');
    // "lasts 5000 ms": it ends by itself.
    await page.locator('[data-testid="closeup-send"]:not([data-upsell])').waitFor();
    expect(await send.locator('.closeup-share-app').count()).toBe(0);
    await context.close();
  });

  it('plays on no desktop', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pin = await demoPin();
    await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-upsell]').count()).toBe(0);
    await page.close();
  });
});

describe('the nav footer (req 000-4.34: "hides after scroll or behind the pin action bar")', () => {
  it('signed out it is 52 px; it hides on a scroll down and comes back on a scroll up', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const bar = page.getByTestId('bottom-nav');
    await bar.waitFor();
    // Req 000-9.13: "Nav footer height 64 signed in and 52 otherwise".
    expect(Math.round((await bar.boundingBox())!.height)).toBe(52);
    await screenshot(page, 'nav-footer-signed-out-phone');
    await page.locator('[data-testid="pin-card"]').nth(12).waitFor();
    await page.mouse.wheel(0, 800);
    await page.locator('[data-testid="bottom-nav"][data-hidden]').waitFor();
    // "0 when hidden": what floats at the bottom comes down to the edge.
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--cb-nav-footer'),
      ),
    ).toBe('0px');
    await page.mouse.wheel(0, -200);
    await page.locator('[data-testid="bottom-nav"]:not([data-hidden])').waitFor();
    await context.close();
  });
  // On the closeup it stays behind the action bar: phone.test.ts (the closeup on a phone).
});

describe('the mobile deep links (reqs 000-2.10, 000-2.11)', () => {
  it("/discover/article/{id}/ and its iOS form /discover_article/{id}/?is_deeplink=1 are Today's article", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const path of ['/discover/article/best/', '/discover_article/best/?is_deeplink=1']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response!.status()).toBe(200);
      expect(await page.locator('main h1').first().textContent()).not.toBe('');
    }
    const missing = await page.goto(`${baseUrl}/discover_article/nothing-here/`);
    expect(missing!.status()).toBe(404);
    await page.close();
  });
});
