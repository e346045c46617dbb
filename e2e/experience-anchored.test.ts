// Experiences pinned to something on the page (issue 15, spec 001 §4) that no other browser test
// draws: an educational popover, tooltips without a pulsar and an anchored flyout, and how each
// goes; and a survey whose delay is applied once. Each is written by the demo operator and aimed
// at one of this file's people only (one person each: a person meets one new interruption at a
// time).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PLACEMENTS } from '@corkboard/domain';
import { screenshot } from './browser';
import { authorSurvey, experienceSuite, openWithExperiences } from './experience-authoring';
import { signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const suite = experienceSuite('e2e anchored');
const author = suite.author;

/** A new person with one experience aimed at them, in the header's placement. */
async function personWith(name: string, kind: string, displayData: object): Promise<Person> {
  const person = await signUp(suite.browser(), name);
  await author({
    placement_id: PLACEMENTS.header.id,
    kind,
    targeting: { user_ids: [person.id] },
    display_data: displayData,
  });
  return person;
}

const dismissal = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/UserExperienceResource/delete/') && r.ok());

/** The card is drawn against its anchor: below it, and overlapping it across. */
async function expectBeside(card: Locator, anchor: Locator) {
  const [box, at] = await Promise.all([card.boundingBox(), anchor.boundingBox()]);
  expect(box!.y).toBeGreaterThanOrEqual(at!.y + at!.height);
  expect(box!.x).toBeLessThan(at!.x + at!.width);
  expect(box!.x + box!.width).toBeGreaterThan(at!.x);
}

describe('an educational popover (req 001-2.04, 001-5.05)', () => {
  it('"needs an anchor that exists on the page": it points at it, stays on an outside click, and its close dismisses it', async () => {
    const person = await personWith('Popover Reader', 'popover', {
      anchor: 'header_create',
      title: 'Make your own Pins',
      message: 'Add a picture of something you love and pick a board for it.',
      button_text: 'Got it',
    });
    const page = await openWithExperiences(person.context);
    const card = page.getByTestId('experience-anchored');
    await card.waitFor();
    expect(await card.getAttribute('data-kind')).toBe('popover');
    expect(await card.getByRole('heading').textContent()).toBe('Make your own Pins');
    await expectBeside(card, page.getByTestId('header-create').first());
    await screenshot(page, 'experience-popover');
    // Only a tooltip goes on a click outside (req 001-4.07).
    await page.mouse.click(467, 40);
    await page.waitForTimeout(300);
    expect(await card.count()).toBe(1);
    const dismissed = dismissal(page);
    await card.getByTestId('experience-dismiss').click();
    await dismissed;
    await card.waitFor({ state: 'detached' });
    await person.context.close();
  });
});

describe('a tooltip without a pulsar (req 001-2.06, 001-4.07)', () => {
  it('shows at once, and "a click on the anchor" dismisses it', async () => {
    const person = await personWith('Tooltip Anchor', 'tooltip', {
      anchor: 'header_search',
      has_pulsar: false,
      has_tooltip: true,
      tooltip: { mainText: 'Search for recipes, rooms and more.', confirmButtonText: 'Got it' },
    });
    const page = await openWithExperiences(person.context);
    const card = page.getByTestId('experience-anchored');
    await card.waitFor();
    expect(await page.getByTestId('experience-pulsar').count()).toBe(0);
    expect(await card.textContent()).toContain('Search for recipes, rooms and more.');
    await expectBeside(card, page.locator('form.header-search'));
    await screenshot(page, 'experience-tooltip-no-pulsar');
    // A click on the tooltip itself leaves it.
    await card.getByText('Search for recipes, rooms and more.').click();
    expect(await card.count()).toBe(1);
    const dismissed = dismissal(page);
    await page.getByTestId('header-search-input').click();
    await dismissed;
    await card.waitFor({ state: 'detached' });
    await person.context.close();
  });

  it('"or a timer (disappearTime when configured)" dismisses it untouched', async () => {
    const person = await personWith('Tooltip Timer', 'tooltip', {
      anchor: 'header_today',
      has_tooltip: true,
      disappearTime: 1500,
      tooltip: { mainText: 'What is new today, every day.' },
    });
    const page = await person.context.newPage();
    const dismissed = dismissal(page);
    await page.goto(`${baseUrl}/`);
    const card = page.getByTestId('experience-anchored');
    await card.waitFor();
    await screenshot(page, 'experience-tooltip-timer');
    await dismissed;
    await card.waitFor({ state: 'detached' });
    await person.context.close();
  });
});

describe('an anchored flyout (req 001-4.11, 001-9.02)', () => {
  it('"dismissed ... by scroll ... when scroll_to_dismiss is set, after the configured delay"', async () => {
    const person = await personWith('Flyout Reader', 'flyout', {
      anchor: 'header_explore',
      message: 'Explore collects the ideas people save most.',
      scroll_to_dismiss: true,
      scroll_to_dismiss_delay_in_seconds: 1.5,
    });
    const page = await person.context.newPage();
    // A scroll the moment it appears, well inside its delay.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="experience-anchored"]')) return;
        observer.disconnect();
        const scrolled = new Promise((done) =>
          window.addEventListener('scroll', () => requestAnimationFrame(done), { once: true }),
        );
        window.scrollBy(0, 200);
        Object.assign(window, { earlyScroll: scrolled });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/`);
    const card = page.getByTestId('experience-anchored');
    await card.waitFor();
    expect(await card.getAttribute('data-kind')).toBe('flyout');
    await expect.poll(() => page.evaluate(() => 'earlyScroll' in window)).toBe(true);
    await page.evaluate(() => (window as unknown as { earlyScroll: Promise<void> }).earlyScroll);
    await page.waitForTimeout(200);
    expect(await card.count()).toBe(1);
    await expectBeside(card, page.getByTestId('nav-explore'));
    await screenshot(page, 'experience-flyout');
    // Past its delay, a scroll dismisses it.
    await page.waitForTimeout(1600);
    const dismissed = dismissal(page);
    await page.mouse.wheel(0, 400);
    await dismissed;
    await card.waitFor({ state: 'detached' });
    await person.context.close();
  });
});

describe('a survey is delayed once (req 001-4.14)', () => {
  it('"1 immediate": an immediate survey shows once its frame loads, whatever its delay_in_millis', async () => {
    const person = await signUp(suite.browser(), 'Survey Now');
    // The delay is the presentation delay, which action_trigger 1 does without.
    await authorSurvey(author, person.id, {
      title: 'Right now?',
      action_trigger: 1,
      delay_in_millis: 600_000,
    });
    const page = await openWithExperiences(person.context);
    await page.getByTestId('experience-survey').waitFor({ state: 'visible', timeout: 20_000 });
    await person.context.close();
  });
});
