// Forgotten passwords, from a real mail (issue 16: "resets a forgotten password from a real
// email"; "The browser suite runs a real SMTP server on loopback and follows the reset link from
// the mail it received"), and /secure/panic ("sign out everywhere and reset the password"):
// - on a phone, signed out: "Forgot your password?" on the login page asks for a link; the
//   mail arrives at the SMTP server; its link chooses a new password, which logs this browser
//   in and the person's other device out; the old password stops working, the link works once;
// - signed in on a desktop: settings lead to "Secure your account", whose one button logs out
//   everywhere and mails a link; the password section changes it with the current one.
import type { Browser } from 'playwright-core';
import { CHANGE_PASSWORD, PASSWORD_RESET } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { linkInMail } from './mail-catcher';
import { apiGet, PHONE, signIn, signUp } from './session';

const baseUrl = inject('baseUrl');
const mailUrl = inject('mailUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The reset link of the `count`th reset mail to `email`, once it has arrived. */
const resetLinkMailedTo = (email: string, count = 1) =>
  linkInMail(mailUrl, email, 'Reset your Corkboard password', /^\/pw\//, count);

describe('a forgotten password', () => {
  it('is reset on a phone from the mailed link; the other device is logged out', async () => {
    const person = await signUp(browser, 'Forgetful');
    const desk = await person.context.newPage();
    await desk.goto(`${baseUrl}/`);
    const me = await apiGet<{ email: string }>(desk, 'UserResource', {});

    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/login/`);
    await page.getByTestId('forgot-password').click();
    await page.waitForURL(`${baseUrl}/password/reset/`);
    await page.fill('input[name="username_or_email"]', me.email);
    await screenshot(page, 'password-reset-request-phone');
    await page.getByRole('button', { name: PASSWORD_RESET.send }).click();
    await page.getByTestId('reset-sent').waitFor();
    expect(await page.getByTestId('reset-sent').textContent()).toContain(PASSWORD_RESET.sent);

    const link = await resetLinkMailedTo(me.email);
    expect(new URL(link).origin).toBe(baseUrl);
    await page.goto(link);
    await page.fill('input[name="password"]', 'my new long password');
    await page.fill('input[name="confirm"]', 'not the same password');
    await page.getByRole('button', { name: PASSWORD_RESET.save }).click();
    expect(await page.getByTestId('auth-error').textContent()).toBe(PASSWORD_RESET.mismatch);
    await page.fill('input[name="confirm"]', 'my new long password');
    await screenshot(page, 'password-reset-choose-phone');
    await page.getByRole('button', { name: PASSWORD_RESET.save }).click();
    await page.getByTestId('reset-done').waitFor();
    await page.getByRole('link', { name: PASSWORD_RESET.continue }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('header-logout').waitFor({ state: 'attached' });

    // The desk's session ended with the new password.
    await desk.reload();
    await desk.getByTestId('header-login').waitFor();
    // The new password signs in; the link does not work twice.
    const again = await signIn(browser, person.username, 'my new long password');
    await again.close();
    await page.goto(link);
    expect(await page.getByTestId('reset-link-unusable').textContent()).toContain(
      PASSWORD_RESET.linkUsed,
    );
    await phone.close();
    await person.context.close();
  });

  it('a made-up link says so and offers a new one', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/pw/nobody/?t=${'x'.repeat(43)}`);
    expect(await page.getByTestId('reset-link-unusable').textContent()).toContain(
      PASSWORD_RESET.linkUnknown,
    );
    await screenshot(page, 'password-reset-unknown-link');
    await page.getByRole('link', { name: PASSWORD_RESET.askAgain }).click();
    await page.waitForURL(`${baseUrl}/password/reset/`);
    await page.close();
  });
});

describe('the settings’ password', () => {
  it('changes with the current one; the new one signs in', async () => {
    const person = await signUp(browser, 'Changer');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/settings/`);
    const section = page.getByTestId('settings-password');
    await section.locator('input[name="current_password"]').fill('a long password');
    await section.locator('input[name="new_password"]').fill('another long password');
    await section.locator('input[name="confirm"]').fill('another long password');
    await screenshot(page, 'settings-password');
    await section.getByRole('button', { name: CHANGE_PASSWORD.save }).click();
    await page.getByText(CHANGE_PASSWORD.changed).waitFor();
    // Still signed in here; the new password signs in elsewhere.
    await page.reload();
    await page.getByTestId('settings-password').waitFor();
    const elsewhere = await signIn(browser, person.username, 'another long password');
    await elsewhere.close();
    await person.context.close();
  });
});

describe('/secure/panic', () => {
  it('logs out everywhere and mails a reset link, from the settings', async () => {
    const person = await signUp(browser, 'Worried');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/settings/`);
    const me = await apiGet<{ email: string }>(page, 'UserResource', {});
    await page.getByTestId('settings-secure').click();
    await page.waitForURL(`${baseUrl}/secure/panic/`);
    const secure = page.getByRole('button', { name: /Log out everywhere/ });
    await secure.waitFor();
    await screenshot(page, 'secure-panic');
    await secure.click();
    const done = page.getByTestId('panic-done');
    await done.waitFor();
    expect(await done.textContent()).toMatch(
      /We’ve sent a link to reset your password to w••••.@example\.com/,
    );
    await resetLinkMailedTo(me.email);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('header-login').waitFor();
    await person.context.close();
  });
});
