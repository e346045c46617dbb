// The email check (issue 16: "email verification (/email_verification_error)"; "Email is
// real"): a new account is mailed a link through the real SMTP server on loopback; until it is
// opened the settings say the address is not verified; the link verifies it and lands on the
// settings; opened again it lands on /email_verification_error/, which mails a new one.
import type { Browser } from 'playwright-core';
import { EMAIL_CHECK } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { linkInMail } from './mail-catcher';
import { apiGet, signUp } from './session';

const baseUrl = inject('baseUrl');
const mailUrl = inject('mailUrl');
const SUBJECT = 'Verify your Corkboard email';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the email check', () => {
  it('verifies the address from the mailed link once; a used link offers a new one', async () => {
    const person = await signUp(browser, 'Verifier');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/settings/`);
    const me = await apiGet<{ email: string }>(page, 'UserResource', {});
    const state = page.getByTestId('settings-email-state');
    expect(await state.textContent()).toBe(EMAIL_CHECK.unverified);

    const link = await linkInMail(mailUrl, me.email, SUBJECT, /^\/email\/verify\/$/);
    await page.goto(link);
    await page.waitForURL(`${baseUrl}/settings/`);
    expect(await page.getByTestId('settings-email-state').textContent()).toBe(EMAIL_CHECK.verified);
    await page.getByTestId('settings-email').scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-email-verified');

    await page.goto(link);
    await page.waitForURL(`${baseUrl}/email_verification_error/`);
    expect(await page.getByTestId('email-check-failed').textContent()).toBe(EMAIL_CHECK.errorBody);
    await screenshot(page, 'email-verification-error');
    await person.context.close();
  });

  it('from /email_verification_error/, a person not yet verified gets a new link that works', async () => {
    const person = await signUp(browser, 'Late Reader');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/email_verification_error/`);
    const me = await apiGet<{ email: string }>(page, 'UserResource', {});
    await linkInMail(mailUrl, me.email, SUBJECT, /^\/email\/verify\/$/);
    await page.getByRole('button', { name: EMAIL_CHECK.newLink }).click();
    expect(await page.getByTestId('email-check-sent').textContent()).toBe(
      EMAIL_CHECK.sent(me.email),
    );
    const fresh = await linkInMail(mailUrl, me.email, SUBJECT, /^\/email\/verify\/$/, 2);
    await page.goto(fresh);
    await page.waitForURL(`${baseUrl}/settings/`);
    expect(await page.getByTestId('settings-email-state').textContent()).toBe(EMAIL_CHECK.verified);
    await person.context.close();
  });
});
