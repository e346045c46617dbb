// Comments on pins in the browser (issue 16, "/pin/{id}/comments: comments and replies on pins,
// with reporting and the owner's delete"): a person comments on the closeup and sees it at once
// with the count; the pinner replies on a phone and opens the thread; past the closeup's two,
// "View all comments" opens the comments page; the pinner deletes a comment; another person
// reports one and no longer sees it; signed out, the box asks to log in. At 1280 px and 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMMENT_TEXT, LIMITED_LOGIN_OURS } from '@corkboard/domain';
import { launch, screenshot } from './browser';
import { hydrated, ownPin } from './closeup-page';
import { apiPost, onPhone, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let pinner: Person;
let talker: Person;
let pinId: string;

beforeAll(async () => {
  browser = await launch();
  pinner = await signUp(browser, 'Comment Pinner');
  talker = await signUp(browser, 'Comment Talker');
  const page = await pinner.context.newPage();
  await page.goto(`${baseUrl}/`);
  pinId = (await ownPin(page, { board: 'Talked about', title: 'A blue door', color: '#2a6f97' }))
    .id;
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

async function open(context: BrowserContext, path = `/pin/${pinId}/`): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForFunction(() => {
    const root = document.querySelector('.closeup, .page-comments');
    return !!root && Object.keys(root).some((key) => key.startsWith('__react'));
  });
  return page;
}

/** Types into the box and posts, waiting for the server's answer. */
async function comment(page: Page, text: string, testId = 'comment-composer'): Promise<void> {
  const box = page.getByTestId(`${testId}-input`).first();
  await box.fill(text);
  const answered = page.waitForResponse((r) => r.url().includes('/resource/PinCommentResource/'));
  await page.getByTestId(`${testId}-post`).first().click();
  expect((await answered).status()).toBe(200);
}

const texts = (page: Page) => page.getByTestId('comment-text').allTextContents();
const heading = (page: Page) => page.locator('#closeup-comments-heading').textContent();

describe('comments on the closeup and the comments page', () => {
  it('a comment shows at once with the count, and is still there after a reload', async () => {
    const page = await open(talker.context);
    await page.getByTestId('comments-empty').waitFor();
    expect(await heading(page)).toBe(COMMENT_TEXT.heading);
    await comment(page, 'What paint is that?');
    await expect.poll(() => texts(page)).toEqual(['What paint is that?']);
    expect(await heading(page)).toBe('1 comment');
    await page.reload();
    await hydrated(page);
    await expect.poll(() => texts(page)).toEqual(['What paint is that?']);
    await page.locator('.closeup-comments').scrollIntoViewIfNeeded();
    await screenshot(page, 'comments-closeup');
    await page.close();
  });

  it('the pinner replies on a phone; the thread opens under the comment', async () => {
    const phone = await onPhone(browser, pinner);
    const page = await open(phone);
    await page.getByTestId('comment').first().waitFor();
    // The pinner may delete anyone's comment on their pin.
    expect(await page.getByTestId('comment-delete').count()).toBe(1);
    await page.getByTestId('comment-reply').first().tap();
    await comment(page, 'Farrow blue, two coats.', 'reply-composer');
    const thread = page.getByTestId('comment-replies');
    await thread.waitFor();
    await expect
      .poll(() => thread.getByTestId('comment-text').allTextContents())
      .toEqual(['Farrow blue, two coats.']);
    expect(await heading(page)).toBe('2 comments');
    await page.locator('.closeup-comments').scrollIntoViewIfNeeded();
    await screenshot(page, 'comments-closeup-phone');
    // Closed and opened again, the thread is read from the server.
    await page.reload();
    await hydrated(page);
    const toggle = page.getByTestId('comment-replies-toggle');
    expect(await toggle.textContent()).toBe(COMMENT_TEXT.viewReplies(1));
    await toggle.tap();
    await expect
      .poll(() => page.getByTestId('comment-replies').getByTestId('comment-text').allTextContents())
      .toEqual(['Farrow blue, two coats.']);
    await page.close();
    await phone.close();
  });

  it('past two comments, "View all comments" opens the comments page with every one', async () => {
    const page = await open(talker.context);
    await page.getByTestId('comment').first().waitFor();
    for (const text of ['Love the brass knocker', 'Is it north-facing?']) {
      await apiPost(page, 'PinCommentResource', 'create', { pin_id: pinId, text });
    }
    await page.reload();
    await hydrated(page);
    await expect.poll(() => texts(page)).toEqual(['Is it north-facing?', 'Love the brass knocker']);
    await page.getByTestId('closeup-comments-all').click();
    await page.waitForURL(`**/pin/${pinId}/comments/`);
    await expect
      .poll(() => page.locator('.comments-all > [data-testid="comment-list"] > li').count())
      .toBe(3);
    expect(await page.locator('h1').textContent()).toBe('4 comments');
    await screenshot(page, 'comments-page');
    // Served as a page of its own, on a phone too.
    const phone = await onPhone(browser, talker);
    const small = await open(phone, `/pin/${pinId}/comments/`);
    await expect.poll(() => small.getByTestId('comment').count()).toBeGreaterThanOrEqual(3);
    await screenshot(small, 'comments-page-phone');
    await small.getByTestId('comments-back').tap();
    await small.waitForURL(new RegExp(`/pin/[^/]*${pinId}/$`));
    await phone.close();
    await page.close();
  });

  it('the pinner deletes a comment: asked first, then gone with a toast', async () => {
    const page = await open(pinner.context, `/pin/${pinId}/comments/`);
    const target = page.getByTestId('comment').filter({ hasText: 'Love the brass knocker' });
    await target.getByTestId('comment-delete').first().click();
    await page.getByTestId('comment-delete-confirm').click();
    await page.getByText(COMMENT_TEXT.deleted).waitFor();
    await expect.poll(() => texts(page)).not.toContain('Love the brass knocker');
    await page.reload();
    await expect.poll(() => page.getByTestId('comment').count()).toBeGreaterThan(0);
    expect(await texts(page)).not.toContain('Love the brass knocker');
    await page.close();
  });

  it('a third person reports a comment and no longer sees it; its author still does', async () => {
    const reader = await signUp(browser, 'Comment Reader');
    const page = await open(reader.context, `/pin/${pinId}/comments/`);
    const target = page.getByTestId('comment').filter({ hasText: 'Is it north-facing?' });
    await target.getByTestId('comment-report').first().click();
    await page.getByTestId('report-reason-spam').click();
    await screenshot(page, 'comments-report');
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-thanks').waitFor();
    expect(await page.getByTestId('report-thanks').textContent()).toBe(COMMENT_TEXT.reported);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => texts(page)).not.toContain('Is it north-facing?');
    await page.reload();
    await expect.poll(() => page.getByTestId('comment').count()).toBeGreaterThan(0);
    expect(await texts(page)).not.toContain('Is it north-facing?');
    const author = await open(talker.context, `/pin/${pinId}/comments/`);
    await expect.poll(() => texts(author)).toContain('Is it north-facing?');
    // One's own comment has no Report.
    const own = author.getByTestId('comment').filter({ hasText: 'Is it north-facing?' });
    expect(await own.getByTestId('comment-report').count()).toBe(0);
    await author.close();
    await page.close();
    await reader.context.close();
  });

  it('signed out, comments are read and the box asks to log in', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(visitor);
    await page.getByTestId('comment').first().waitFor();
    await page.getByTestId('comment-composer-login').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(LIMITED_LOGIN_OURS.comment);
    await screenshot(page, 'comments-signed-out');
    await visitor.close();
  });
});
