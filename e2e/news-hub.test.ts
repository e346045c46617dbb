// The news hub in the browser (issue 16, "sees the notification arrive"; "/notifications/ ...
// with unread counts in the header and in the phone's bottom bar"): someone follows a person and
// comments on their pin; the header's bell shows the unread count; the hub lists who did what,
// marked New, and opening it clears the badge; on a phone the bottom bar carries the badge, and
// a comment's news leads to the pin's comments. At 1280 px and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NEWS_TEXT } from '@corkboard/domain';
import { launch, screenshot } from './browser';
import { ownPin } from './closeup-page';
import { apiPost, onPhone, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let ada: Person;
let bob: Person;
let pinId: string;

beforeAll(async () => {
  browser = await launch();
  ada = await signUp(browser, 'News Ada');
  bob = await signUp(browser, 'News Bob');
  const page = await ada.context.newPage();
  await page.goto(`${baseUrl}/`);
  pinId = (await ownPin(page, { board: 'Talked of', title: 'A green gate', color: '#3a7d44' })).id;
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

/** Bob does something, from a page of his own (his cookies and CSRF token). */
async function asBob(act: (page: Page) => Promise<unknown>): Promise<void> {
  const page = await bob.context.newPage();
  await page.goto(`${baseUrl}/`);
  await act(page);
  await page.close();
}

const items = (page: Page) => page.getByTestId('news-item');

describe('the news hub', () => {
  it('the bell counts what is new; the hub lists it, marked New, and clears the count', async () => {
    await asBob(async (page) => {
      await apiPost(page, 'UserFollowResource', 'create', { user_id: ada.id });
      await apiPost(page, 'PinCommentResource', 'create', { pin_id: pinId, text: 'Lovely gate' });
    });
    const page = await ada.context.newPage();
    await page.goto(`${baseUrl}/`);
    const badge = page.getByTestId('header-news').getByTestId('news-badge');
    await expect.poll(() => badge.textContent()).toBe('2');
    expect(await page.getByTestId('header-news').getAttribute('aria-label')).toBe(
      'Updates, 2 unread',
    );
    await page.getByTestId('header-news').click();
    await page.waitForURL('**/notifications/');
    await expect.poll(() => items(page).count()).toBe(2);
    const texts = await page.locator('.news-text').allTextContents();
    expect(texts).toEqual([
      NEWS_TEXT.item('commented_on_your_pin', 'News Bob', null),
      NEWS_TEXT.item('followed_you', 'News Bob', null),
    ]);
    expect(await page.getByTestId('news-new').count()).toBe(2);
    expect(await page.locator('.news-comment').textContent()).toBe('“Lovely gate”');
    // Opened, the hub is read: the badge goes.
    await expect.poll(() => badge.count()).toBe(0);
    await screenshot(page, 'news-hub');
    await page.reload();
    await expect.poll(() => items(page).count()).toBe(2);
    expect(await page.getByTestId('news-new').count()).toBe(0);
    await page.close();
  });

  it("on a phone the bottom bar carries the badge; a comment's news opens the pin's comments", async () => {
    await asBob((page) =>
      apiPost(page, 'PinCommentResource', 'create', { pin_id: pinId, text: 'Which hinges?' }),
    );
    const phone = await onPhone(browser, ada);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/`);
    const item = page.getByTestId('bottom-nav-news');
    await expect.poll(() => item.getByTestId('news-badge').textContent()).toBe('1');
    await screenshot(page, 'news-bottom-nav-phone');
    await item.tap();
    await page.waitForURL('**/notifications/');
    await expect.poll(() => items(page).count()).toBe(3);
    await expect.poll(() => item.getByTestId('news-badge').count()).toBe(0);
    await screenshot(page, 'news-hub-phone');
    await items(page).first().getByTestId('news-link').tap();
    await page.waitForURL(`**/pin/${pinId}/comments/`);
    await expect
      .poll(() => page.getByTestId('comment-text').allTextContents())
      .toContain('Which hinges?');
    await phone.close();
  });

  it('signed out, the hub asks to log in', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/notifications/`);
    await page.getByText(NEWS_TEXT.logIn).waitFor();
    expect(await page.getByTestId('header-news').count()).toBe(0);
    await visitor.close();
  });
});
