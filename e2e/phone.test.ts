// The web app on a 390 px phone (issue 13, "Phone-first"): the bottom bar alone leads everywhere
// (Home; Search, and through it Explore and Today; Create, a Pin or a board; Profile), and the
// search fills the screen with suggestions the whole width of it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { demoPinOfVariant } from './demo-data';
import { onPhone, PHONE, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let person: Person;
let phone: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, 'Pia');
  phone = await onPhone(browser, person);
});
afterAll(async () => {
  await browser?.close();
});

const bar = (page: Page, item: string) => page.locator(`[data-testid="bottom-nav-${item}"]`);

async function tap(page: Page, item: string, path: (pathname: string) => boolean): Promise<void> {
  await bar(page, item).tap();
  await page.waitForURL((url) => path(url.pathname));
}

describe('the bottom bar', () => {
  it('navigates the whole app: Home, Search (Explore, Today), Create, Updates, Profile', async () => {
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const nav = page.locator('[data-testid="bottom-nav"]');
    await nav.waitFor();
    // Fixed along the bottom edge, the phone's whole width, with the five items of a member
    // (Updates, the news hub, is theirs: issue 16).
    const box = (await nav.boundingBox())!;
    expect([Math.round(box.x), Math.round(box.width)]).toEqual([0, PHONE.width]);
    // Req 000-9.13: "Nav footer height 64 signed in".
    expect(Math.round(box.height)).toBe(64);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(await nav.locator('.bottom-nav-label').allTextContents()).toEqual([
      'Home',
      'Search',
      'Create',
      'Updates',
      'Profile',
    ]);
    expect(await bar(page, 'home').getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'phone-home');

    await tap(page, 'search', (p) => p === '/search/');
    await page.locator('[data-testid="search-explore"]').tap();
    await page.waitForURL((url) => url.pathname === '/ideas/');
    await page.locator('main h1').first().waitFor();
    expect(await bar(page, 'search').getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'phone-explore');
    await tap(page, 'search', (p) => p === '/search/');
    await page.locator('[data-testid="search-today"]').tap();
    await page.waitForURL((url) => url.pathname === '/today/');

    await tap(page, 'profile', (p) => p === `/${person.username}/`);
    expect(await bar(page, 'profile').getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'phone-profile');

    await bar(page, 'create').tap();
    const menu = page.getByRole('menu', { name: 'Create' });
    await menu.waitFor();
    const menuBox = (await menu.boundingBox())!;
    // The menu opens upwards, above the bar and inside the screen.
    expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(box.y);
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-create-menu');
    await page.locator('[data-testid="create-menu-pin"]').tap();
    await page.waitForURL((url) => url.pathname === '/pin-builder/');

    await tap(page, 'home', (p) => p === '/');
    await page.close();
  });

  it("comes when a desktop window is narrowed to a phone's width, whose header then hides its links", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-testid="bottom-nav"]').count()).toBe(0);
    await page.setViewportSize(PHONE);
    await page.locator('[data-testid="bottom-nav"]').waitFor();
    await page.close();
  });

  it('signed out: Create and Profile ask to log in', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await bar(page, 'create').tap();
    await page.locator('[data-testid="gated-prompt"]').waitFor();
    await page.keyboard.press('Escape');
    await tap(page, 'profile', (p) => p === '/login/');
    await context.close();
  });
});

describe('search on a phone', () => {
  it('fills the screen, suggests the whole width, and searches', async () => {
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="bottom-nav"]').waitFor();
    const input = page.locator('[data-testid="header-search-input"]');
    await input.tap();
    const form = page.locator('form.header-search');
    await expect
      .poll(async () => {
        const b = (await form.boundingBox())!;
        return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)];
      })
      .toEqual([0, 0, PHONE.width, PHONE.height]);
    await input.fill('kitc');
    const typeahead = page.locator('[data-testid="typeahead"]');
    await typeahead.locator('[role="option"]').first().waitFor();
    const list = (await typeahead.boundingBox())!;
    expect(list.width).toBeGreaterThanOrEqual(PHONE.width - 16);
    // A suggestion reads on one line, not a letter per line.
    const option = (await typeahead.locator('[role="option"]').first().boundingBox())!;
    expect(option.height).toBeLessThan(80);
    await screenshot(page, 'phone-search');
    await input.fill('kitchen');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/');
    await page.locator('[data-testid="pin-card"]').first().waitFor();
    // Cancel leaves the full-screen search without searching.
    await input.tap();
    await page.locator('[data-testid="typeahead-cancel"]').tap();
    await expect.poll(async () => (await form.boundingBox())!.height).toBeLessThan(100);
    await page.close();
  });
});

