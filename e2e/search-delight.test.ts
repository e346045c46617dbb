// Search delight, component type 3 (spec 001 §3, req 001-3.02), as a person meets it: an
// operator writes one for a search; the person searches for it and icons burst over the results
// with its message, letting every click through, then it goes. Another search plays nothing; a
// new search typed in place plays for that search. Under reduced motion only the message shows.
// At 1280 px and on a phone.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLACEMENTS, SEARCH_DELIGHT_ICON_COUNT } from '@corkboard/domain';
import { screenshot } from './browser';
import { experienceSuite, openWithExperiences } from './experience-authoring';
import { apiGet, onPhone, signUp } from './session';

const suite = experienceSuite('e2e delight');
const MESSAGE = 'Lanterns aglow: ideas for long evenings.';

async function personWithDelight(name: string) {
  const person = await signUp(suite.browser(), name);
  const made = await suite.author({
    placement_id: PLACEMENTS.search.id,
    kind: 'search_delight',
    priority: 9,
    targeting: { user_ids: [person.id] },
    display_data: {
      search_query_list: ['lanterns'],
      icon: 20,
      iconColor: 4,
      message: MESSAGE,
      duration: 2500,
    },
  });
  return { person, made };
}

const search = (q: string) => `/search/pins/?q=${encodeURIComponent(q)}`;

/** The experiences read for this page has answered; `search-delight` is then there or not. */
async function searchFor(context: BrowserContext, q: string): Promise<Page> {
  return openWithExperiences(context, search(q));
}

describe('search delight (component type 3)', () => {
  it.each([
    ['at 1280 px', false],
    ['on a phone', true],
  ])(
    '%s: a listed search bursts its icons with its message, lets clicks through, then goes',
    async (_, phone) => {
      const { person, made } = await personWithDelight(`Delight ${phone ? 'Phone' : 'Desk'}`);
      const context = phone ? await onPhone(suite.browser(), person) : person.context;
      const page = await searchFor(context, 'paper lanterns');
      const delight = page.getByTestId('search-delight');
      await delight.waitFor();
      expect(await page.getByTestId('search-delight-message').textContent()).toBe(MESSAGE);
      expect(await page.getByTestId('search-delight-message').getAttribute('role')).toBe('status');
      const icons = delight.locator('.xp-delight-icon');
      expect(await icons.count()).toBe(SEARCH_DELIGHT_ICON_COUNT);
      expect(await delight.locator('[data-icon]').getAttribute('data-icon')).toBe('sparkle');
      // It takes no input: what is under it still gets the click.
      expect(await delight.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
      await page.waitForTimeout(900);
      await screenshot(page, `search-delight${phone ? '-phone' : ''}`);
      // Seen: the view is recorded.
      await expect
        .poll(async () => {
          const held = await apiGet<Record<string, { id: string; status: string }>>(
            page,
            'UserExperienceResource',
            {
              placement_ids: [made.placement_id],
              extra_context: { page: 'search', query: 'lanterns' },
            },
          );
          return held[String(made.placement_id)]?.status ?? null;
        })
        .toBe('viewed');
      // Then it goes, after its duration.
      await expect.poll(() => delight.count(), { timeout: 6000 }).toBe(0);
      if (phone) await context.close();
    },
  );

  it('another search plays nothing; a new search typed in place plays for its own search', async () => {
    const { person } = await personWithDelight('Delight Typed');
    const page = await searchFor(person.context, 'soup');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('search-delight').count()).toBe(0);
    const asked = page.waitForResponse(
      (r) =>
        r.url().includes('/resource/UserExperience') &&
        decodeURIComponent(r.url()).includes('lanterns'),
    );
    await page.getByTestId('header-search-input').fill('lanterns');
    await page.getByTestId('header-search-input').press('Enter');
    await asked;
    await page.getByTestId('search-delight').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('lanterns');
    await page.close();
  });

  it('under reduced motion only the message shows: no icon moves', async () => {
    const { person } = await personWithDelight('Delight Still');
    const context = await suite.browser().newContext({
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 900 },
      storageState: await person.context.storageState(),
    });
    const page = await searchFor(context, 'lanterns');
    await page.getByTestId('search-delight-message').waitFor();
    expect(await page.locator('.xp-delight-burst').isVisible()).toBe(false);
    expect(
      await page
        .getByTestId('search-delight-message')
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    await screenshot(page, 'search-delight-reduced-motion');
    await context.close();
  });
});
