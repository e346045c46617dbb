// The core save loop in the browser (issue 4, spec 000 §4, reqs 000-4.03, 000-4.09, 000-4.10;
// 002-6.02): quick save from a card shows "Saved to Profile" with "Change"; "Change" opens the
// board picker in place and moves the save (issue 13); the profile's saves have one name,
// "Profile", on the closeup, the board tile and the board's page (issue 13); unsave from the closeup; a signed-out Save opens the signup modal (000 §6,
// req 000-6.05) headed 'Log in to save this Pin'.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsFinished, launch, screenshot } from './browser';
import { signIn, signUp } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let member: BrowserContext;
let veteran: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  member = (await signUp(browser, 'Sam')).context;
  // A member of more than 28 days: no new-user animation, so the toast carries "Change".
  veteran = await signIn(browser, 'demo', 'corkboard-demo');
});
afterAll(async () => {
  await browser?.close();
});

describe('saving', () => {
  it('quick-saves from a card: "Saved to Profile" with "Change", which moves the save in place', async () => {
    const page = await veteran.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = page
      .locator('[data-testid="pin-card"]:has([data-testid="pin-card-save"])')
      .first();
    await card.hover();
    await card.locator('[data-testid="pin-card-save"]').click();
    const toast = page.locator('[data-testid="toast"]');
    await expect
      .poll(() => toast.locator('[data-testid="toast-text"]').textContent())
      .toBe('Saved to Profile');
    // A toast goes after 5 s unless hovered (toast-timing.ts): hovered, it waits for the click.
    await toast.hover();
    await screenshot(page, 'save-toast');
    const change = toast.locator('[data-testid="toast-change"]');
    // A link to the repin edit page for a new tab; a click opens the picker in place.
    expect(await change.getAttribute('href')).toMatch(/^\/pin\/\d+\/repin\/\?/);
    await change.click();
    const picker = page.locator('[data-testid="board-picker"]');
    await picker.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const board = picker.locator('[data-testid="board-picker-item"]').first();
    const name = (await board.locator('.picker-name').textContent())!.trim();
    await board.click();
    await expect
      .poll(() => page.locator('[data-testid="toast-text"]').allTextContents())
      .toContain(`Moved to ${name}`);
    await page.close();
  });

  it('names the profile\'s saves one way everywhere: the closeup, the board tile and its page say "Profile"', async () => {
    const page = await veteran.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = page.locator('[data-testid="pin-card"]:has([data-testid="pin-card-save"])').nth(1);
    await card.hover();
    await card.locator('[data-testid="pin-card-save"]').click();
    const change = page.locator('[data-testid="toast-change"]');
    await change.waitFor();
    const savedId = /^\/pin\/(\d+)\//.exec((await change.getAttribute('href'))!)![1]!;
    await page.goto(`${baseUrl}/pin/${savedId}/`, { waitUntil: 'networkidle' });
    const savedTo = page.locator('.closeup-board');
    expect((await savedTo.textContent())!.replace(/\s+/g, ' ').trim()).toBe('Saved to Profile');
    // The same board on its own page and as a tile on the profile.
    await savedTo.locator('a').click();
    await expect.poll(() => page.locator('.board-header h1').textContent()).toBe('Profile');
    await page.goto(`${baseUrl}/demo/`, { waitUntil: 'networkidle' });
    const names = await page.locator('.board-card-name').allTextContents();
    expect(names).toContain('Profile');
    expect(names).not.toContain('Quick Saves');
    await page.close();
  });

  it('unsaves from the closeup ("Pin deleted!")', async () => {
    const page = await member.newPage();
    const data = encodeURIComponent(JSON.stringify({ options: { page_size: 3 } }));
    const res = await page.request.get(
      `${baseUrl}/resource/UserHomefeedResource/get/?data=${data}`,
    );
    const pin = ((await res.json()) as { resource_response: { data: { id: string }[] } })
      .resource_response.data[2]!;
    await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    const save = page.locator('[data-testid="closeup-save"]');
    await save.click();
    await expect.poll(() => save.getAttribute('data-state')).toBe('saved');
    await save.click();
    await expect
      .poll(() => page.locator('[data-testid="toast-text"]').allTextContents())
      .toContain('Pin deleted!');
    await expect.poll(() => save.getAttribute('data-state')).toBe('unsaved');
    await page.close();
  });

  it("a signed-out Save opens the desktop signup modal headed 'Log in to save this Pin'", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = page.locator('[data-testid="pin-card"]').first();
    await card.hover();
    await card.locator('[data-testid="pin-card-save"]').click();
    const modal = page.locator('[data-testid="gated-prompt"]');
    await expect.poll(() => modal.getAttribute('data-variant')).toBe('signup_desktop');
    expect(await modal.locator('.modal-title').textContent()).toBe('Log in to save this Pin');
    await animationsFinished(page); // the entrance animation, for the picture
    await screenshot(page, 'limited-login');
    await context.close();
  });
});