describe('lists on a phone', () => {
  it('boards sit two to a row; tab rows scroll sideways in one line; cards keep their "…"', async () => {
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/demo/_saved/`, { waitUntil: 'networkidle' });
    const tiles = page.locator('.board-grid > *');
    await tiles.nth(1).waitFor();
    const [a, b] = [(await tiles.nth(0).boundingBox())!, (await tiles.nth(1).boundingBox())!];
    expect(Math.round(a.y)).toBe(Math.round(b.y));
    expect(b.x).toBeGreaterThan(a.x + a.width);
    expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-boards');

    await page.goto(`${baseUrl}/search/pins/?q=kitchen`, { waitUntil: 'networkidle' });
    const tabs = page.locator('.search-tabs .tab');
    const tops = await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    expect(
      await page
        .locator('.search-tabs')
        .evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX),
    ).toBe('auto');
    // Signed in, on a touch screen (no hover): the more button is visible on every card.
    const more = page.locator('[data-testid="pin-card"] [data-testid="pin-card-more"]').first();
    expect(await more.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
    await page.close();
  });
});

describe('the closeup on a phone', () => {
  it('keeps its Save in reach: the actions row holds the bottom edge while the media fills the screen, the bottom bar behind it', async () => {
    const page = await phone.newPage();
    // An idea pin on a short phone: its media is taller than the screen, so the row starts
    // below the fold.
    await page.setViewportSize({ width: PHONE.width, height: 700 });
    const pin = await demoPinOfVariant('story');
    await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    // Req 000-4.34: the nav footer "hides ... behind the pin action bar".
    await page.locator('[data-testid="bottom-nav"][data-hidden]').waitFor({ state: 'attached' });
    const save = page.locator('[data-testid="closeup-save"]');
    const box = (await save.boundingBox())!;
    // Where the row would sit unstuck: under the media, and so past the bottom edge.
    const media = (await page.locator('.closeup-media').boundingBox())!;
    const row = (await page.locator('.closeup-body > .closeup-actions').boundingBox())!;
    expect(media.y + media.height + row.height).toBeGreaterThan(700);
    // Yet on screen at once, whole, at the bottom edge.
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(700);
    expect(box.y + box.height).toBeGreaterThan(700 - 64);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-closeup-sticky-save');
    // Its "…" menu rises as a sheet, whole on the screen.
    await page.locator('.closeup-more [data-testid="pin-card-more"]').tap();
    const menu = page.locator('[data-testid="bottom-sheet"] [role="menu"]');
    await menu.waitFor();
    // Measured once the sheet has risen (it slides up from below the screen).
    await expect
      .poll(async () => {
        const box = (await menu.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(PHONE.height);
    expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.close();
  });
});

describe('sheets instead of popovers', () => {
  /** The sheet's body: the whole width, its foot on the screen's foot. */
  async function expectSheet(page: Page, inside: string) {
    const body = page.locator('[data-testid="bottom-sheet"] .sheet-body');
    await body.locator(inside).waitFor();
    await expect
      .poll(async () => (await body.boundingBox())!.y + (await body.boundingBox())!.height)
      .toBeCloseTo(PHONE.height, 0);
    const box = (await body.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(PHONE.width);
  }

  it('a card\'s "…" menu rises from the bottom with Hide and Report in reach; a tap beside it only closes it', async () => {
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="pin-card"] [data-testid="pin-card-more"]').first().tap();
    await expectSheet(page, '[role="menu"]');
    for (const item of ['pin-card-hide', 'pin-card-report']) {
      const box = (await page
        .locator(`[data-testid="bottom-sheet"] [data-testid="${item}"]`)
        .boundingBox())!;
      expect(box.y + box.height, item).toBeLessThanOrEqual(PHONE.height);
    }
    await screenshot(page, 'phone-card-menu-sheet');
    // A tap on the dimmed page closes the sheet and goes nowhere.
    await page
      .locator('[data-testid="bottom-sheet-backdrop"]')
      .tap({ position: { x: 195, y: 120 } });
    await expect.poll(() => page.locator('[data-testid="bottom-sheet"]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    // Its items still act: Report opens the reasons.
    await page.locator('[data-testid="pin-card"] [data-testid="pin-card-more"]').first().tap();
    await page.locator('[data-testid="bottom-sheet"] [data-testid="pin-card-report"]').tap();
    await page.getByRole('dialog').filter({ hasText: 'Report Pin' }).first().waitFor();
    await page.close();
  });

  it('the board picker rises from the bottom too, and saves from there', async () => {
    const page = await phone.newPage();
    const pin = await demoPinOfVariant('recipe_half_stars');
    await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="closeup-board-dropdown"]').tap();
    await expectSheet(page, '[data-testid="board-picker"]');
    await screenshot(page, 'phone-picker-sheet');
    await page
      .locator('[data-testid="bottom-sheet-backdrop"]')
      .tap({ position: { x: 195, y: 60 } });
    await expect.poll(() => page.locator('[data-testid="bottom-sheet"]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/pin/${pin.id}/`);
    await page.locator('[data-testid="closeup-board-dropdown"]').tap();
    await expectSheet(page, '[data-testid="board-picker"]');
    // A new person has no board yet: they make one in the sheet and the pin goes there.
    const sheet = page.locator('[data-testid="bottom-sheet"]');
    await sheet.locator('[data-testid="board-picker-create"]').tap();
    const name = 'Phone dinners';
    await sheet.locator('[data-testid="board-picker-create-name"]').fill(name);
    await sheet.locator('[data-testid="board-picker-create-submit"]').tap();
    await expect
      .poll(() => page.locator('[data-testid="toast-text"]').allTextContents())
      .toContain(`Saved to ${name}`);
    await page.close();
  });

  it('req 000-2.04: "On mobile web /pin/{pinId}/repin/ is also used for saving": the sheet leads there, and it saves', async () => {
    const page = await phone.newPage();
    const pin = await demoPinOfVariant('story');
    await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="closeup-board-dropdown"]').tap();
    await expectSheet(page, '[data-testid="board-picker"]');
    await page.locator('[data-testid="board-picker-more"]').tap();
    await page.waitForURL((url) => url.pathname === `/pin/${pin.id}/repin/`);
    await page.locator('[data-testid="repin-save-form"]').waitFor();
    const select = page.locator('[data-testid="repin-board-select"]');
    await expect.poll(() => select.getByText('Phone dinners').count()).toBe(1);
    const board = await select.getByText('Phone dinners').getAttribute('value');
    await select.selectOption(board!);
    await screenshot(page, 'phone-repin-save');
    await page.locator('[data-testid="repin-save"]').tap();
    await page.waitForURL((url) => url.pathname === `/pin/${pin.id}/`);
    await expect
      .poll(() => page.locator('[data-testid="closeup-board-dropdown"]').textContent())
      .toContain('Phone dinners');
    await page.close();
  });
});
