// Experience surfaces no other browser test draws (issue 15, spec 001 §2): the experience toast,
// the upsell callout, the experience-metrics banner, the hero banner and the welcome-back
// banner, each written by the demo operator and aimed at this file's people only.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  CALLOUT_COMPONENT,
  CALLOUT_ELEMENT,
  CLIENT_EVENT,
  HERO_BANNER_ANIMATION_MS,
  PLACEMENTS,
} from '@corkboard/domain';
import { animationsFinished, screenshot } from './browser';
import {
  experienceSuite,
  flushEvents,
  openWithExperiences,
  sentEvents,
} from './experience-authoring';
import { apiGet, onPhone, PHONE, signIn, signUp } from './session';

const baseUrl = inject('baseUrl');
const suite = experienceSuite('e2e surfaces');
const author = suite.author;

const responseOf = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().includes(path) && r.ok());

/** On a phone, what floats at the bottom sits above the bottom bar, never over it. */
async function expectAboveBottomBar(page: Page, surface: Locator) {
  const bar = page.getByTestId('bottom-nav');
  await bar.waitFor();
  const [box, barBox] = await Promise.all([surface.boundingBox(), bar.boundingBox()]);
  expect(box!.y + box!.height).toBeLessThanOrEqual(barBox!.y);
}

/** A person's page with one experience toast on it, shown. */
async function toastPage(context: BrowserContext, message: string) {
  const page = await openWithExperiences(context);
  const toast = page.getByTestId('toast').filter({ hasText: message });
  await toast.and(page.locator('[data-phase="visible"]')).waitFor();
  return { page, toast };
}

