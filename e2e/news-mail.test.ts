// Notification mail in the browser (issue 16: "/email/subscription" and the settings'
// notifications): once a person's address is verified, someone following them is mailed to the
// suite's real SMTP server, with a link to their choices; that link opens /email/subscription/
// signed out, where a switch turns a kind off and "Turn off all email notifications" every kind;
// the settings show the same choices. At 1280 px and on a 390 px phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMAIL_NOTIFICATIONS, MAILED_NEWS_KINDS, NEWS_TEXT } from '@corkboard/domain';
import { launch, screenshot } from './browser';
import { linkInMail, mailsTo } from './mail-catcher';
import { apiGet, apiPost, PHONE, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const mailUrl = inject('mailUrl');

let browser: Browser;
let ada: Person;
let adaEmail: string;
let bob: Person;

beforeAll(async () => {
  browser = await launch();
  ada = await signUp(browser, 'Mailed Ada');
  bob = await signUp(browser, 'Mailed Bob');
  const page = await ada.context.newPage();
  await page.goto(`${baseUrl}/`);
  adaEmail = (await apiGet<{ email: string }>(page, 'UserResource', {})).email;
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

const switchOf = (page: Page, kind: string) => page.getByTestId(`email-choice-${kind}`);
const toastSays = (page: Page, text: string) =>
  expect.poll(() => page.locator('[data-testid="toast-text"]').allTextContents()).toContain(text);

describe('news by mail, and turning it off', () => {
  it("a follower is mailed; the mail's link turns a kind, then all, off signed out", async () => {
    // News is mailed only to a verified address: Ada opens her sign-up's link first.
    const verify = await ada.context.newPage();
    await verify.goto(
      await linkInMail(mailUrl, adaEmail, 'Verify your Corkboard email', /^\/email\/verify\/$/),
    );
    await verify.waitForURL(`${baseUrl}/settings/`);
    await verify.close();
    const follow = await bob.context.newPage();
    await follow.goto(`${baseUrl}/`);
    await apiPost(follow, 'UserFollowResource', 'create', { user_id: ada.id });
    await follow.close();

    const subject = NEWS_TEXT.item('followed_you', 'Mailed Bob', null);
    const link = await linkInMail(mailUrl, adaEmail, subject, /^\/email\/subscription\/$/);
    const [mail] = (await mailsTo(mailUrl, adaEmail)).filter((m) => m.subject === subject);
    expect(mail!.text).toContain(`${baseUrl}/${bob.username.toLowerCase()}/`);
    expect(mail!.listUnsubscribe).toBe(`<${link}>`);

    // Signed out, in a browser of its own: the address masked, every kind on.
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByTestId('email-choices').waitFor();
    expect(await page.getByTestId('email-subscription').textContent()).toContain(
      EMAIL_NOTIFICATIONS.to(`${adaEmail.slice(0, 2)}…@example.com`),
    );
    for (const kind of MAILED_NEWS_KINDS) expect(await switchOf(page, kind).isChecked()).toBe(true);
    await screenshot(page, 'email-subscription-phone');
    await switchOf(page, 'followed_you').click();
    await toastSays(page, EMAIL_NOTIFICATIONS.saved);
    await expect.poll(() => switchOf(page, 'followed_you').isChecked()).toBe(false);
    await page.reload();
    await page.getByTestId('email-choices').waitFor();
    expect(await switchOf(page, 'followed_you').isChecked()).toBe(false);
    expect(await switchOf(page, 'messaged_you').isChecked()).toBe(true);
    await page.getByTestId('email-choices-all-off').click();
    await toastSays(page, EMAIL_NOTIFICATIONS.allOffDone);
    for (const kind of MAILED_NEWS_KINDS) {
      await expect.poll(() => switchOf(page, kind).isChecked()).toBe(false);
    }
    await context.close();

    // Signed in, the settings say the same, and turn one back on.
    const settings = await ada.context.newPage();
    await settings.goto(`${baseUrl}/settings/`);
    const section = settings.getByTestId('settings-notifications');
    await section.getByTestId('email-choices').waitFor();
    expect(await section.textContent()).toContain(EMAIL_NOTIFICATIONS.to(adaEmail));
    for (const kind of MAILED_NEWS_KINDS) {
      expect(await switchOf(settings, kind).isChecked()).toBe(false);
    }
    await switchOf(settings, 'messaged_you').click();
    await toastSays(settings, EMAIL_NOTIFICATIONS.saved);
    await section.scrollIntoViewIfNeeded();
    await screenshot(settings, 'settings-notifications');
    await settings.close();
  });

  it('a made-up link says it does not work; signed out without one, it asks to log in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/email/subscription/?token=${'A'.repeat(43)}`);
    expect(await page.getByTestId('email-choices-unusable').textContent()).toBe(
      EMAIL_NOTIFICATIONS.linkUnusable,
    );
    await screenshot(page, 'email-subscription-unusable');
    await page.goto(`${baseUrl}/email/subscription/`);
    await page.getByRole('link', { name: EMAIL_NOTIFICATIONS.logIn }).waitFor();
    await context.close();
  });
});
