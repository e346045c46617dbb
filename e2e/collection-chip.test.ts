// The collection-chip click (spec 000 §7, req 000-7.02): an item of a collection ad with a link
// of its own opens that link, not the closeup. "A collection-chip click sends check_only false
// with click position, creative type and clickthrough type in aux_data"; the server records it
// and answers the signed /offsite/ address, which sends the new tab to the item's page. A flagged
// item opens the 'Heads up!' modal instead and its tab is closed. At 1280 px and a 390 px phone.
import { collectionChipAuxData } from '@corkboard/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { apiPost, DEMO_OPERATOR, onPhone, type Person, signIn, signUp } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let person: Person;

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, 'Chip Clicker');
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The cards gallery's collection ad (demo mode), its middle item and that item's link. The
 * hover's domain pill sits over the first two items: a click goes through it (the last one is
 * under the "…" button).
 */
async function collectionCard(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/_/cards/`);
  const card = page.locator('[data-variant="collection-signed-in"] [data-testid="pin-card"]');
  const item = card.getByTestId('pin-card-collection-item').nth(1);
  await item.waitFor();
  const href = (await item.getAttribute('href')) ?? '';
  const link = new URL(href, baseUrl).searchParams.get('url') ?? '';
  return { page, item, link };
}

describe('a collection ad item', () => {
  it('opens its own link through the signed /offsite/, recording the chip click (1280 px and a phone)', async () => {
    const phone = await onPhone(browser, person);
    for (const [context, name] of [
      [person.context, 'collection-chip'],
      [phone, 'collection-chip-phone'],
    ] as const) {
      const { page, item, link } = await collectionCard(context);
      expect(link).toMatch(/^https:\/\//);
      await item.scrollIntoViewIfNeeded();
      await screenshot(page, name);
      const checked = page.waitForRequest(
        (req) => req.url().endsWith('/v3/offsite/') && req.method() === 'POST',
      );
      const opened = context.waitForEvent('page');
      // The demo's shops are made up: what counts is that /offsite/ sends the tab there.
      const leaving = context.waitForEvent(
        'response',
        (res) => new URL(res.url()).pathname === '/offsite/',
      );
      await item.click();
      expect((await checked).postDataJSON()).toMatchObject({
        url: link,
        check_only: false,
        aux_data: collectionChipAuxData(1, 'collection'),
      });
      const tab = await opened;
      const offsite = await leaving;
      expect(new URL(offsite.url()).searchParams.get('token')).toMatch(/.+/);
      expect(offsite.status()).toBe(302);
      expect(offsite.headers().location).toBe(link);
      // The card itself stays where it was: the item did not open the closeup.
      expect(new URL(page.url()).pathname).toBe('/_/cards/');
      await tab.close();
      await page.close();
    }
    await phone.close();
  });

  it('a flagged item opens the blocked-link modal; its tab is closed', async () => {
    const operator = await signIn(browser, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const console_ = await operator.newPage();
    await console_.goto(`${baseUrl}/`);
    const { page, item, link } = await collectionCard(person.context);
    const rule = await apiPost<{ id: string }>(console_, 'LinkRuleResource', 'create', {
      match: 'prefix',
      value: link,
      verdict: 'blocked',
      reason: 'Reported as a fake shop.',
    });
    try {
      const tabs = person.context.pages().length;
      await item.click();
      const modal = page.getByTestId('blocked-link-modal');
      await modal.waitFor();
      expect(await page.getByTestId('blocked-link-message').textContent()).toBe(
        'Reported as a fake shop.',
      );
      await expect.poll(() => person.context.pages().length).toBe(tabs);
      await screenshot(page, 'collection-chip-blocked');
    } finally {
      await apiPost(console_, 'LinkRuleResource', 'delete', { id: rule.id });
      await page.close();
      await operator.close();
    }
  });

  it('on the closeup, each item with a link leaves through /offsite/ with its token', async () => {
    const { page, item } = await collectionCard(person.context);
    // The card's main link opens the ad's closeup.
    await page
      .locator('[data-variant="collection-signed-in"] [data-testid="pin-card"] .pc-collection > a')
      .first()
      .click();
    await page.waitForURL(/\/pin\//);
    // Once the whole pin has arrived: the grid's pin shown meanwhile carries no tokens.
    const closeupItem = page.locator('a[data-testid="closeup-collection-item"]').first();
    await closeupItem.waitFor();
    const href = new URL((await closeupItem.getAttribute('href')) ?? '', baseUrl);
    expect(href.pathname).toBe('/offsite/');
    expect(href.searchParams.get('token')).toMatch(/.+/);
    expect(item).toBeDefined();
    await screenshot(page as Page, 'closeup-collection-items');
    await page.close();
  });
});
