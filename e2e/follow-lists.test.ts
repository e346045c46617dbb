// Followers and following (issue 16: "/{username}/followers and /following (50 per page, as the
// spec says)"): a profile's counts lead to the lists; each person is a card linking to their
// profile; the two tabs carry the counts; a list starts with the newest follow. At 1280 px and
// at a 390 px phone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { apiPost, onPhone, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let star: Person;
let fans: Person[];

beforeAll(async () => {
  browser = await launch();
  star = await signUp(browser, 'Follow Star');
  fans = [await signUp(browser, 'First Fan'), await signUp(browser, 'Second Fan')];
  for (const fan of fans) {
    const page = await fan.context.newPage();
    await page.goto(`${baseUrl}/`);
    await apiPost(page, 'UserFollowResource', 'create', { user_id: star.id });
    await page.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('followers and following', () => {
  it("a profile's follower count leads to the followers, newest follow first", async () => {
    const page = await star.context.newPage();
    await page.goto(`${baseUrl}/${star.username}/`);
    await page.getByTestId('profile-followers-link').click();
    await page.waitForURL(`${baseUrl}/${star.username}/followers/`);
    const list = page.getByTestId('follows-followers');
    await list.waitFor();
    expect(await list.locator('.user-result-name').allTextContents()).toEqual([
      'Second Fan',
      'First Fan',
    ]);
    expect(await page.getByTestId('follows-tab-followers').textContent()).toBe('2 followers');
    expect(await page.getByTestId('follows-tab-followers').getAttribute('aria-current')).toBe(
      'page',
    );
    await screenshot(page, 'follows-followers');
    // A card leads to that person's profile; their following list names the star.
    await list.getByText('First Fan').click();
    await page.waitForURL(`${baseUrl}/${fans[0]!.username}/`);
    await page.getByTestId('profile-following-link').click();
    await page.getByTestId('follows-following').waitFor();
    expect(
      await page.getByTestId('follows-following').locator('.user-result-name').allTextContents(),
    ).toEqual(['Follow Star']);
    await page.close();
  });

  it('an empty list says so; the page works on a phone and signed out', async () => {
    const phone = await onPhone(browser, star);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/${star.username}/following/`);
    await expect
      .poll(() => page.locator('.feed-empty').textContent())
      .toBe('Not following anyone yet.');
    await page.getByTestId('follows-tab-followers').click();
    await page.getByTestId('follows-followers').waitFor();
    await screenshot(page, 'follows-followers-phone');
    await phone.close();

    const visitor = await browser.newContext();
    const outside = await visitor.newPage();
    const answer = await outside.goto(`${baseUrl}/${star.username}/followers/`);
    expect(answer?.status()).toBe(200);
    expect(await outside.getByTestId('follows-followers').locator('li').count()).toBe(2);
    await visitor.close();
  });
});
