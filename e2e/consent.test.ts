// Cookie consent in the browser (issue 16; spec 000 §2 reqs 000-2.25, 000-2.26; §4 reqs
// 000-4.31, 000-4.32; §9 req 000-9.01). On a first visit to every kind of page the banner asks,
// and nothing optional is written or sent: every cookie, storage key and cache is a necessary
// one of the inventory, and no analytics request leaves. Reject all is the same size as Accept all and
// one click; "Let me choose" opens the settings modal (a phone hides the banner meanwhile);
// each answer shows the toast and is kept; a visitor's answer moves to the account at sign-up;
// withdrawing is one click on /settings/; Global Privacy Control keeps marketing off.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COOKIES, storedItem } from '@corkboard/domain';
import { launch, screenshot } from './browser';
import { demoPin } from './demo-data';
import { apiGet, PHONE, signUp } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ consent: 'unanswered' });
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByTestId('consent-banner');

async function visit(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(baseUrl)).find((c) => c.name === 'cb_consent')?.value;
}

async function toastSays(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.locator('[data-testid="toast-text"]').allTextContents())
    .toContain(text);
}

/** Every kind of page a visitor can land on. */
async function pageKinds(): Promise<[string, string][]> {
  const pin = await demoPin();
  const data = encodeURIComponent(JSON.stringify({ options: { username: 'maya_chen' } }));
  const res = await fetch(`${baseUrl}/resource/BoardsResource/get/?data=${data}`);
  const boards = (await res.json()) as { resource_response: { data: { url: string }[] } };
  const board = boards.resource_response.data[0];
  if (!board) throw new Error('the demo pinner has no board');
  return [
    ['home', '/'],
    ['closeup', `/pin/${pin.id}/`],
    ['board', board.url],
    ['profile', '/maya_chen/'],
    ['search', '/search/pins/?q=kitchen'],
    ['topic hub', '/ideas/'],
    ['today', '/today/'],
    ['log in', '/login/'],
    ['sign up', '/signup/'],
    ['settings', '/settings/'],
    ['not found', '/this-page-is-not-here/nor-here/'],
  ];
}

describe('a first visit, on every kind of page', () => {
  it('the banner asks, and nothing optional is stored or sent before an answer', async () => {
    for (const [kind, path] of await pageKinds()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const sent: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/v3/events/')) sent.push(url.pathname);
        if (url.origin !== baseUrl) sent.push(url.href);
      });
      const page = await visit(context, path);
      await banner(page).waitFor();
      await page.waitForLoadState('networkidle');
      expect(sent, `${kind}: no analytics request, nothing to another site`).toEqual([]);
      for (const cookie of await context.cookies()) {
        expect(storedItem('cookie', cookie.name)?.category, `${kind}: cookie ${cookie.name}`).toBe(
          'necessary',
        );
      }
      const keys = await page.evaluate(() => Object.keys(localStorage));
      for (const key of keys) {
        expect(storedItem('localStorage', key)?.category, `${kind}: storage ${key}`).toBe(
          'necessary',
        );
      }
      for (const name of await page.evaluate(() => caches.keys())) {
        expect(storedItem('cache', name)?.category, `${kind}: cache ${name}`).toBe('necessary');
      }
      if (kind === 'home') await screenshot(page, 'consent-banner');
      await context.close();
    }
  });

  it('on a phone the banner is a card fixed to the bottom', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await visit(context, '/');
    await banner(page).waitFor();
    const box = await banner(page).boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(PHONE.width);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    await screenshot(page, 'consent-banner-phone');
    await context.close();
  });
});

describe('answering', () => {
  it('Reject all is the same size as Accept all, one click, then a toast; it is kept', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visit(context, '/');
    const reject = page.getByTestId('consent-reject-all');
    const accept = page.getByTestId('consent-accept-all');
    const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(r?.width).toBe(a?.width);
    expect(r?.height).toBe(a?.height);
    expect(await reject.textContent()).toBe(COOKIES.rejectAll);
    expect(await accept.textContent()).toBe(COOKIES.acceptAll);
    await reject.click();
    await toastSays(page, COOKIES.saved);
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect.poll(() => consentCookie(context)).toMatch(/^1\.000\.\d+$/);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('Accept all is kept the same way', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visit(context, '/');
    await page.getByTestId('consent-accept-all').click();
    await toastSays(page, COOKIES.saved);
    await expect.poll(() => consentCookie(context)).toMatch(/^1\.111\.\d+$/);
    await context.close();
  });

  it('"Let me choose" opens the settings modal; a phone hides the banner while it is open', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await visit(context, '/');
    await page.getByTestId('consent-let-me-choose').click();
    const modal = page.getByTestId('consent-settings');
    await modal.waitFor();
    expect(await banner(page).isVisible()).toBe(false);
    await screenshot(page, 'consent-settings-phone');
    // Nothing optional is on until chosen.
    for (const category of ['analytics', 'marketing', 'personalization']) {
      expect(await modal.getByTestId(`consent-switch-${category}`).isChecked()).toBe(false);
    }
    await modal.getByTestId('consent-switch-analytics').check();
    await modal.getByTestId('consent-save-choices').click();
    await toastSays(page, COOKIES.saved);
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => consentCookie(context)).toMatch(/^1\.100\.\d+$/);
    await context.close();
  });

  it('closing the modal keeps the banner asking', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visit(context, '/');
    await page.getByTestId('consent-let-me-choose').click();
    await page.getByTestId('consent-settings').waitFor();
    await screenshot(page, 'consent-settings');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('consent-settings').count()).toBe(0);
    expect(await banner(page).isVisible()).toBe(true);
    expect(await consentCookie(context)).toBeUndefined();
    await context.close();
  });
});

