// The logged-out visitor's local record in the browser (issue 16, area VIS; spec 002 §1, §3–§5):
// "A logged-out visitor may keep a small local record of saves, searches, visited pages and
// click-throughs, which is used to judge engagement." Kept only with personalisation consent
// (issue 16: "Before a choice, no ... personalisation cookie, storage or request"): nothing
// before an answer or after Reject all, erased by a withdrawal, never for a signed-in person.
// With consent: pages with their landing type, pins opened (from a shared link, with its code),
// completed searches; three closeups make an engaged visitor (QUS).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  isEngagedVisitor,
  parseVisitorRecord,
  VISITOR_RECORD_KEY,
  type VisitorRecord,
} from '@corkboard/domain';
import { hydratedAt, launch } from './browser';
import { demoPins } from './demo-data';
import { apiPost, signUp } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let pins: { id: string }[];

beforeAll(async () => {
  browser = await launch({ consent: 'unanswered' });
  pins = await demoPins(3);
});
afterAll(async () => {
  await browser?.close();
});

async function stored(page: Page): Promise<VisitorRecord | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), VISITOR_RECORD_KEY);
  return raw === null ? null : parseVisitorRecord(JSON.parse(raw), Date.now());
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydratedAt(page, '#main');
}

/** A visitor who answered the banner: Accept all or Reject all. */
async function visitor(
  answer: 'accept' | 'reject',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await open(page, '/');
  await page.getByTestId(answer === 'accept' ? 'consent-accept-all' : 'consent-reject-all').click();
  await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
  return { context, page };
}

describe('"Before a choice, no ... personalisation storage", nor after a no', () => {
  it('before an answer, pages and pins leave no record', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '/');
    await open(page, `/pin/${pins[0]!.id}/`);
    expect(await stored(page)).toBeNull();
    await context.close();
  });

  it('after Reject all, none either', async () => {
    const { context, page } = await visitor('reject');
    await open(page, `/pin/${pins[0]!.id}/`);
    await open(page, `/pin/${pins[1]!.id}/`);
    expect(await stored(page)).toBeNull();
    await context.close();
  });
});

describe('with consent, the record of a visit', () => {
  it('pages with their landing type, searches, and three closeups make an engaged visitor', async () => {
    const { context, page } = await visitor('accept');
    // The home page the visitor answered on is recorded once consent is given: from the next page.
    // Each page is kept once it has shown (a full load may leave before the record is written).
    await open(page, '/today/');
    await expect.poll(async () => (await stored(page))?.visitedPages.length).toBe(1);
    await open(page, `/pin/${pins[0]!.id}/`);
    await expect.poll(async () => (await stored(page))?.visitedPages.length).toBe(2);
    const first = await stored(page);
    expect(isEngagedVisitor(first!, Date.now())).toBe(false);
    expect(first!.visitedPages.map((p) => p.pageType)).toEqual(['closeup', 'today']);
    expect(first!.visitedPages[0]).toMatchObject({
      path: expect.stringContaining(pins[0]!.id),
      pin_id: pins[0]!.id,
      is_shared: false,
      pin_invite_code: null,
      first_pin_image_signature: expect.stringMatching(/^[0-9a-f]+$/),
      image_info: { width: expect.any(Number), height: expect.any(Number) },
    });
    expect(first!.revisitation).toMatchObject({ count: 1 });
    await open(page, `/pin/${pins[1]!.id}/`);
    await expect.poll(async () => (await stored(page))?.visitedPages.length).toBe(3);
    await open(page, `/pin/${pins[2]!.id}/`);
    await expect.poll(async () => isEngagedVisitor((await stored(page))!, Date.now())).toBe(true);
    // A completed search is recorded with its scope and where it was asked from.
    await page.getByTestId('header-search-input').fill('kitchen');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search/pins/?q=kitchen');
    await expect
      .poll(async () => (await stored(page))?.completedSearches[0])
      .toMatchObject({ query: 'kitchen', scope: 'pins', rs: 'typed' });
    await context.close();
  });

  it('a pin opened from a shared link is recorded as shared, with its invite code', async () => {
    const sharer = await signUp(browser, 'Record Sharer');
    const setup = await sharer.context.newPage();
    await setup.goto(`${baseUrl}/`);
    const invite = await apiPost<{ url: string; invite_code: string }>(
      setup,
      'InviteCodeResource',
      'create',
      { pin_id: pins[0]!.id, invite_channel: 1 },
    );
    const { context, page } = await visitor('accept');
    await open(page, invite.url);
    await expect
      .poll(async () => (await stored(page))?.visitedPages[0])
      .toMatchObject({ pin_id: pins[0]!.id, is_shared: true, pin_invite_code: invite.invite_code });
    expect((await stored(page))?.inviteCodes[0]?.inviteCode).toBe(invite.invite_code);
    // A signed-in person keeps no visitor record.
    await setup.evaluate((key) => localStorage.removeItem(key), VISITOR_RECORD_KEY);
    await open(setup, `/pin/${pins[1]!.id}/`);
    expect(await stored(setup)).toBeNull();
    await sharer.context.close();
    await context.close();
  });

  it('withdrawing consent on /settings/ erases the record', async () => {
    const { context, page } = await visitor('accept');
    await open(page, `/pin/${pins[0]!.id}/`);
    await expect.poll(async () => (await stored(page)) !== null).toBe(true);
    await open(page, '/settings/');
    await page.getByTestId('settings-cookies').getByTestId('consent-choices-reject-all').click();
    await expect.poll(async () => stored(page)).toBeNull();
    await open(page, `/pin/${pins[1]!.id}/`);
    expect(await stored(page)).toBeNull();
    await context.close();
  });
});