describe('an experience toast (req 001-2.08)', () => {
  it('shows once, though its view is reported and its placement refetched; "its link completes it"', async () => {
    const person = await signUp(suite.browser(), 'Toast Reader');
    const message = 'Fresh ideas are waiting for you.';
    await author({
      placement_id: PLACEMENTS.header.id,
      kind: 'toast',
      targeting: { user_ids: [person.id] },
      // Long enough that a second toast would still be beside the first.
      display_data: { message, duration: 60_000, link: { href: '/ideas/', text: 'See them' } },
    });
    const page = await person.context.newPage();
    // Its view is reported, and "for placement 1000162 a view also refetches all" (req
    // 001-4.04): each hands the toast a new copy of the experience.
    let viewed = false;
    let refetched = false;
    page.on('response', (r) => {
      if (r.url().includes('/UserExperienceViewedResource/update/')) viewed = true;
      else if (viewed && r.url().includes('/UserExperiencePlatformResource/')) refetched = true;
    });
    await page.goto(`${baseUrl}/`);
    const toast = page.getByTestId('toast').filter({ hasText: message });
    await toast.first().waitFor();
    await expect.poll(() => refetched, { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(await toast.count()).toBe(1);
    await toast.and(page.locator('[data-phase="visible"]')).waitFor();
    await screenshot(page, 'experience-toast');

    const completed = responseOf(page, '/UserExperienceCompletedResource/update/');
    await toast.getByTestId('toast-experience').click();
    await completed;
    await page.waitForURL(`${baseUrl}/ideas/`);
    await person.context.close();
  });

  it('"A toast link starting with # has its default action prevented": it goes nowhere and is counted', async () => {
    const person = await signUp(suite.browser(), 'Toast Nowhere');
    const message = 'Nothing to open here.';
    await author({
      placement_id: PLACEMENTS.header.id,
      kind: 'toast',
      targeting: { user_ids: [person.id] },
      display_data: { message, duration: 60_000, link: { href: '#', text: 'OK' } },
    });
    const phone = await onPhone(suite.browser(), person);
    const { page, toast } = await toastPage(phone, message);
    await expectAboveBottomBar(page, toast);
    await screenshot(page, 'experience-toast-phone');
    const events = sentEvents(page);
    const url = page.url();
    const completed = responseOf(page, '/UserExperienceCompletedResource/update/');
    await toast.getByTestId('toast-experience').click();
    await completed;
    await flushEvents(page);
    await expect.poll(() => events.map((e) => e.event_type)).toContain(CLIENT_EVENT.emptyHref);
    expect(page.url()).toBe(url);
    await phone.close();
    await person.context.close();
  });
});

describe('banners (req 001-2.01, 001-2.03, 001-5.02, 001-5.04)', () => {
  it('an upsell callout: its button logs 101 with the upsell component and completes it', async () => {
    const person = await signUp(suite.browser(), 'Upsell Reader');
    const { experience_id } = await author({
      placement_id: PLACEMENTS.home_top.id,
      kind: 'upsell',
      targeting: { user_ids: [person.id] },
      display_data: {
        display_type: 'upsell',
        title: 'Corkboard for business',
        message: 'See how your Pins do with a free business account.',
        primaryAction: { label: 'Tell me more' },
      },
    });
    const phone = await onPhone(suite.browser(), person);
    for (const context of [person.context, phone]) {
      const page = await openWithExperiences(context);
      const banner = page.getByTestId('experience-banner');
      await banner.waitFor();
      expect(await banner.getAttribute('data-kind')).toBe('upsell');
      if (context !== phone) {
        await screenshot(page, 'experience-upsell');
        await page.close();
        continue;
      }
      await expectAboveBottomBar(page, banner);
      await screenshot(page, 'experience-upsell-phone');
      const events = sentEvents(page);
      const completed = responseOf(page, '/UserExperienceCompletedResource/update/');
      await banner.getByTestId('experience-primary').click();
      await completed;
      await banner.waitFor({ state: 'detached' });
      await flushEvents(page);
      await expect
        .poll(() => events.find((e) => e.event_type === CLIENT_EVENT.calloutAction))
        .toMatchObject({
          object_id: String(experience_id),
          component: CALLOUT_COMPONENT.upsell,
          element: CALLOUT_ELEMENT.primary,
        });
    }
    await phone.close();
    await person.context.close();
  });

  it('an experience-metrics banner with "at least 2 buttons", title_text and subtitle_text', async () => {
    const person = await signUp(suite.browser(), 'Metrics Reader');
    await author({
      placement_id: PLACEMENTS.home_top.id,
      kind: 'metrics_banner',
      targeting: { user_ids: [person.id] },
      display_data: {
        title_text: 'How is your home feed?',
        subtitle_text: 'One tap tells us.',
        buttons: [{ text: 'Great' }, { text: 'Not great' }, { text: 'Mixed' }],
      },
    });
    const page = await openWithExperiences(person.context);
    const banner = page.getByTestId('experience-banner');
    await banner.waitFor();
    expect(await banner.getByRole('heading').textContent()).toBe('How is your home feed?');
    expect(await banner.textContent()).toContain('One tap tells us.');
    expect(await banner.locator('.xp-banner-actions > *').allTextContents()).toEqual([
      'Great',
      'Not great',
      'Mixed',
    ]);
    await screenshot(page, 'experience-metrics-banner');
    const completed = responseOf(page, '/UserExperienceCompletedResource/update/');
    await banner.getByRole('button', { name: 'Not great' }).click();
    await completed;
    await banner.waitFor({ state: 'detached' });
    await person.context.close();
  });

  it('a hero banner slides in and out: "Hero banner enter and exit animation: 400 ms"', async () => {
    const person = await signUp(suite.browser(), 'Hero Reader');
    await author({
      placement_id: PLACEMENTS.home_top.id,
      kind: 'hero',
      targeting: { user_ids: [person.id] },
      display_data: {
        title: 'Find your next idea',
        message: 'Recipes, rooms, outfits and more, saved in one place.',
      },
    });
    const page = await person.context.newPage();
    // The phases the hero banner goes through, from its first frame.
    await page.addInitScript(() => {
      const phases: string[] = [];
      Object.assign(window, { heroPhases: phases });
      const note = (el: Element | null | undefined) => {
        const phase = el?.getAttribute('data-phase');
        if (phase && phases.at(-1) !== phase) phases.push(phase);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') note(record.target as Element);
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            note(node.closest('[data-kind="hero"]') ?? node.querySelector('[data-kind="hero"]'));
          }
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-phase'],
      });
    });
    await page.goto(`${baseUrl}/`);
    const banner = page.locator('[data-testid="experience-banner"][data-kind="hero"]');
    await banner.and(page.locator('[data-phase="shown"]')).waitFor();
    await animationsFinished(page);
    const motion = () =>
      banner.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          property: style.transitionProperty,
          duration: style.transitionDuration,
          opacity: style.opacity,
        };
      });
    expect(await motion()).toEqual({
      property: 'transform, opacity',
      duration: `${HERO_BANNER_ANIMATION_MS / 1000}s`,
      opacity: '1',
    });
    await screenshot(page, 'experience-hero-banner');
    const dismissed = responseOf(page, '/UserExperienceResource/delete/');
    await banner.getByTestId('experience-dismiss').click();
    await dismissed;
    await banner.waitFor({ state: 'detached' });
    // In from its entering state, out through its leaving one, by the same transition.
    expect(
      await page.evaluate(() => (window as unknown as { heroPhases: string[] }).heroPhases),
    ).toEqual(['entering', 'shown', 'leaving']);
    await person.context.close();
  });
});

describe("the welcome-back banner (req 001-2.09): 'Welcome back, {name}' and the person's picture", () => {
  it("greets a demo member by name, with the member's picture, on a desktop and a phone", async () => {
    // A demo member no other test signs in as, who has a picture (new sign-ups have none).
    const member = await signIn(suite.browser(), 'grace_kim', 'corkboard-demo');
    const setup = await member.newPage();
    await setup.goto(`${baseUrl}/`);
    const me = await apiGet<{ id: string; first_name: string; image_medium_url: string | null }>(
      setup,
      'UserResource',
      {},
    );
    expect(me.image_medium_url).toBeTruthy();
    await author({
      placement_id: PLACEMENTS.home_top.id,
      kind: 'welcome_back',
      targeting: { user_ids: [me.id] },
      display_data: { message: 'Here is what is new since your last visit.' },
    });
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      const page = await openWithExperiences(member);
      await page.setViewportSize(viewport);
      const banner = page.getByTestId('experience-banner');
      await banner.waitFor();
      expect(await banner.getByRole('heading').textContent()).toBe(
        `Welcome back, ${me.first_name}`,
      );
      const picture = banner.locator('img');
      expect(await picture.getAttribute('src')).toBe(me.image_medium_url);
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      if (viewport === PHONE) await expectAboveBottomBar(page, banner);
      await screenshot(
        page,
        viewport === PHONE ? 'experience-welcome-back-phone' : 'experience-welcome-back',
      );
      await page.close();
    }
    await member.close();
  });
});
