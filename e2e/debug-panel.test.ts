// The cards' debug panel (spec 000 §6, req 000-2.27): "Debug panel only for internal-network
// users or employees whose URL has a deb_ parameter". Internal-network users are requests from
// the operator's INTERNAL_NETWORKS (the suite's server sets 203.0.113.0/24); operators count as
// employees (issue 14). At 1280 px and at a 390 px phone.
import { PIN_CARD_DEBUG } from '@corkboard/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { DEMO_OPERATOR, PHONE, signIn, signUp } from './session';

const baseUrl = inject('baseUrl');
const INSIDE = { 'X-Forwarded-For': '203.0.113.9' };
const OUTSIDE = { 'X-Forwarded-For': '198.51.100.9' };

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function home(context: BrowserContext, search = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/${search}`);
  await page.locator('[data-testid="pin-card"]').first().waitFor();
  return page;
}

const panels = (page: Page) => page.getByTestId('pin-card-debug');

describe('the debug panel', () => {
  it('an internal-network visitor sees it with a deb_ parameter, not without (1280 px and a phone)', async () => {
    for (const [viewport, name] of [
      [{ width: 1280, height: 900 }, 'debug-panel-internal'],
      [PHONE, 'debug-panel-internal-phone'],
    ] as const) {
      const visitor = await browser.newContext({ viewport, extraHTTPHeaders: INSIDE });
      const page = await home(visitor, '?deb_cards=1');
      await panels(page).first().waitFor();
      expect(await panels(page).first().textContent()).toContain(PIN_CARD_DEBUG.pinId);
      await screenshot(page, name);
      const plain = await home(visitor);
      expect(await panels(plain).count()).toBe(0);
      await visitor.close();
    }
  });

  it('a visitor from any other address never sees it, deb_ or not', async () => {
    const visitor = await browser.newContext({ extraHTTPHeaders: OUTSIDE });
    const page = await home(visitor, '?deb_cards=1');
    expect(await panels(page).count()).toBe(0);
    await visitor.close();
    // Nor does a signed-in person who is neither an employee nor an operator.
    const person = await signUp(browser, 'Debug Curious');
    const theirs = await home(person.context, '?deb_cards=1');
    expect(await panels(theirs).count()).toBe(0);
    await person.context.close();
  });

  it('an operator sees it with a deb_ parameter, from anywhere', async () => {
    const operator = await signIn(browser, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const page = await home(operator, '?deb_cards=1');
    await panels(page).first().waitFor();
    expect(await panels(await home(operator)).count()).toBe(0);
    await operator.close();
  });
});
