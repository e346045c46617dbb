// Conversations in the browser (issue 16, "sends a pin in a conversation, and sees the
// notification arrive"): from a pin's Send dialog a person sends it, with a line, to someone they
// follow; the conversation shows the pin inside the message; the other person's bell counts it,
// the Messages tab lists it unread, and they answer on a phone; an open conversation shows a
// new message without a reload, and a message deleted by its sender leaves both views. At
// 1280 px and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONVERSATION_TEXT, LIMITED_LOGIN } from '@corkboard/domain';
import { launch, screenshot } from './browser';
import { hydrated, ownPin } from './closeup-page';
import { apiPost, onPhone, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let ada: Person;
let bob: Person;
let pinId: string;
let conversationPath: string;

beforeAll(async () => {
  browser = await launch();
  ada = await signUp(browser, 'Send Ada');
  bob = await signUp(browser, 'Send Bob');
  const page = await ada.context.newPage();
  await page.goto(`${baseUrl}/`);
  pinId = (await ownPin(page, { board: 'Halls', title: 'A striped runner', color: '#8a5a44' })).id;
  // Ada follows Bob, so the Send dialog offers him first.
  await apiPost(page, 'UserFollowResource', 'create', { user_id: bob.id });
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

describe('sending a pin in a conversation', () => {
  it('the Send dialog sends the pin with a line to someone followed; the conversation shows both', async () => {
    const page = await ada.context.newPage();
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    await hydrated(page);
    await page.getByTestId('closeup-send').click();
    const dialog = page.getByTestId('send-dialog');
    await dialog.waitFor();
    const bobRow = dialog.getByTestId('send-person').filter({ hasText: 'Send Bob' });
    await bobRow.waitFor();
    await dialog.getByTestId('send-message').fill('For your hall');
    const answered = page.waitForResponse((r) =>
      r.url().includes('/resource/ConversationResource/'),
    );
    await bobRow.getByTestId('send-to').click();
    expect((await answered).status()).toBe(200);
    await bobRow.getByTestId('send-open').waitFor();
    await screenshot(page, 'send-dialog');
    await bobRow.getByTestId('send-open').click();
    await page.waitForURL('**/conversation/*/');
    conversationPath = new URL(page.url()).pathname;
    await page.getByTestId('sent-pin').waitFor();
    expect(await page.getByTestId('sent-pin').getAttribute('href')).toContain(pinId);
    expect(await page.getByTestId('message-text').allTextContents()).toEqual(['For your hall']);
    await screenshot(page, 'conversation');
    await page.close();
  });

  it('the other person sees it arrive: the bell, the Messages tab unread, and answers on a phone', async () => {
    const phone = await onPhone(browser, bob);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/`);
    // Ada's follow and her message.
    await expect
      .poll(() => page.getByTestId('bottom-nav-news').getByTestId('news-badge').textContent())
      .toBe('2');
    await page.goto(`${baseUrl}/notifications/?tab=messages`);
    const row = page.getByTestId('conversation-item').filter({ hasText: 'Send Ada' });
    await row.waitFor();
    expect(await row.getByTestId('conversation-unread').count()).toBe(1);
    expect(await row.locator('.news-comment').textContent()).toBe('For your hall');
    await screenshot(page, 'conversations-phone');
    await row.getByTestId('conversation-link').tap();
    await page.waitForURL(`**${conversationPath}`);
    await page.getByTestId('sent-pin').waitFor();
    await page.getByTestId('message-input').fill('Thanks, it fits!');
    await page.getByTestId('message-send').tap();
    await expect
      .poll(() => page.getByTestId('message-text').allTextContents())
      .toEqual(['For your hall', 'Thanks, it fits!']);
    await screenshot(page, 'conversation-phone');
    // Read now: the Messages tab no longer marks it.
    await page.goto(`${baseUrl}/notifications/?tab=messages`);
    await row.waitFor();
    expect(await row.getByTestId('conversation-unread').count()).toBe(0);
    await phone.close();

    const back = await ada.context.newPage();
    await back.goto(`${baseUrl}${conversationPath}`);
    await expect
      .poll(() => back.getByTestId('message-text').allTextContents())
      .toEqual(['For your hall', 'Thanks, it fits!']);
    await back.close();
  });

  it('an open conversation shows what arrives; a deleted message leaves both views', async () => {
    const bobs = await bob.context.newPage();
    await bobs.goto(`${baseUrl}${conversationPath}`);
    await bobs.getByTestId('message-list').waitFor();
    const before = await bobs.getByTestId('message-text').count();

    const adas = await ada.context.newPage();
    await adas.goto(`${baseUrl}${conversationPath}`);
    await adas.getByTestId('message-input').fill('Sent to the wrong person');
    await adas.getByTestId('message-send').click();
    const line = (page: typeof adas) =>
      page.getByTestId('message').filter({ hasText: 'Sent to the wrong person' });
    await line(adas).waitFor();
    // Bob's page, open all along, asks again while in view (CONVERSATION_LIVE_MS).
    await line(bobs).waitFor({ timeout: 15_000 });
    expect(await line(bobs).getByTestId('message-delete').count()).toBe(0);

    await line(adas).getByTestId('message-delete').click();
    await adas.getByTestId('message-delete-confirm').waitFor();
    await screenshot(adas, 'conversation-delete');
    await adas.getByTestId('message-delete-confirm').click();
    await expect
      .poll(() => adas.locator('[data-testid="toast-text"]').allTextContents())
      .toContain(CONVERSATION_TEXT.deleted);
    expect(await line(adas).count()).toBe(0);
    await line(bobs).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await bobs.getByTestId('message-text').count()).toBe(before);
    await adas.close();
    await bobs.close();
  });

  it('signed out, Send asks to log in', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    await hydrated(page);
    await page.getByTestId('closeup-send').click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').textContent()).toContain(LIMITED_LOGIN.sendPin);
    expect(await page.getByTestId('send-dialog').count()).toBe(0);
    await visitor.close();
  });
});
