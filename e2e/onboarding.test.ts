// Onboarding (issue 16: "signs up, goes through onboarding, and finds ... a personal first
// feed"; spec 002 §9 "Steps: Gender, InterestPicker, UseCase, LoadingStep, AppInstall"):
// - on a computer: sign-up leads to the steps; three topics picked from their cover pictures
//   are followed; the loading step ends on the home feed, and the flow is over;
// - left half-way, the flow resumes at the first step not answered;
// - on a phone, AppInstall is the last step, and every step can be skipped.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GENDER_TEXT, ONBOARDING, USE_CASE_TEXT } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { apiGet, PHONE } from './session';

const baseUrl = inject('baseUrl');
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Onboarding {
  next_step: string | null;
  gender: string | null;
  use_cases: string[];
  interests_followed: number;
}

/** Signs up through the sign-up page, as a person from an address of their own. */
async function signUpAt(viewport: { width: number; height: number }, phone = false) {
  const part = () => 1 + Math.floor(Math.random() * 254);
  const context: BrowserContext = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
    // The server tells a phone by its User-Agent (domain likelyTouchScreen).
    ...(phone ? { userAgent: ANDROID_PHONE } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': `198.19.${part()}.${part()}` },
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signup/`);
  await page.fill('input[name="email"]', `newcomer-${Date.now()}-${part()}@example.com`);
  await page.fill('input[name="password"]', 'a long password');
  await page.fill('input[name="first_name"]', 'Newcomer');
  await page.click('button[type="submit"]');
  await page.waitForURL(`${baseUrl}/onboarding/`);
  return { context, page };
}

const step = (page: Page, name: string) =>
  page.locator(`[data-testid="onboarding"][data-step="${name}"]`).waitFor();

describe('onboarding after sign-up', () => {
  it('gender, three topics, a use case, then a home feed of its own', async () => {
    const { context, page } = await signUpAt({ width: 1280, height: 900 });
    await step(page, 'gender');
    expect(await page.getByTestId('onboarding').textContent()).toContain('Step 1 of 4');
    await page.getByLabel(GENDER_TEXT.unspecified).check();
    await screenshot(page, 'onboarding-gender');
    await page.getByTestId('onboarding-next').click();

    await step(page, 'interests');
    const tiles = page.getByTestId('onboarding-interest');
    await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('onboarding-next').isDisabled()).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      const followed = page.waitForResponse((r) => r.url().includes('/InterestFollowResource/'));
      await tiles.nth(i).click();
      expect((await followed).ok()).toBe(true);
    }
    expect(await page.getByTestId('onboarding-picked').textContent()).toBe('3 picked');
    await screenshot(page, 'onboarding-interests');
    await page.getByTestId('onboarding-next').click();

    await step(page, 'use_case');
    await page.getByLabel(USE_CASE_TEXT.cook).check();
    await page.getByTestId('onboarding-next').click();
    // The loading step builds the feed, then the home page is the person's.
    await page.waitForURL(`${baseUrl}/`, { timeout: 20_000 });
    await page.locator('[data-testid="pin-card"]').first().waitFor();
    const done = await apiGet<Onboarding>(page, 'UserOnboardingResource', {});
    expect(done).toMatchObject({
      next_step: null,
      gender: 'unspecified',
      use_cases: ['cook'],
      interests_followed: 3,
    });
    await context.close();
  });

  it('left half-way, resumes at the first step not answered', async () => {
    const { context, page } = await signUpAt({ width: 1280, height: 900 });
    await step(page, 'gender');
    await page.getByLabel(GENDER_TEXT.female).check();
    await page.getByTestId('onboarding-next').click();
    await step(page, 'interests');
    await page.goto(`${baseUrl}/`);
    await page.goto(`${baseUrl}/onboarding/`);
    await step(page, 'interests');
    expect(await page.getByTestId('onboarding').textContent()).toContain('Step 2 of 4');
    await context.close();
  });

  it('on a phone, every step can be skipped and AppInstall comes last', async () => {
    const { context, page } = await signUpAt(PHONE, true);
    for (const name of ['gender', 'interests', 'use_case']) {
      await step(page, name);
      if (name === 'interests') {
        await page.getByTestId('onboarding-interest').first().waitFor();
        await screenshot(page, 'onboarding-interests-phone');
      }
      await page.getByTestId('onboarding-skip').click();
    }
    await step(page, 'app_install');
    expect(await page.getByTestId('onboarding').textContent()).toContain('Step 5 of 5');
    await screenshot(page, 'onboarding-app-install-phone');
    await page.getByRole('button', { name: ONBOARDING.notNow }).click();
    await page.waitForURL(`${baseUrl}/`);
    const done = await apiGet<Onboarding>(page, 'UserOnboardingResource', {});
    expect(done).toMatchObject({ next_step: null, gender: null, interests_followed: 0 });
    await context.close();
  });
});
