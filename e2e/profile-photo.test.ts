// The profile photo in the browser (issue 16, "/settings (profile, …)"): a person picks a picture
// from their device in the settings; it uploads, shows in the circle, and "Save photo" makes it
// their photo: the header and their profile show it, at 1280 px and on a 390 px phone; "Remove
// photo" goes back to the initial.
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROFILE_SETTINGS } from '@corkboard/domain';
import { hydratedAt, launch, screenshot } from './browser';
import { onPhone, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let ada: Person;
beforeAll(async () => {
  browser = await launch();
  ada = await signUp(browser, 'Photo Ada');
});
afterAll(async () => {
  await browser?.close();
});

describe('the profile photo', () => {
  it('is picked, shown, saved, and then shown in the header and on the profile', async () => {
    const page = await ada.context.newPage();
    await page.goto(`${baseUrl}/settings/`);
    await hydratedAt(page, '[data-testid="settings-photo"]');
    const field = page.getByTestId('settings-photo');
    expect(await field.getByTestId('settings-photo-change').textContent()).toBe(
      PROFILE_SETTINGS.addPhoto,
    );
    const picture = await sharp({
      create: { width: 500, height: 400, channels: 3, background: '#3a6ea5' },
    })
      .png()
      .toBuffer();
    await page.getByTestId('settings-photo-file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    await page.getByTestId('settings-photo-save').waitFor();
    await screenshot(page, 'settings-photo-ready');
    await page.getByTestId('settings-photo-save').click();
    // Loaded again (a locator waits across the navigation; a poll's call may not return): the
    // header's own picture is the new photo.
    await field
      .getByTestId('settings-photo-change')
      .filter({ hasText: PROFILE_SETTINGS.changePhoto })
      .waitFor();
    expect(await page.locator('header img.avatar').first().getAttribute('src')).toMatch(
      /^\/i\/(60x60|136x136)\/[0-9a-f]{32}\.jpg$/,
    );
    await screenshot(page, 'settings-photo');

    const phone = await onPhone(browser, ada);
    const small = await phone.newPage();
    await small.goto(`${baseUrl}/${ada.username}/`);
    await hydratedAt(small, '#main');
    expect(await small.locator('#main img.avatar').first().getAttribute('src')).toMatch(
      /^\/i\/[0-9x]+\/[0-9a-f]{32}\.jpg$/,
    );
    await screenshot(small, 'profile-photo-phone');
    await phone.close();

    await hydratedAt(page, '[data-testid="settings-photo"]');
    await page.getByTestId('settings-photo-remove').click();
    // Loaded again without the photo: the initial, and "Add a photo".
    await field
      .getByTestId('settings-photo-change')
      .filter({ hasText: PROFILE_SETTINGS.addPhoto })
      .waitFor();
    expect(await field.locator('img.avatar').count()).toBe(0);
    await page.close();
  });
});
