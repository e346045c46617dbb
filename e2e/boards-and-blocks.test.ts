// More of the save loop and the social controls (issue 4): save to a new board created in
// the picker from the closeup, and block a user from their profile so their pins vanish.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { signUp } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let member: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  member = (await signUp(browser, 'Bo')).context;
});
afterAll(async () => {
  await browser?.close();
});

async function homePins(): Promise<{ id: string; pinner: { username: string } }[]> {
  const data = encodeURIComponent(JSON.stringify({ options: { page_size: 50 } }));
  const res = await fetch(`${baseUrl}/resource/UserHomefeedResource/get/?data=${data}`);
  return (
    (await res.json()) as {
      resource_response: { data: { id: string; pinner: { username: string } }[] };
    }
  ).resource_response.data;
}

describe('the board picker', () => {
  it('creates a board inline and saves the pin to it: "Saved to {board}"', async () => {
    const pin = (await homePins())[5]!;
    const page = await member.newPage();
    await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="closeup-board-dropdown"]').click();
    const picker = page.locator('[data-testid="board-picker"]');
    await picker.waitFor();
    await picker.locator('[data-testid="board-picker-create"]').click();
    await picker.locator('[data-testid="board-picker-create-name"]').fill('Weekend ideas');
    await screenshot(page, 'board-picker');
    await picker.locator('[data-testid="board-picker-create-submit"]').click();
    await expect
      .poll(() => page.locator('[data-testid="toast-text"]').allTextContents())
      .toContain('Saved to Weekend ideas');
    const saved = await page.evaluate(async (id) => {
      const data = encodeURIComponent(JSON.stringify({ options: { id } }));
      const res = await fetch(`/resource/PinResource/get/?data=${data}`);
      return (
        (await res.json()) as {
          resource_response: { data: { saved_info: { title: string } | null } };
        }
      ).resource_response.data.saved_info;
    }, pin.id);
    expect(saved?.title).toBe('Weekend ideas');
    await page.close();
  });
});

describe('blocking', () => {
  it("blocks a user from their profile and their pins leave the viewer's home feed", async () => {
    const victim = (await homePins())[0]!.pinner.username;
    const page = await member.newPage();
    await page.goto(`${baseUrl}/${victim}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="profile-menu"]').click();
    await page.locator('[data-testid="profile-block"]').click();
    await expect
      .poll(async () => {
        const data = encodeURIComponent(JSON.stringify({ options: { page_size: 100 } }));
        return page.evaluate(async (q) => {
          const res = await fetch(`/resource/UserHomefeedResource/get/?data=${q}`);
          const body = (await res.json()) as {
            resource_response: { data: { pinner: { username: string } }[] };
          };
          return body.resource_response.data.map((p) => p.pinner.username);
        }, data);
      })
      .not.toContain(victim);
    await screenshot(page, 'profile-blocked');
    await page.close();
  });
});
