// The settings' profile and account deletion in the browser (issue 16, "/settings (profile, ...,
// delete account)"): a person changes their name, About and username, and their profile answers
// at the new address with the new words; a wrong password deletes nothing; the right one deletes
// the account and leaves them signed out. At 1280 px and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_ERRORS, PROFILE_SETTINGS } from '@corkboard/domain';
import { launch, screenshot } from './browser';
import { apiGet, onPhone, signUp } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.querySelector('.settings-page');
    return !!root && Object.keys(root).some((key) => key.startsWith('__react'));
  });

describe('the settings: profile and account', () => {
  it('changes the name, About and username; the profile answers at the new address', async () => {
    const person = await signUp(browser, 'Profile Person');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/settings/`);
    await hydrated(page);
    const section = page.getByTestId('settings-profile');
    await section.getByLabel(PROFILE_SETTINGS.lastName).fill('Quill');
    await section.getByLabel(PROFILE_SETTINGS.about).fill('Paper and ink.');
    await section.getByTestId('profile-save').click();
    await page.getByText(PROFILE_SETTINGS.saved).waitFor();
    await screenshot(page, 'settings-profile');
    const fresh = `quill${Date.now() % 1_000_000}`;
    await section.getByLabel(PROFILE_SETTINGS.username).fill(fresh);
    // A new username loads the settings again under it.
    const reloaded = page.waitForEvent('framenavigated');
    await section.getByTestId('profile-save').click();
    await reloaded;
    await hydrated(page);
    await expect
      .poll(() =>
        page.getByTestId('settings-profile').getByLabel(PROFILE_SETTINGS.username).inputValue(),
      )
      .toBe(fresh);
    await page.goto(`${baseUrl}/${fresh}/`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Profile Person Quill');
    expect(await page.getByTestId('profile-about').textContent()).toBe('Paper and ink.');
    const phone = await onPhone(browser, person);
    const small = await phone.newPage();
    await small.goto(`${baseUrl}/settings/`);
    await small.getByTestId('settings-profile').waitFor();
    await small.getByTestId('profile-save').scrollIntoViewIfNeeded();
    await screenshot(small, 'settings-profile-phone');
    await phone.close();
    await person.context.close();
  });

  it('a wrong password deletes nothing; the right one deletes the account and signs out', async () => {
    const person = await signUp(browser, 'Leaving Person');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/settings/`);
    await hydrated(page);
    const section = page.getByTestId('settings-delete');
    await section.locator('input[type="password"]').fill('not the password');
    await section.getByTestId('delete-account').click();
    await section.getByText(ACCOUNT_ERRORS.wrongPassword).waitFor();
    await screenshot(page, 'settings-delete-refused');
    expect(
      await apiGet<{ username: string }>(page, 'UserResource', { username: person.username }),
    ).toMatchObject({
      username: person.username,
    });
    await section.locator('input[type="password"]').fill('a long password');
    await section.getByTestId('delete-account').click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('header-login').waitFor();
    const gone = await page.goto(`${baseUrl}/${person.username}/`);
    expect(gone?.status()).toBe(404);
    await person.context.close();
  });
});
