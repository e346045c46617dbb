// Dark mode as a person uses it (spec 001, area DARK): the account menu's switch stores the flag
// and reloads the page (req 001-4.24), the server draws the theme from the first byte, signed-out
// visitors follow their system's colour scheme (req 001-4.25), the dark background is #111111
// (req 001-9.07), and both themes pass axe-core's colour-contrast rule on the main pages.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { demoPin } from './demo-data';
import { apiGet, PHONE, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const WIDE = { width: 1280, height: 900 };
const DARK_BACKGROUND = 'rgb(17, 17, 17)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let browser: Browser;
let person: Person;

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, 'Noor');
});
afterAll(async () => {
  await person?.context.close();
  await browser?.close();
});

/** The theme on <html> and the page's background as the browser paints it. */
function themeOf(page: Page): Promise<{ theme: string | undefined; background: string }> {
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

/** Logging out and the account menu work once the page has hydrated. */
async function openAccountMenu(page: Page) {
  await page.locator('[data-testid="header-logout"]:not([disabled])').waitFor();
  await page.locator('[data-testid="header-account-menu"]').click();
  return page.locator('[data-testid="user-menu-dark-mode"]');
}

/** Flips the switch from `on`: the flag is saved, then the page reloads (req 001-4.24). */
async function flipDarkMode(page: Page, on: boolean) {
  const toggle = await openAccountMenu(page);
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
  await screenshot(page, `dark-mode-menu-${on ? 'dark' : 'light'}`);
  await Promise.all([page.waitForEvent('load'), toggle.click()]);
}

async function visitor(colorScheme: 'light' | 'dark', viewport = WIDE): Promise<BrowserContext> {
  const phone = viewport.width < 640 ? { isMobile: true, hasTouch: true } : {};
  return browser.newContext({ viewport, colorScheme, ...phone });
}

/** The main pages: home, a closeup, its board, a search. */
async function mainPages(): Promise<[string, string][]> {
  const pin = await demoPin();
  const data = encodeURIComponent(JSON.stringify({ options: { id: pin.id } }));
  const res = await fetch(`${baseUrl}/resource/PinResource/get/?data=${data}`);
  const body = (await res.json()) as { resource_response: { data: { board: { url: string } } } };
  return [
    ['home', '/'],
    ['closeup', `/pin/${pin.id}/`],
    ['board', body.resource_response.data.board.url],
    ['search', '/search/pins/?q=kitchen'],
  ];
}

/** axe-core's color-contrast rule on the whole page: each failing element, and why. */
async function contrastViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<AxeResults> };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
    });
    return result.violations.flatMap((rule) =>
      rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
  });
}

describe('dark mode, signed in (spec 001 §4, req 001-4.24: "Stored as a flag. Enabling or disabling reloads the page.")', () => {
  it('the account menu switches to dark mode, the page reloads dark, and the setting persists; switching back reloads light', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(await themeOf(page)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });

    await flipDarkMode(page, false);
    // Req 001-9.07: "Dark background colour #111111".
    expect(await themeOf(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    expect((await apiGet<{ dark_mode: boolean }>(page, 'UserResource', {})).dark_mode).toBe(true);

    // The next page, straight from the server, is dark from its first byte.
    const [, closeup] = (await mainPages())[1]!;
    const response = await page.goto(`${baseUrl}${closeup}`, { waitUntil: 'networkidle' });
    expect(await response?.text()).toContain('<html lang="en" data-theme="dark">');
    expect(await themeOf(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });

    await flipDarkMode(page, true);
    expect(await themeOf(page)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });
    expect((await apiGet<{ dark_mode: boolean }>(page, 'UserResource', {})).dark_mode).toBe(false);
    await page.close();
  });

  it("a signed-in person's setting wins over the system's colour scheme", async () => {
    const context = await browser.newContext({
      viewport: WIDE,
      colorScheme: 'dark',
      storageState: await person.context.storageState(),
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(await themeOf(page)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });
    await context.close();
  });
});

describe('dark mode, signed out (req 001-4.25: "Inference of the preference uses different experiment configurations for signed-in and signed-out visitors.")', () => {
  it.each([
    ['dark', DARK_BACKGROUND],
    ['light', LIGHT_BACKGROUND],
  ] as const)('a visitor whose system is %s gets that theme', async (scheme, background) => {
    const context = await visitor(scheme);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(await themeOf(page)).toEqual({ theme: 'system', background });
    // Form controls and scrollbars follow the system too: color-scheme says both.
    expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe(
      'light dark',
    );
    await context.close();
  });
});

describe('both themes pass an automated contrast check (axe-core color-contrast)', () => {
  const cases = (['light', 'dark'] as const).flatMap((scheme) =>
    [WIDE, PHONE].map((viewport) => [scheme, viewport.width, viewport] as const),
  );
  it.each(cases)(
    '%s theme at %i px: home, closeup, board and search',
    async (scheme, width, viewport) => {
      const context = await visitor(scheme, viewport);
      const page = await context.newPage();
      for (const [name, path] of await mainPages()) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        expect(await themeOf(page), name).toMatchObject({
          background: scheme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND,
        });
        expect(await contrastViolations(page), `${name} (${scheme}, ${width} px)`).toEqual([]);
        await screenshot(page, `dark-mode-${scheme}-${width}-${name}`);
      }
      await context.close();
    },
  );

  it('the account menu, open in the dark theme', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await flipDarkMode(page, false);
    await (await openAccountMenu(page)).waitFor();
    expect(await contrastViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await flipDarkMode(page, true);
    await page.close();
  });
});
