// Reordering boards with a finger (issue 13, "Phone-first"): on a 390 px touch phone the owner
// presses and holds a board on their profile (custom order), drags it to another board's place
// and lets go; the order is saved as the desktop's drag saves it. A quick tap still opens the
// board and a swipe without the hold still scrolls. Real touch events (pointerType "touch") come
// from the DevTools protocol's Input.dispatchTouchEvent.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { apiGet, apiPost, onPhone, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
/** Longer than the app's hold (use-touch-reorder.ts, HOLD_MS). */
const HOLD = 600;
const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

let browser: Browser;
let person: Person;
let phone: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, 'Tess');
  const page = await person.context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const pins = await apiGet<{ id: string }[]>(page, 'UserHomefeedResource', { page_size: 12 });
  for (const [at, name] of NAMES.entries()) {
    const board = await apiPost<{ id: string }>(page, 'BoardResource', 'create', {
      name,
      privacy: 'public',
    });
    // A cover for the first boards, so the screenshot shows boards as people have them.
    const pin = pins[at];
    if (at < 4 && pin)
      await apiPost(page, 'RepinResource', 'create', { pin_id: pin.id, board_id: board.id });
  }
  await page.close();
  phone = await onPhone(browser, person);
});
afterAll(async () => {
  await browser?.close();
});

const tiles = (page: Page) => page.locator('[data-testid="movable-board"]');
const names = (page: Page) =>
  page.locator('[data-testid="movable-board"] .board-card-name').allTextContents();

async function customOrder(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/${person.username}/`, { waitUntil: 'networkidle' });
  await page.locator('[data-testid="boards-sort"]').selectOption('custom');
  await expect.poll(() => tiles(page).count()).toBe(NAMES.length);
}

/** Scrolls the boards up to just below the header: they fill the screen. */
async function boardsInView(page: Page): Promise<number> {
  await tiles(page)
    .first()
    .evaluate((tile) => scrollTo(0, tile.getBoundingClientRect().top + scrollY - 80));
  return page.evaluate(() => scrollY);
}

/** The centre of the nth board tile, in the viewport. */
async function centre(page: Page, nth: number): Promise<{ x: number; y: number }> {
  const box = (await tiles(page).nth(nth).boundingBox())!;
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/** One finger on the glass. */
function finger(cdp: CDPSession) {
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }],
    });
  return {
    down: (x: number, y: number) => send('touchStart', x, y),
    up: () => send('touchEnd'),
    /** Slides from one point to another in small steps, as a finger does. */
    async slide(from: { x: number; y: number }, to: { x: number; y: number }, steps = 12) {
      for (let step = 1; step <= steps; step += 1) {
        const x = from.x + ((to.x - from.x) * step) / steps;
        const y = from.y + ((to.y - from.y) * step) / steps;
        await send('touchMove', Math.round(x), Math.round(y));
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('touch reordering of boards', () => {
  it('press, hold and drag a board to another place; the order is saved', async () => {
    const page = await phone.newPage();
    await customOrder(page);
    expect(await names(page)).toEqual(NAMES);
    const scrolled = await boardsInView(page);
    const touch = finger(await page.context().newCDPSession(page));
    // Alpha (first row, left) goes to Delta's place (second row, right).
    const from = await centre(page, 0);
    const to = await centre(page, 3);
    const moved = ['Bravo', 'Charlie', 'Delta', 'Alpha', ...NAMES.slice(4)];
    await touch.down(from.x, from.y);
    await wait(HOLD);
    await expect.poll(() => tiles(page).first().getAttribute('data-lifted')).toBe('true');
    await touch.slide(from, to);
    // The others have made room: Alpha is in Delta's place, under the finger, and the page
    // did not scroll.
    await expect.poll(() => names(page)).toEqual(moved);
    const lifted = page.locator('[data-lifted]');
    const box = (await lifted.boundingBox())!;
    expect(
      box.x < to.x && to.x < box.x + box.width && box.y < to.y && to.y < box.y + box.height,
    ).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await screenshot(page, 'phone-boards-touch-drag');
    await touch.up();
    await expect.poll(() => page.locator('[data-lifted]').count()).toBe(0);
    expect(await names(page)).toEqual(moved);
    // Letting go opened nothing.
    expect(new URL(page.url()).pathname).toBe(`/${person.username}/`);

    await expect
      .poll(async () => {
        const boards = await apiGet<{ name: string }[]>(page, 'BoardsResource', {
          username: person.username,
          board_order: 'custom',
        });
        return boards.map((board) => board.name);
      })
      .toEqual(moved);
    await customOrder(page);
    expect(await names(page)).toEqual(moved);
    await page.close();
  });

  it('a quick tap opens the board', async () => {
    const page = await phone.newPage();
    await customOrder(page);
    const href = await tiles(page).nth(1).locator('a').getAttribute('href');
    const touch = finger(await page.context().newCDPSession(page));
    const at = await centre(page, 1);
    await touch.down(at.x, at.y);
    await wait(60);
    await touch.up();
    await page.waitForURL((url) => url.pathname === href);
    await page.close();
  });

  it('a swipe that starts on a board without the hold scrolls the page', async () => {
    const page = await phone.newPage();
    await customOrder(page);
    const before = await names(page);
    // The first board, at the foot of the screen of a page that starts at its top.
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const touch = finger(await page.context().newCDPSession(page));
    const at = await centre(page, 0);
    await touch.down(at.x, at.y);
    await touch.slide(at, { x: at.x, y: at.y - 300 }, 10);
    await touch.up();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
    expect(await page.locator('[data-lifted]').count()).toBe(0);
    await wait(HOLD);
    expect(await names(page)).toEqual(before);
    expect(new URL(page.url()).pathname).toBe(`/${person.username}/`);
    await page.close();
  });
});
