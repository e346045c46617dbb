// Issue 16's "Done when", walked in one go by one person, as a user would: a visitor rejects
// cookies with one click and no tracking request follows; opens a shared link and sees who
// shared it; saves two pins signed out, signs up, goes through onboarding, and finds both pins
// saved and a personal first feed; resets a forgotten password from a real email (the suite's
// SMTP server on loopback); comments, sends a pin in a conversation, and the person they wrote
// to sees the notification arrive. The separate suites prove each part's edges; this one proves
// the parts meet. Desktop at 1280 px, then the same member on a 390 px phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  COOKIES,
  GENDER_TEXT,
  NEWS_TEXT,
  PASSWORD_RESET,
  sharedThisIdea,
  storedItem,
  USE_CASE_TEXT,
} from '@corkboard/domain';
import { hydratedAt, launch, screenshot } from './browser';
import { hydrated, ownPin } from './closeup-page';
import { demoPins } from './demo-data';
import { linkInMail } from './mail-catcher';
import { apiGet, apiPost, onPhone, ownAddress, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const mailUrl = inject('mailUrl');
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;
let ana: Person;
let sharedUrl: string;
let anasPin: string;
let otherPin: string;
let walker: { email: string; username: string } | null = null;
let walkerContext: BrowserContext | null = null;

/** The member of the walk, once the first step has made them. */
function walk(): { email: string; username: string } {
  if (!walker) throw new Error('the walk did not get as far as the sign-up');
  return walker;
}

beforeAll(async () => {
  browser = await launch({ consent: 'unanswered' });
  ana = await signUp(browser, 'Walk Ana');
  const page = await ana.context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('consent-accept-all').click();
  anasPin = (await ownPin(page, { board: 'Stairs', title: 'A blue stair', color: '#2f5d8a' })).id;
  const invite = await apiPost<{ url: string }>(page, 'InviteCodeResource', 'create', {
    pin_id: anasPin,
    invite_channel: 1,
  });
  sharedUrl = new URL(invite.url, baseUrl).href;
  otherPin = (await demoPins(1))[0]!.id;
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

/** Every request that would track: the client event log, or anything sent to another site. */
function watchTracking(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v3/events/')) sent.push(url.pathname);
    if (url.origin !== baseUrl) sent.push(url.href);
  });
  return sent;
}

/** Whatever the browser keeps is necessary, as the cookie inventory counts it. */
async function keepsOnlyNecessary(page: Page): Promise<void> {
  for (const cookie of await page.context().cookies()) {
    expect(storedItem('cookie', cookie.name)?.category, `cookie ${cookie.name}`).toBe('necessary');
  }
  for (const key of await page.evaluate(() => Object.keys(localStorage))) {
    expect(storedItem('localStorage', key)?.category, `storage ${key}`).toBe('necessary');
  }
}

const step = (page: Page, name: string) =>
  page.locator(`[data-testid="onboarding"][data-step="${name}"]`).waitFor();

describe('from a first visit to a settled member', () => {
  it('rejects, lands on a shared idea, saves twice signed out, signs up, and is at home', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: ownAddress() });
    const tracking = watchTracking(context);
    const page = await context.newPage();
    const email = `walker-${Date.now()}@example.com`;

    // The shared link: the banner asks, and one click rejects.
    await page.goto(sharedUrl);
    await hydrated(page);
    await page.getByTestId('consent-banner').waitFor();
    expect(await page.locator('.shared-idea-text').textContent()).toBe(sharedThisIdea('Walk Ana'));
    await screenshot(page, 'walk-shared-idea');
    await page.getByTestId('consent-reject-all').click();
    await expect
      .poll(() => page.locator('[data-testid="toast-text"]').allTextContents())
      .toContain(COOKIES.saved);
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByTestId('shared-idea-popover').waitFor({ state: 'detached' });

    // Two saves signed out: the first asks and is kept; the second signs up from the modal.
    await page.getByTestId('closeup-save').click();
    await page.getByTestId('gated-prompt').waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/pin/${otherPin}/`);
    await hydrated(page);
    await page.getByTestId('closeup-save').click();
    const form = page.getByTestId('gated-prompt').getByTestId('gated-signup-form');
    await form.waitFor();
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill('a long password');
    await form.locator('input[name="first_name"]').fill('Walker');
    await form.getByTestId('gated-signup-submit').click();

    // Onboarding, every step answered: three topics from their pictures are followed.
    await page.waitForURL((url) => url.pathname === '/onboarding/');
    await step(page, 'gender');
    await page.getByLabel(GENDER_TEXT.unspecified).check();
    await page.getByTestId('onboarding-next').click();
    await step(page, 'interests');
    const tiles = page.getByTestId('onboarding-interest');
    await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(3);
    const picked: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const followed = page.waitForResponse((r) => r.url().includes('/InterestFollowResource/'));
      await tiles.nth(i).click();
      expect((await followed).ok()).toBe(true);
      picked.push((await tiles.nth(i).locator('.onboarding-interest-name').textContent()) ?? '');
    }
    await page.getByTestId('onboarding-next').click();
    await step(page, 'use_case');
    await page.getByLabel(USE_CASE_TEXT.cook).check();
    await page.getByTestId('onboarding-next').click();
    // The loading step ends on the pin the person was saving when they signed up.
    await page.waitForURL((url) => url.pathname === `/pin/${otherPin}/`, { timeout: 20_000 });

    // Both pins are saved: on the profile, as the person sees it.
    const me = await apiGet<{ username: string }>(page, 'UserResource', {});
    await page.goto(`${baseUrl}/${me.username}/_saved/`);
    await hydratedAt(page, '#main');
    const saved = page.locator('#main [data-testid="pin-card"]');
    await expect.poll(() => saved.count()).toBe(2);
    await screenshot(page, 'walk-saved');

    // The first home feed is personal: a card says it is there for a topic just picked.
    await page.goto(`${baseUrl}/`);
    await hydratedAt(page, '#main');
    const reasons = page.locator('[data-testid="pin-card"] .pc-reason');
    await expect.poll(() => reasons.count()).toBeGreaterThan(0);
    const lines = await reasons.allTextContents();
    expect(
      lines.some((line) =>
        picked.some((topic) => line === `Because you're interested in ${topic}`),
      ),
      `a reason names one of ${picked.join(', ')}: ${lines.join(' | ')}`,
    ).toBe(true);
    await screenshot(page, 'walk-first-home');

    // Rejected stays rejected, through sign-up: nothing tracked, nothing optional kept.
    await page.waitForLoadState('networkidle');
    expect(tracking).toEqual([]);
    await keepsOnlyNecessary(page);
    await context.close();
    walker = { email, username: me.username };
  });

  it('forgets the password, resets it from the mail, and is signed in again', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: ownAddress() });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login/`);
    await page.getByTestId('consent-reject-all').click();
    await page.getByTestId('forgot-password').click();
    await page.waitForURL(`${baseUrl}/password/reset/`);
    await page.fill('input[name="username_or_email"]', walk().email);
    await page.getByRole('button', { name: PASSWORD_RESET.send }).click();
    await page.getByTestId('reset-sent').waitFor();
    const link = await linkInMail(
      mailUrl,
      walk().email,
      'Reset your Corkboard password',
      /^\/pw\//,
    );
    await page.goto(link);
    await page.fill('input[name="password"]', 'a walker’s new password');
    await page.fill('input[name="confirm"]', 'a walker’s new password');
    await page.getByRole('button', { name: PASSWORD_RESET.save }).click();
    await page.getByTestId('reset-done').waitFor();
    await page.getByRole('link', { name: PASSWORD_RESET.continue }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('header-logout').waitFor({ state: 'attached' });
    expect((await apiGet<{ username: string }>(page, 'UserResource', {})).username).toBe(
      walk().username,
    );
    walkerContext = context;
    await page.close();
  });

  it('comments, follows and sends a pin; the person written to sees it arrive', async () => {
    const page = await walkerContext!.newPage();
    await page.goto(`${baseUrl}/pin/${anasPin}/`);
    await hydrated(page);
    const box = page.getByTestId('comment-composer-input').first();
    await box.fill('Which blue is this?');
    const commented = page.waitForResponse((r) => r.url().includes('/PinCommentResource/'));
    await page.getByTestId('comment-composer-post').first().click();
    expect((await commented).status()).toBe(200);
    await expect
      .poll(() => page.getByTestId('comment-text').allTextContents())
      .toEqual(['Which blue is this?']);

    // Followed, Ana is offered first in the Send dialog.
    await page.goto(`${baseUrl}/${ana.username}/`);
    await hydratedAt(page, '#main');
    await page.getByTestId('profile-follow').click();
    await expect
      .poll(() => page.getByTestId('profile-follow').getAttribute('aria-pressed'))
      .toBe('true');
    await page.goto(`${baseUrl}/pin/${otherPin}/`);
    await hydrated(page);
    await page.getByTestId('closeup-send').click();
    const dialog = page.getByTestId('send-dialog');
    const row = dialog.getByTestId('send-person').filter({ hasText: 'Walk Ana' });
    await row.waitFor();
    await dialog.getByTestId('send-message').fill('This one is for your stairs');
    await row.getByTestId('send-to').click();
    await row.getByTestId('send-open').waitFor();
    await row.getByTestId('send-open').click();
    await page.waitForURL('**/conversation/*/');
    await page.getByTestId('sent-pin').waitFor();
    await screenshot(page, 'walk-conversation');
    await page.close();

    // Ana's bell counts what arrived; the hub says who did what; the message waits unread.
    const hers = await ana.context.newPage();
    await hers.goto(`${baseUrl}/`);
    const badge = hers.getByTestId('header-news').getByTestId('news-badge');
    await expect.poll(async () => Number(await badge.textContent())).toBeGreaterThanOrEqual(3);
    await hers.getByTestId('header-news').click();
    await hers.waitForURL('**/notifications/');
    const texts = hers.locator('.news-text');
    await expect
      .poll(() => texts.allTextContents())
      .toEqual(
        expect.arrayContaining([
          NEWS_TEXT.item('commented_on_your_pin', 'Walker', null),
          NEWS_TEXT.item('followed_you', 'Walker', null),
          NEWS_TEXT.item('saved_your_pin', 'Walker', null),
        ]),
      );
    await screenshot(hers, 'walk-news-hub');
    await hers.goto(`${baseUrl}/notifications/?tab=messages`);
    const conversation = hers.getByTestId('conversation-item').filter({ hasText: 'Walker' });
    await conversation.waitFor();
    expect(await conversation.getByTestId('conversation-unread').count()).toBe(1);
    expect(await conversation.locator('.news-comment').textContent()).toBe(
      'This one is for your stairs',
    );
    await hers.close();
  });

  it('on a 390 px phone the member finds the same saves and the same conversation', async () => {
    const member: Person = { context: walkerContext!, username: walk().username, id: '' };
    const phone = await onPhone(browser, member);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/${walk().username}/_saved/`);
    await hydratedAt(page, '#main');
    await expect.poll(() => page.locator('#main [data-testid="pin-card"]').count()).toBe(2);
    await screenshot(page, 'walk-saved-phone');
    await page.goto(`${baseUrl}/notifications/?tab=messages`);
    await page.getByTestId('conversation-item').filter({ hasText: 'Walk Ana' }).waitFor();
    await screenshot(page, 'walk-messages-phone');
    await phone.close();
    await walkerContext!.close();
  });
});