describe('members', () => {
  it("a visitor's answer moves to the account at sign-up", async () => {
    const person = await signUp(browser, 'Consent Mover');
    // signUp answered nothing: the banner still asks the new member.
    const page = await visit(person.context, '/');
    await banner(page).waitFor();
    await page.getByTestId('consent-accept-all').click();
    await toastSays(page, COOKIES.saved);
    const me = await apiGet<Record<string, unknown>>(page, 'UserResource', {});
    expect(me).toMatchObject({ allow_analytic_cookies: true, allow_marketing_cookies: true });

    // A visitor who rejected, then signs up in the same browser: the account starts rejected.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitorPage = await visit(context, '/signup/');
    await visitorPage.getByTestId('consent-reject-all').click();
    await toastSays(visitorPage, COOKIES.saved);
    await visitorPage.fill('input[name="email"]', `consent-${Date.now()}@example.com`);
    await visitorPage.fill('input[name="password"]', 'a long password');
    await visitorPage.fill('input[name="first_name"]', 'Consent Rejecter');
    await visitorPage.click('button[type="submit"]');
    await visitorPage.waitForSelector('[data-testid="header-logout"]');
    expect(await banner(visitorPage).count()).toBe(0);
    const member = await apiGet<Record<string, unknown>>(visitorPage, 'UserResource', {});
    expect(member).toMatchObject({
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
    });
    await context.close();
    await person.context.close();
  });

  it('withdrawing is one click on /settings/, reached from the account menu', async () => {
    const person = await signUp(browser, 'Consent Withdrawer');
    const page = await visit(person.context, '/');
    await page.getByTestId('consent-accept-all').click();
    await toastSays(page, COOKIES.saved);
    await page.getByTestId('header-account-menu').click();
    await page.getByTestId('user-menu-settings').click();
    const section = page.getByTestId('settings-cookies');
    await section.waitFor();
    await expect
      .poll(() => section.getByTestId('settings-cookies-status').textContent())
      .toMatch(/^Chosen on /);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-cookies');
    await section.getByTestId('consent-choices-reject-all').click();
    await toastSays(page, COOKIES.saved);
    await expect.poll(() => consentCookie(person.context)).toMatch(/^1\.000\.\d+$/);
    const me = await apiGet<Record<string, unknown>>(page, 'UserResource', {});
    expect(me).toMatchObject({ allow_analytic_cookies: false, allow_marketing_cookies: false });
    await person.context.close();
  });

  it('the account menu opens the cookie choices too', async () => {
    const person = await signUp(browser, 'Consent Menu');
    const page = await visit(person.context, '/');
    await banner(page).waitFor();
    await page.getByTestId('header-account-menu').click();
    await page.getByTestId('user-menu-cookie-choices').click();
    await page.getByTestId('consent-settings').waitFor();
    await person.context.close();
  });

  it('a visitor reaches the cookie choices from the log-in page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visit(context, '/login/');
    await page.getByTestId('auth-cookie-choices').click();
    await page.getByTestId('settings-cookies').waitFor();
    expect(await page.getByTestId('settings-cookies-status').textContent()).toBe(
      COOKIES.notAnswered,
    );
    await context.close();
  });
});

describe('Global Privacy Control', () => {
  it('keeps marketing off and says why', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'Sec-GPC': '1' },
    });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    const page = await visit(context, '/');
    await page.getByTestId('consent-let-me-choose').click();
    const modal = page.getByTestId('consent-settings');
    const marketing = modal.getByTestId('consent-switch-marketing');
    expect(await marketing.isDisabled()).toBe(true);
    expect(await modal.textContent()).toContain(COOKIES.gpcNote);
    await modal.getByTestId('consent-choices-accept-all').click();
    await toastSays(page, COOKIES.saved);
    const consent = await apiGet<{ allowed: Record<string, boolean> }>(
      page,
      'CookieConsentResource',
      {},
    );
    expect(consent.allowed).toEqual({ analytics: true, marketing: false, personalization: true });
    await context.close();
  });
});
