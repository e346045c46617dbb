// Saving from anywhere (issue 13): a signed-in card's hover names the board Save saves to, with
// a dropdown that opens the board picker, where a new board can be created and saved to at
// once; after that the hover names the new board and Save saves there in one click.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { apiGet, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let person: Person;

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, 'Nia');
});
afterAll(async () => {
  await browser?.close();
});

const unsavedCards = (page: Page) =>
  page.locator('[data-testid="pin-card"]:has([data-testid="pin-card-save"])');

async function savedTo(page: Page, pinId: string): Promise<string | null> {
  const pin = await apiGet<{ saved_info: { title: string } | null }>(page, 'PinResource', {
    id: pinId,
  });
  return pin.saved_info?.title ?? null;
}

async function hover(card: Locator): Promise<void> {
  await card.hover();
  await card.locator('[data-testid="pin-card-board-menu"]').waitFor({ state: 'visible' });
}

describe("the grid hover saves to a board of the person's choosing", () => {
  it('save to a new board from the hover, then one click saves to it again', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const first = unsavedCards(page).first();
    const firstId = (await first.getAttribute('data-pin-id'))!;
    await hover(first);
    // A new person has saved nowhere yet: the hover names the profile.
    const menu = first.locator('[data-testid="pin-card-board-menu"]');
    expect(await menu.locator('.pc-board-name').textContent()).toBe('Profile');
    await screenshot(page, 'card-hover-board-menu');
    await menu.click();
    const picker = page.locator('[data-testid="board-picker"]');
    await picker.waitFor();
    await picker.locator('[data-testid="board-picker-create"]').click();
    await picker.locator('[data-testid="board-picker-create-name"]').fill('Weekend ideas');
    await screenshot(page, 'card-hover-new-board');
    await picker.locator('[data-testid="board-picker-create-submit"]').click();
    await expect
      .poll(() => page.locator('[data-testid="toast-text"]').allTextContents())
      .toContain('Saved to Weekend ideas');
    await expect.poll(() => savedTo(page, firstId)).toBe('Weekend ideas');

    // The next card's hover names the new board, and its Save saves there without asking.
    const next = unsavedCards(page).nth(1);
    const nextId = (await next.getAttribute('data-pin-id'))!;
    await hover(next);
    expect(
      await next.locator('[data-testid="pin-card-board-menu"] .pc-board-name').textContent(),
    ).toBe('Weekend ideas');
    await next.locator('[data-testid="pin-card-save"]').click();
    await expect.poll(() => savedTo(page, nextId)).toBe('Weekend ideas');
    expect(await picker.count()).toBe(0);
    await page.close();
  });
});

describe('a board can be created wherever one is needed', () => {
  async function createBoard(page: Page, name: string): Promise<void> {
    const modal = page.locator('[data-testid="create-board-modal"]');
    await modal.waitFor();
    await modal.locator('[data-testid="create-board-name"]').fill(name);
    await modal.locator('[data-testid="create-board-submit"]').click();
    // The new board's page opens.
    await page.waitForFunction(
      (name) => document.querySelector('.board-header h1')?.textContent === name,
      name,
    );
  }

  it('from the header\'s "+": a Pin or a board', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="header-create"]').click();
    const menu = page.getByRole('menu', { name: 'Create' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Pin', 'Board']);
    await screenshot(page, 'header-create-menu');
    await page.locator('[data-testid="create-menu-board"]').click();
    await createBoard(page, 'Plus board');
    await page.close();
  });

  it('from the profile: "Create board"', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/${person.username}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="profile-create-board"]').click();
    await createBoard(page, 'Profile board');
    await page.close();
  });
});
