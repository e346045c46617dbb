// The gated prompts in the browser (issue 16, area VIS). Spec 000 §6, req 000-6.05: "Gated
// actions give a signup or login modal: a desktop signup modal, or a mobile signup modal with
// heading type and pin id." Spec 002 §6, reqs 002-6.01, 002-6.02: "A limited-login viewer sees a
// login modal on gated actions" (ours: a browser that had a signed-in session here), with the
// limited-login headers ('Log in to save this Pin', 'Hide this Pin', 'Create a board').
// Spec 002 §4, req 002-4.13: "After sign-in, saved signed-out pins ... are re-saved
// automatically, once", here after a sign-up from the modal, through onboarding.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_MARKER_KEY } from '@corkboard/domain';
import { animationsFinished, hydratedAt, launch, screenshot } from './browser';
import { demoPins } from './demo-data';
import { apiGet, ownAddress, PHONE, signUp } from './session';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;
let pins: { id: string }[];

beforeAll(async () => {
  browser = await launch();
  pins = await demoPins(2);
});
afterAll(async () => {
  await browser?.close();
});

const prompt = (page: Page) => page.getByTestId('gated-prompt');

async function openPin(page: Page, pinId: string): Promise<void> {
  await page.goto(`${baseUrl}/pin/${pinId}/`, { waitUntil: 'networkidle' });
  await hydratedAt(page, '[data-testid="closeup-save"]');
}

async function newVisitor(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport === PHONE;
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: ownAddress(),
  });
  return { context, page: await context.newPage() };
}

describe('"a desktop signup modal, or a mobile signup modal with heading type and pin id"', () => {
  it('a new visitor at 1280 px gets the desktop signup modal on Save, and can switch to log in', async () => {
    const { context, page } = await newVisitor();
    await openPin(page, pins[0]!.id);
    await page.getByTestId('closeup-save').click();
    await expect.poll(() => prompt(page).getAttribute('data-variant')).toBe('signup_desktop');
    expect(await prompt(page).locator('.modal-title').textContent()).toBe(
      'Log in to save this Pin',
    );
    expect(await prompt(page).getByTestId('gated-signup-form').count()).toBe(1);
    // The Save is kept signed out, so the subheader says the saved Pin waits (hasSavedUnauthPin).
    expect(await prompt(page).locator('.modal-subtitle').textContent()).toContain(
      'Your saved Pin is waiting',
    );
    await animationsFinished(page);
    await screenshot(page, 'gated-prompt-signup-desktop');
    // People click the wrong one: the prompt switches to the log-in form and back.
    await prompt(page).getByTestId('gated-prompt-switch').click();
    await prompt(page).getByTestId('limited-login-form').waitFor();
    await prompt(page).getByTestId('gated-prompt-switch').click();
    await prompt(page).getByTestId('gated-signup-form').waitFor();
    await context.close();
  });

  it("at 390 px the mobile signup sheet says 'Log in to save this Pin' and shows the pin", async () => {
    const { context, page } = await newVisitor(PHONE);
    await openPin(page, pins[0]!.id);
    await page.getByTestId('closeup-save').tap();
    await expect.poll(() => prompt(page).getAttribute('data-variant')).toBe('signup_mobile');
    expect(await prompt(page).locator('.modal-title').textContent()).toBe(
      'Log in to save this Pin',
    );
    const image = prompt(page).getByTestId('gated-prompt-pin');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // A sheet: once it has risen, it rests on the bottom edge of the screen.
    await animationsFinished(page);
    const box = (await prompt(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    await screenshot(page, 'gated-prompt-signup-mobile');
    await context.close();
  });
});

describe('"A limited-login viewer sees a login modal on gated actions"', () => {
  it('a browser that signed in here before and signed out gets the login modal', async () => {
    const person = await signUp(browser, 'Returning');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), ACCOUNT_MARKER_KEY))
      .toMatch(/^\{"since":\d+\}$/);
    await page.getByTestId('header-logout').click();
    await page.waitForSelector('[data-testid="header-login"]');
    await openPin(page, pins[1]!.id);
    await page.getByTestId('closeup-save').click();
    await expect.poll(() => prompt(page).getAttribute('data-variant')).toBe('login');
    expect(await prompt(page).locator('.modal-title').textContent()).toBe(
      'Log in to save this Pin',
    );
    expect(await prompt(page).getByTestId('limited-login-form').count()).toBe(1);
    await animationsFinished(page);
    await screenshot(page, 'gated-prompt-login');
    await person.context.close();
  });
});

