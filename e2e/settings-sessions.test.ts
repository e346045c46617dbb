// Where you're logged in (issue 16: "/settings ... sessions with 'sign out everywhere'"): the
// settings list every device a person is logged in on, this one marked; "Log out of all other
// devices" signs the other one out (its next page is a visitor's) and keeps this one; "Log out
// everywhere" signs this one out too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { signIn, signUp } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings: where you are logged in', () => {
  it('lists both devices, logs the other one out, then this one', async () => {
    const person = await signUp(browser, 'Two Devices');
    const other = await signIn(browser, person.username, 'a long password');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/settings/`);
    const section = page.getByTestId('settings-sessions');
    await expect.poll(() => section.getByTestId('settings-session').count()).toBe(2);
    expect(await section.getByTestId('settings-session').first().textContent()).toMatch(
      /^Chrome on Linux/,
    );
    expect(await section.textContent()).toContain('This device');
    await screenshot(page, 'settings-sessions');

    await section.getByTestId('settings-sign-out-others').click();
    await expect.poll(() => section.getByTestId('settings-session').count()).toBe(1);
    const elsewhere = await other.newPage();
    await elsewhere.goto(`${baseUrl}/`);
    await elsewhere.getByTestId('header-login').waitFor();
    // This device is still logged in.
    await page.reload();
    await page.getByTestId('settings-sessions').waitFor();

    await page.getByTestId('settings-sign-out-all').click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('header-login').waitFor();
    await other.close();
    await person.context.close();
  });
});
