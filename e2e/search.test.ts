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
/**
 * The suggestions once they answer what is typed (the list is aria-busy while an earlier
 * text's answer still shows): arrowing through them then picks what was read.
 */
const suggestionTexts = (page: Page) =>
  page
    .locator('[data-testid="typeahead"] [role="listbox"]:not([aria-busy]) [role="option"]')
    .allTextContents();
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
    await expect.poll(() => suggestionTexts(page)).toContain('wedding flowers');
    expect(await page.locator('[data-testid="typeahead-board"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-typeahead');

    // Arrow down to "wedding flowers" and pick it with Enter.
    const texts = await suggestionTexts(page);
    const at = texts.indexOf('wedding flowers');
    for (let i = 0; i <= at; i += 1) await box(page).press('ArrowDown');
    const highlighted = async () => {
      const id = await attribute(page, 'aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    await expect.poll(highlighted).toBe('wedding flowers');
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

describe('every scope of spec 000 §3 has its page (req 000-3.30)', () => {
  // "Search result types: pins, buyable_pins, my_pins, videos, boards, users, idea_pins,
  // my_content, shop_tool." Each page shows what only its scope finds.
  const PIN_SCOPES: [scope: string, query: string, kind: string | null, media: string | null][] = [
    ['pins', 'wedding', null, null],
    ['buyable_pins', 'linen', 'product', null],
    ['shop_tool', 'linen', 'product', null],
    ['videos', 'kitchen', null, 'video'],
    ['idea_pins', 'garden', 'storyPin', null],
    ['my_pins', 'pesto', null, null],
    ['my_content', 'pesto', null, null],
  ];

  it("pins, products, videos, idea pins and the viewer's own, each with its own results", async () => {
    const context = await signIn(browser, 'demo', 'corkboard-demo');
    const page = await context.newPage();
    for (const [scope, query, kind, media] of PIN_SCOPES) {
      await page.goto(`${baseUrl}/search/${scope}/?q=${query}`, { waitUntil: 'networkidle' });
      const found = page.locator('[data-testid="pin-card"]');
      await found.first().waitFor();
      const kinds = await found.evaluateAll((cards) =>
        cards.map((card) => [card.getAttribute('data-kind'), card.getAttribute('data-media')]),
      );
      expect(kinds.length, scope).toBeGreaterThan(0);
      if (kind) expect(new Set(kinds.map(([k]) => k)), scope).toEqual(new Set([kind]));
      if (media) expect(new Set(kinds.map(([, m]) => m)), scope).toEqual(new Set([media]));
      const api = await apiGet<{ id: string }[]>(page, 'BaseSearchResource', { query, scope });
      expect(await cardIds(page), scope).toEqual(api.map((pin) => pin.id));
    }
    await screenshot(page, 'search-scope-my-content');

    // The tabs a signed-in reader gets, including Your Pins.
    await page.goto(`${baseUrl}/search/pins/?q=pesto`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="search-tab-my_pins"]').click();
    await page.waitForURL(/\/search\/my_pins\/\?q=pesto/);
    await page.locator('[data-testid="pin-card"]').first().waitFor();
    // Every scope that has a page has its tab: the viewer's created Pins, all products.
    await page.locator('[data-testid="search-tab-my_content"]').click();
    await page.waitForURL(/\/search\/my_content\/\?q=pesto/);
    await page.locator('[data-testid="pin-card"]').first().waitFor();
    await page.goto(`${baseUrl}/search/pins/?q=linen`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="search-tab-shop_tool"]').click();
    await page.waitForURL(/\/search\/shop_tool\/\?q=linen/);
    await page.locator('[data-testid="pin-card"]').first().waitFor();
    const products = await apiGet<{ id: string }[]>(page, 'BaseSearchResource', {
      query: 'linen',
      scope: 'shop_tool',
    });
    expect(await cardIds(page)).toEqual(products.map((pin) => pin.id));
    await context.close();
  });

  it('boards and people', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/search/boards/?q=wedding`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-testid="search-boards"] .board-card').count()).toBeGreaterThan(
      0,
    );
    // Boards ranked by relevance and pins, each with its owner shown.
    const boards = await apiGet<{ owner: { full_name: string }; pin_count: number }[]>(
      page,
      'BaseSearchResource',
      { query: 'wedding', scope: 'boards' },
    );
    expect(await page.locator('[data-testid="board-card-owner"]').allTextContents()).toEqual(
      boards.map((board) => board.owner.full_name),
    );
    // No board with pins after an empty one.
    const counts = boards.map((board) => board.pin_count);
    const firstEmpty = counts.indexOf(0);
    if (firstEmpty >= 0) expect(counts.slice(firstEmpty).every((n) => n === 0)).toBe(true);
    await screenshot(page, 'search-boards-owners');
    await page.goto(`${baseUrl}/search/users/?q=maya`, { waitUntil: 'networkidle' });
    expect(await page.locator('.user-result-name').allTextContents()).toEqual(['Maya Chen']);
    // Signed out, the viewer's own scopes ask to log in.
    for (const scope of ['my_pins', 'my_content']) {
      await page.goto(`${baseUrl}/search/${scope}/?q=pesto`, { waitUntil: 'networkidle' });
      expect(await page.locator('.page-message').textContent(), scope).toContain(
        'Log in to search your own Pins.',
      );
    }
    await page.close();
  });
});