describe('"saved signed-out pins ... are re-saved automatically, once" after a sign-up from the modal', () => {
  it('keeps the two signed-out saves, through onboarding, and lands on the pin', async () => {
    const { context, page } = await newVisitor();
    await openPin(page, pins[0]!.id);
    await page.getByTestId('closeup-save').click();
    await prompt(page).waitFor();
    await page.keyboard.press('Escape');
    await prompt(page).waitFor({ state: 'detached' });
    const last = pins[1]!.id;
    await openPin(page, last);
    await page.getByTestId('closeup-save').click();
    const form = prompt(page).getByTestId('gated-signup-form');
    await form.waitFor();
    await form.locator('input[name="email"]').fill(`modal-${Date.now()}@example.com`);
    await form.locator('input[name="password"]').fill('a long password');
    await form.locator('input[name="first_name"]').fill('Modal');
    await form.getByTestId('gated-signup-submit').click();
    // Sign-up goes through onboarding first, coming back to the pin afterwards.
    await page.waitForURL((url) => url.pathname === '/onboarding/');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/pin/${last}/`);
    const me = await apiGet<{ username: string }>(page, 'UserResource', {});
    await expect
      .poll(
        async () =>
          (await apiGet<unknown[]>(page, 'UserSavedResource', { username: me.username })).length,
      )
      .toBe(2);
    const record = await page.evaluate(() => localStorage.getItem('corkboard:signedOutSaves'));
    expect(JSON.parse(record ?? '{}')).toMatchObject({ saves: [], unauthSavePinId: null });
    // Every onboarding step skipped (the loading step goes on by itself): the person lands
    // where postLoginPath said.
    for (const name of ['gender', 'interests', 'use_case']) {
      await page.locator(`[data-testid="onboarding"][data-step="${name}"]`).waitFor();
      await page.getByTestId('onboarding-skip').click();
    }
    await page.waitForURL((url) => url.pathname === `/pin/${last}/`, { timeout: 20_000 });
    const again = await apiGet<unknown[]>(page, 'UserSavedResource', { username: me.username });
    expect(again).toHaveLength(2);
    await context.close();
  });
});

describe("the prompts 'Hide this Pin' and 'Create a board' (spec 002 §6, req 002-6.02)", () => {
  it("signed out, Hide Pin in the closeup's … menu asks with 'Hide this Pin'", async () => {
    const { context, page } = await newVisitor();
    await openPin(page, pins[0]!.id);
    await page.locator('.closeup-more [data-testid="pin-card-more"]').click();
    await page.getByTestId('pin-card-upsell-hide').waitFor();
    await screenshot(page, 'gated-prompt-hide-upsell');
    await page.getByTestId('pin-card-upsell-hide').click();
    await expect
      .poll(() => prompt(page).locator('.modal-title').textContent())
      .toBe('Hide this Pin');
    await animationsFinished(page);
    await screenshot(page, 'gated-prompt-hide');
    await context.close();
  });

  it("signed out, Create board on a profile asks with 'Create a board'", async () => {
    const { context, page } = await newVisitor(PHONE);
    await page.goto(`${baseUrl}/demo/`, { waitUntil: 'networkidle' });
    await hydratedAt(page, '[data-testid="profile-create-board-signed-out"]');
    await page.getByTestId('profile-create-board-signed-out').tap();
    await expect
      .poll(() => prompt(page).locator('.modal-title').textContent())
      .toBe('Create a board');
    // Not about a pin: no picture.
    expect(await prompt(page).getByTestId('gated-prompt-pin').count()).toBe(0);
    await animationsFinished(page);
    await screenshot(page, 'gated-prompt-create-board-mobile');
    await context.close();
  });
});
