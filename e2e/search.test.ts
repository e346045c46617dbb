// Search as people use it (issue 6): type in the header, see suggestions and pick one with
// the keyboard, read the results, switch to Boards and People, find a misspelt word, keep
// and clear recent searches, and hide a pin from search results.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { apiGet, signIn } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const box = (page: Page) => page.locator('[data-testid="header-search-input"]');
const suggestionTexts = (page: Page) =>
  page.locator('[data-testid="typeahead"] [role="option"]').allTextContents();
const cardIds = (page: Page) =>
  page
    .locator('[data-testid="pin-card"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-pin-id') ?? ''));
const attribute = (page: Page, name: string) => box(page).getAttribute(name);

describe('the header search', () => {
  it('suggests as you type, runs the picked suggestion, and switches scopes', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await box(page).click();
    await box(page).pressSequentially('wedd', { delay: 30 });
    await expect
      .poll(() => suggestionTexts(page), { timeout: 10_000 })
      .toContain('wedding flowers');
    expect(await page.locator('[data-testid="typeahead-board"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-typeahead');

    // Arrow down to "wedding flowers" and pick it with Enter.
    const texts = await suggestionTexts(page);
    const at = texts.indexOf('wedding flowers');
    for (let i = 0; i <= at; i += 1) await box(page).press('ArrowDown');
    await expect.poll(() => attribute(page, 'aria-activedescendant')).toMatch(/.+/);
    await box(page).press('Enter');
    await page.waitForURL(/\/search\/pins\/\?q=wedding\+flowers/);
    await page.waitForSelector('[data-testid="pin-card"]');
    expect(await page.locator('h1').textContent()).toBe('Results for “wedding flowers”');
    expect(await box(page).inputValue()).toBe('wedding flowers');
    await page.mouse.move(0, 0);
    await screenshot(page, 'search-results');

    await page.locator('[data-testid="search-tab-boards"]').click();
    await page.waitForURL(/\/search\/boards\//);
    await page.waitForSelector('[data-testid="search-boards"] .board-card');
    expect(await page.locator('.board-card-name').allTextContents()).toContain('Wedding flowers');
    await screenshot(page, 'search-boards');

    // A new search from the box always lands on Pins; then the People tab.
    await box(page).fill('maya');
    await box(page).press('Enter');
    await page.waitForURL(/\/search\/pins\/\?q=maya/);
    await page.locator('[data-testid="search-tab-users"]').click();
    await page.waitForSelector('[data-testid="search-users"]');
    expect(await page.locator('.user-result-name').allTextContents()).toContain('Maya Chen');
    await screenshot(page, 'search-people');
    await page.close();
  });

  it('corrects a misspelt word, and keeps recent searches until cleared', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/search/pins/?q=tent`, { waitUntil: 'networkidle' });
    await box(page).fill('');
    await box(page).pressSequentially('weding', { delay: 30 });
    await page.locator('.ta-corrected', { hasText: 'Showing results for “wedding”' }).waitFor();
    await screenshot(page, 'search-typo');
    await box(page).press('Enter');
    await page.waitForURL(/\/search\/pins\/\?q=weding/);

    // Recent searches: newest first, shown on focus with an empty box.
    await box(page).fill('');
    await expect
      .poll(() => page.locator('[data-testid="typeahead-recent"]').allTextContents())
      .toEqual(['weding']);
    await screenshot(page, 'search-recent');
    await page.locator('[data-testid="typeahead-clear"]').click();
    await expect.poll(() => page.locator('[data-testid="typeahead-recent"]').count()).toBe(0);
    await box(page).press('Escape');
    await expect.poll(() => attribute(page, 'aria-expanded')).toBe('false');
    await page.close();
  });
});

describe('hiding a pin from search', () => {
  it('is gone from the results after PUT /v3/search/{pin_id}/hide/, back after unhide', async () => {
    const context = await signIn(browser, 'demo', 'corkboard-demo');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search/pins/?q=wedding`, { waitUntil: 'networkidle' });
    const before = await cardIds(page);
    const pinId = before[0]!;
    expect(pinId).toMatch(/^\d+$/);
    const put = (action: 'hide' | 'unhide') =>
      page.evaluate(
        async ({ pinId, action }) => {
          const csrf = /(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
          const res = await fetch(`/v3/search/${pinId}/${action}/`, {
            method: 'PUT',
            headers: {
              'Content-Type': 'application/json',
              'X-CSRFToken': decodeURIComponent(csrf),
            },
            body: JSON.stringify({ query: 'wedding', pin_type: 'pin' }),
          });
          return { status: res.status, body: (await res.json()) as unknown };
        },
        { pinId, action },
      );
    expect(await put('hide')).toMatchObject({
      status: 200,
      body: { resource_response: { data: { pin_id: pinId, hidden: true } } },
    });
    await page.reload({ waitUntil: 'networkidle' });
    const after = await cardIds(page);
    expect(after).not.toContain(pinId);
    expect(after.length).toBe(before.length - 1);
    await screenshot(page, 'search-after-hide');
    const api = await apiGet<{ id: string }[]>(page, 'BaseSearchResource', {
      query: 'wedding',
      scope: 'pins',
    });
    expect(api.map((p) => p.id)).not.toContain(pinId);

    expect((await put('unhide')).status).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardIds(page)).toContain(pinId);
    await context.close();
  });
});
