// Experiences in the browser (issue 15, spec 001 §4): a visitor's tooltip with a pulsar, a
// survey that waits for its delay and completes in its frame, one blocking surface at a time,
// and an operator who writes a banner, previews it, publishes it and sees it counted. Each
// experience targets only this file's people (their ids, or the visitors' Esperanto locale),
// so no other test meets it.
import { describe, expect, inject, it } from 'vitest';
import { PLACEMENTS } from '@corkboard/domain';
import { screenshot } from './browser';
import {
  authorSurvey,
  experienceSuite,
  flushEvents,
  openWithExperiences,
} from './experience-authoring';
import { apiGet, PHONE, signUp } from './session';

const baseUrl = inject('baseUrl');
const suite = experienceSuite('e2e');
const author = suite.author;

describe("a visitor's tooltip with a pulsar (req 001-4.06, 001-4.07)", () => {
  it('"The pulsar shows first; a tap pauses it and reveals the tooltip"; dismissed, it never returns', async () => {
    await author({
      placement_id: PLACEMENTS.header.id,
      kind: 'tooltip',
      targeting: { audience: 'signed_out', locales: ['eo'] },
      display_data: {
        anchor: 'header_search',
        has_pulsar: true,
        has_tooltip: true,
        tooltip: { mainText: 'Search for any idea here.' },
      },
    });
    for (const [viewport, name] of [
      [{ width: 1280, height: 900 }, 'experience-tooltip'],
      [PHONE, 'experience-tooltip-phone'],
    ] as const) {
      const visitor = await suite.browser().newContext({ viewport, locale: 'eo' });
      const page = await openWithExperiences(visitor);
      const pulsar = page.getByTestId('experience-pulsar');
      await pulsar.waitFor();
      expect(await page.getByTestId('experience-anchored').count()).toBe(0);
      await pulsar.click();
      const tooltip = page.getByTestId('experience-anchored');
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toContain('Search for any idea here.');
      await screenshot(page, name);
      // "an outside dismiss"
      const dismissed = page.waitForResponse((r) =>
        r.url().includes('/UserExperienceResource/delete/'),
      );
      await page.mouse.click(viewport.width / 2, viewport.height - 40);
      expect((await dismissed).ok()).toBe(true);
      await tooltip.waitFor({ state: 'detached' });
      const again = await openWithExperiences(visitor);
      await again.waitForTimeout(300);
      expect(await again.getByTestId('experience-pulsar').count()).toBe(0);
      await visitor.close();
    }
    // A visitor in another language was never its audience.
    const other = await suite.browser().newContext({ locale: 'en-GB' });
    const page = await openWithExperiences(other);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('experience-pulsar').count()).toBe(0);
    await other.close();
  });
});

describe('a survey (req 001-4.13, 001-4.14)', () => {
  it('appears after its delay, opens its frame, and "surveyFinished" completes it', async () => {
    const person = await signUp(suite.browser(), 'Survey Taker');
    const id = await authorSurvey(author, person.id, {
      title: 'Got a minute?',
      sub_text: 'One question.',
      action_trigger: 3,
      delay_in_millis: 1500,
      complete_button: { text: 'Sure' },
    });
    const page = await openWithExperiences(person.context);
    const survey = page.getByTestId('experience-survey');
    // Loaded behind its delay: not shown yet.
    await page.waitForTimeout(400);
    expect(await survey.isVisible()).toBe(false);
    await survey.waitFor({ state: 'visible', timeout: 20_000 });
    await screenshot(page, 'experience-survey');
    // The page beneath does not scroll while it is open (req 001-4.10).
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.getByTestId('survey-accept').click();
    const frame = page.frameLocator('[data-testid="survey-frame"]');
    await frame.getByTestId('survey-rating-9').check();
    const completed = page.waitForResponse((r) =>
      r.url().includes('/UserExperienceCompletedResource/update/'),
    );
    await frame.getByTestId('survey-send').click();
    expect((await completed).ok()).toBe(true);
    await survey.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    const stats = await apiGet<{ days: { completions: number; views: number }[] }>(
      suite.ops(),
      'ExperienceStatsResource',
      { experience_id: id, days: 1 },
    );
    expect(stats.days[0]).toMatchObject({ views: 1, completions: 1 });
    await person.context.close();
  });
});

describe('one blocking surface on a page', () => {
  it('"two blocking experiences targeted at one page never show together"', async () => {
    const person = await signUp(suite.browser(), 'Two Modals');
    const modal = (title: string, placement: number, priority: number) =>
      author({
        placement_id: placement,
        kind: 'modal',
        priority,
        targeting: { user_ids: [person.id] },
        display_data: { title, body: 'Hello there.', complete_button: { text: 'Got it' } },
      });
    await modal('The lesser one', PLACEMENTS.home_top.id, 1);
    await modal('The first one', PLACEMENTS.header.id, 2);
    const page = await openWithExperiences(person.context);
    const dialogs = page.getByTestId('experience-modal');
    await dialogs.first().waitFor();
    await page.waitForTimeout(500);
    expect(await dialogs.count()).toBe(1);
    expect(await dialogs.textContent()).toContain('The first one');
    await page.getByTestId('experience-complete').click();
    await dialogs.first().waitFor({ state: 'detached' });
    // The other one waits: a new interruption is held back after one was just seen.
    const next = await openWithExperiences(person.context);
    await next.waitForTimeout(500);
    expect(await next.getByTestId('experience-modal').count()).toBe(0);
    await person.context.close();
  });
});

