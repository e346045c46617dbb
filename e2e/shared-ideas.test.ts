// Shared ideas in the browser (issue 16, "opens a shared link and sees who shared it"): a person
// copies a pin's link from the Send dialog and it carries their invite code; a visitor opening
// it on a desktop sees "{name} shared this idea with you" with the sender's avatar and the
// landing popover, on a phone the header alone, and the closeup does not move (CLS 0); someone
// signed in gets a toast; a pin sent in a conversation opens as a shared idea on channel 5,
// which has no popover; a code that fails names nobody and breaks nothing. 1280 px and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PIN_CARD, sharedThisIdea } from '@corkboard/domain';
import { launch, LAYOUT_SHIFT_PROBE, screenshot } from './browser';
import { hydrated, ownPin } from './closeup-page';
import { apiPost, PHONE, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let ana: Person;
let bob: Person;
let pinId: string;
let sharedUrl: string;

const header = (page: Page) => page.getByTestId('shared-idea');
const headerText = (page: Page) => header(page).locator('.shared-idea-text').textContent();
const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

beforeAll(async () => {
  browser = await launch();
  ana = await signUp(browser, 'Share Ana');
  bob = await signUp(browser, 'Share Bob');
  await ana.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await ana.context.newPage();
  await page.goto(`${baseUrl}/`);
  pinId = (await ownPin(page, { board: 'Porches', title: 'A yellow porch', color: '#d9a93b' })).id;
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

describe('sharing a link', () => {
  it("the Send dialog's Copy link copies the pin page with the sender's invite code", async () => {
    const page = await ana.context.newPage();
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    await hydrated(page);
    await page.getByTestId('closeup-send').click();
    await page.getByTestId('send-copy-link').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(new RegExp(`^${baseUrl}/pin/[^/]*${pinId}/\\?invite_code=[A-Za-z0-9_-]{12}$`));
    sharedUrl = await page.evaluate(() => navigator.clipboard.readText());
    await page.close();
  });
});

describe('opening a shared link', () => {
  it('a visitor on a desktop: the header names the sender, and the landing popover invites them in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(LAYOUT_SHIFT_PROBE);
    const page = await context.newPage();
    await page.goto(sharedUrl);
    // The header comes with the server's HTML: nothing moves when it is there.
    expect(await headerText(page)).toBe(sharedThisIdea('Share Ana'));
    await hydrated(page);
    const popover = page.getByTestId('shared-idea-popover');
    await popover.waitFor();
    expect(await popover.getByRole('link').allTextContents()).toEqual(['Sign up', 'Log in']);
    expect(await page.getByTestId('shared-idea-signup').getAttribute('href')).toContain(
      `next=${encodeURIComponent(`/pin/${pinId}/`)}`,
    );
    const avatar = header(page).locator('.avatar');
    expect(await avatar.boundingBox()).toMatchObject({ width: 32, height: 32 });
    await screenshot(page, 'shared-idea-desktop');
    expect(await cls(page)).toBe(0);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a visitor on a phone: the header, and no popover', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(sharedUrl);
    await hydrated(page);
    expect(await headerText(page)).toBe(sharedThisIdea('Share Ana'));
    await page.locator('[data-testid="shared-idea"][data-landing="none"]').waitFor();
    expect(await page.getByTestId('shared-idea-popover').count()).toBe(0);
    await screenshot(page, 'shared-idea-phone');
    await context.close();
  });

  it('someone signed in: the header and a toast, no popover', async () => {
    const page = await bob.context.newPage();
    await page.goto(sharedUrl);
    await hydrated(page);
    expect(await headerText(page)).toBe(sharedThisIdea('Share Ana'));
    await page
      .getByRole('status')
      .filter({ hasText: sharedThisIdea('Share Ana') })
      .waitFor();
    expect(await page.getByTestId('shared-idea-popover').count()).toBe(0);
    await screenshot(page, 'shared-idea-toast');
    await page.close();
  });

  it('the sender opening their own link is not told they shared it', async () => {
    const page = await ana.context.newPage();
    await page.goto(sharedUrl);
    await hydrated(page);
    expect(await page.getByTestId('closeup-send').count()).toBe(1);
    expect(await header(page).count()).toBe(0);
    await page.close();
  });

  it('"nothing on error": an unknown code shows no header and the pin as ever', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/pin/${pinId}/?invite_code=NoSuchCode12`);
    await hydrated(page);
    expect(await page.locator('.closeup-title').textContent()).toBe('A yellow porch');
    expect(await header(page).count()).toBe(0);
    expect(await page.getByRole('status', { name: PIN_CARD.loadingInvitation }).count()).toBe(0);
    await context.close();
  });
});

describe('a pin sent in a conversation', () => {
  it('opens as a shared idea naming the sender; its channel (5) has no popover', async () => {
    const setup = await ana.context.newPage();
    await setup.goto(`${baseUrl}/`);
    const conversation = await apiPost<{ id: string }>(setup, 'ConversationResource', 'create', {
      user_id: bob.id,
      pin_id: pinId,
    });
    await setup.close();
    const page = await bob.context.newPage();
    await page.goto(`${baseUrl}/conversation/${conversation.id}/`);
    const sent = page.getByTestId('sent-pin');
    await sent.waitFor();
    const href = (await sent.getAttribute('href')) ?? '';
    expect(href).toMatch(/\?invite_code=[A-Za-z0-9_-]{12}$/);
    await sent.click();
    await header(page).waitFor();
    expect(await headerText(page)).toBe(sharedThisIdea('Share Ana'));
    await page.close();
    // Signed out on a desktop, the message's link still names Ana, with no popover.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitor = await context.newPage();
    await visitor.goto(`${baseUrl}${href}`);
    await hydrated(visitor);
    expect(await headerText(visitor)).toBe(sharedThisIdea('Share Ana'));
    await visitor.locator('[data-testid="shared-idea"][data-landing="none"]').waitFor();
    expect(await visitor.getByTestId('shared-idea-popover').count()).toBe(0);
    await context.close();
  });
});
