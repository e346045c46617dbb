// Report and hide with reasons (issue 13): Report Pin opens the report categories and sends the
// chosen one with the report, then thanks the person; Hide Pin asks why and hides with that
// reason, and "It goes against the community guidelines" leads to the report instead. On a
// 390 px phone the dialogs are bottom sheets. (The API suite proves the reasons are stored.)
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { demoPinOfVariant } from './demo-data';
import { signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let person: Person;

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, 'Rhea');
});
afterAll(async () => {
  await browser?.close();
});

async function closeup(context: BrowserContext, variant: string): Promise<Page> {
  const pin = await demoPinOfVariant(variant);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/pin/${pin.id}/`);
  await page.waitForFunction(() => {
    const el = document.querySelector('.closeup');
    return !!el && Object.keys(el).some((key) => key.startsWith('__react'));
  });
  return page;
}

async function menuItem(page: Page, testId: string): Promise<void> {
  await page.locator('.closeup-more [data-testid="pin-card-more"]').click();
  await page.getByTestId(testId).click();
}

const sent = (request: Request, path: string) =>
  request.method() !== 'GET' && new URL(request.url()).pathname.includes(path);

describe('Report Pin asks which rule the pin breaks', () => {
  it('a report is sent with its category, thanked, and the pin shows as reported', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = page.locator('[data-testid="pin-card"]').first();
    await card.hover();
    await card.locator('[data-testid="pin-card-more"]').click();
    await card.locator('[data-testid="pin-card-report"]').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.reason strong').allTextContents()).toEqual([
      'Spam',
      'Nudity or pornography',
      'Self-harm',
      'Misinformation',
      'Hateful activities',
      'Dangerous goods',
      'Harassment or bullying',
      'Graphic violence',
      'My intellectual property',
      'Something else',
    ]);
    // Nothing is sent until a reason is chosen.
    expect(await page.getByTestId('report-submit').isDisabled()).toBe(true);
    await page.getByTestId('report-reason-misinformation').click();
    await screenshot(page, 'report-dialog');
    const [request] = await Promise.all([
      page.waitForRequest((r) => sent(r, '/resource/PinFeedbackResource/update/')),
      page.getByTestId('report-submit').click(),
    ]);
    expect(JSON.parse(request.postData() ?? '{}').options).toMatchObject({
      feedback_type: 1,
      reason: 'misinformation',
    });
    expect(await page.getByTestId('report-thanks').textContent()).toContain('community guidelines');
    await dialog.locator('.modal-actions .btn-red').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await card.locator('[data-testid="pin-card-reported"]').waitFor();
    await page.close();
  });
});

describe('Hide Pin asks why', () => {
  it('on a phone: a bottom sheet of reasons; the pick hides the pin with it', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      storageState: await person.context.storageState(),
    });
    const page = await closeup(context, 'article');
    await menuItem(page, 'pin-card-hide');
    const dialog = page.getByTestId('hide-dialog');
    await dialog.waitFor();
    // A sheet along the bottom edge, the whole width of the phone.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(PHONE.width);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(await dialog.locator('.reason').allTextContents()).toEqual([
      'Not relevant to me',
      "I don't like it",
      "I've seen it too many times",
      'Low quality',
      'It goes against the community guidelines',
    ]);
    await screenshot(page, 'hide-dialog-phone');
    const [request] = await Promise.all([
      page.waitForRequest((r) => sent(r, '/hide/')),
      page.getByTestId('hide-reason-seen_too_often').click(),
    ]);
    expect(JSON.parse(request.postData() ?? '{}')).toEqual({ reason: 'seen_too_often' });
    await page.getByTestId('closeup-hidden').waitFor();
    await expect
      .poll(() => page.locator('[data-testid="toast-text"]').allTextContents())
      .toContain('Pin hidden');
    await context.close();
  });

  it('"It goes against the community guidelines" turns the hide into the report', async () => {
    const page = await closeup(person.context, 'recipe_half_stars');
    await menuItem(page, 'pin-card-hide');
    await page.getByTestId('hide-reason-report').click();
    await page.getByTestId('report-dialog').waitFor();
    await page.getByTestId('report-reason-spam').click();
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-thanks').waitFor();
    await page.keyboard.press('Escape');
    // On the closeup the reported overlay covers the media.
    await page.locator('.closeup-media [data-testid="pin-card-reported"]').waitFor();
    await screenshot(page, 'closeup-reported');
    await page.close();
  });
});