describe('the operator writes a banner (/admin/experiences)', () => {
  it('creates it as a draft, previews it, publishes it, and a person sees it, counted', async () => {
    const ops = suite.ops();
    const person = await signUp(suite.browser(), 'Banner Reader');
    await ops.goto(`${baseUrl}/admin/experiences/`);
    const form = ops.getByTestId('admin-experience-new');
    const name = `Banner for ${person.username}`;
    await form.locator('input[name="name"]').fill(name);
    await form.locator('select[name="kind"]').selectOption('callout');
    await form.locator('select[name="placement_id"]').selectOption(String(PLACEMENTS.home_top.id));
    await form.locator('select[name="status"]').selectOption('draft');
    await form.locator('textarea[name="display_data"]').fill(
      JSON.stringify({
        display_type: 'info-callout',
        title: 'Boards are better together',
        message: 'Invite a friend to a board.',
      }),
    );
    await form
      .locator('textarea[name="targeting"]')
      .fill(JSON.stringify({ user_ids: [person.id] }));
    await form.getByTestId('admin-experience-create').click();
    const card = ops.getByTestId('admin-experience').filter({ hasText: name });
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('draft');
    // "as a chosen kind of viewer": aimed at one person, no kind of viewer sees it.
    const viewers = card.getByTestId('admin-experience-viewers');
    expect(await viewers.locator('[data-sees="yes"]').count()).toBe(0);
    expect(await viewers.locator('[data-viewer="member"]').textContent()).toContain(
      'named people only',
    );
    await screenshot(ops, 'admin-experiences');

    // The preview shows the draft at its placement, to the operator only.
    const href = await card.getByTestId('admin-experience-preview').getAttribute('href');
    const preview = await openWithExperiences(suite.operator(), href ?? '/');
    await preview
      .getByTestId('experience-banner')
      .filter({ hasText: 'Boards are better together' })
      .waitFor();
    await screenshot(preview, 'experience-banner-preview');
    const before = await openWithExperiences(person.context);
    await before.waitForTimeout(300);
    expect(await before.getByTestId('experience-banner').count()).toBe(0);

    await card.getByTestId('admin-experience-publish').click();
    await ops
      .getByTestId('admin-experience')
      .filter({ hasText: name })
      .and(ops.locator('[data-status="active"]'))
      .waitFor();
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      const page = await openWithExperiences(person.context);
      await page.setViewportSize(viewport);
      const banner = page.getByTestId('experience-banner');
      await banner.waitFor();
      await screenshot(page, viewport === PHONE ? 'experience-banner-phone' : 'experience-banner');
      if (viewport === PHONE) {
        const dismissed = page.waitForResponse((r) =>
          r.url().includes('/UserExperienceResource/delete/'),
        );
        await banner.getByTestId('experience-dismiss').click();
        expect((await dismissed).ok()).toBe(true);
        await banner.waitFor({ state: 'detached' });
      }
    }
    const id = Number(await card.getAttribute('data-experience-id'));
    await ops.goto(`${baseUrl}/admin/experiences/?id=${id}`);
    await ops.getByTestId('admin-experience-svg').waitFor();
    const today = ops.getByTestId('admin-experience-day');
    expect(await today.count()).toBe(1);
    // Views, completions, dismissals, clicks: one view (recorded once), one dismissal.
    const cells = await today.first().locator('td').allTextContents();
    expect(cells.slice(1)).toEqual(['1', '0', '1', '0']);
    await screenshot(ops, 'admin-experience-chart');
    await person.context.close();
  });
});

describe('links of banners (req 001-5.06, 001-8.05)', () => {
  it('"Banner links in http form open in a new tab"; an empty or #-only one goes nowhere and is counted', async () => {
    const person = await signUp(suite.browser(), 'Banner Links');
    await author({
      placement_id: PLACEMENTS.home_top.id,
      kind: 'callout',
      targeting: { user_ids: [person.id] },
      display_data: {
        display_type: 'warning-callout',
        message: 'Two links.',
        primaryAction: { label: 'Nowhere', href: '#' },
        secondaryAction: { label: 'Elsewhere', href: 'https://example.com/read-more' },
      },
    });
    const page = await openWithExperiences(person.context);
    const banner = page.getByTestId('experience-banner');
    await banner.waitFor();
    const elsewhere = banner.getByTestId('experience-secondary');
    expect(await elsewhere.getAttribute('target')).toBe('_blank');
    expect(await elsewhere.getAttribute('rel')).toContain('noopener');
    const url = page.url();
    const logged = page.waitForRequest(
      (r) => r.url().endsWith('/v3/events/') && (r.postData() ?? '').includes('900002'),
    );
    await banner.getByTestId('experience-primary').click();
    await flushEvents(page);
    await logged;
    expect(page.url()).toBe(url);
    await person.context.close();
  });
});
