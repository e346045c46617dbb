// Req 001-7.02, "fetch multi experiences", as a person sees it: the page asks the multi way, so
// two banners at one placement both show, stacked, highest priority first; dismissing one
// leaves the other in place, and it never returns. At 1280 px and on a phone.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '@corkboard/domain';
import { screenshot } from './browser';
import { experienceSuite, openWithExperiences } from './experience-authoring';
import { onPhone, signUp } from './session';

const suite = experienceSuite('e2e stack');

async function personWithTwoBanners(name: string) {
  const person = await signUp(suite.browser(), name);
  const banner = (priority: number, title: string) =>
    suite.author({
      placement_id: PLACEMENTS.home_top.id,
      kind: 'callout',
      priority,
      targeting: { user_ids: [person.id] },
      display_data: { display_type: 'info-callout', title, message: `${title}, for you.` },
    });
  const first = await banner(5, 'Boards can be shared');
  const second = await banner(1, 'Sections keep boards tidy');
  return { person, first, second };
}

describe('several banners at one placement (the multi read)', () => {
  it.each([
    ['at 1280 px', false],
    ['on a phone', true],
  ])('%s: both show, stacked by priority; one dismissed, the other stays', async (_, phone) => {
    const { person, first, second } = await personWithTwoBanners(
      `Stack ${phone ? 'Phone' : 'Desk'}`,
    );
    const context = phone ? await onPhone(suite.browser(), person) : person.context;
    const home = await openWithExperiences(context);
    const asked: string[] = [];
    home.on('request', (r) => {
      if (r.url().includes('/resource/UserExperience')) asked.push(decodeURIComponent(r.url()));
    });
    const banners = home.getByTestId('experience-banner');
    await expect.poll(() => banners.count()).toBe(2);
    expect(await banners.evaluateAll((els) => els.map((el) => el.dataset.experienceId))).toEqual([
      String(first.experience_id),
      String(second.experience_id),
    ]);
    // Stacked: the second sits below the first, neither over the other.
    const [top, below] = await banners.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
    );
    expect(below?.top ?? 0).toBeGreaterThanOrEqual(top?.bottom ?? Infinity);
    await screenshot(home, `experience-stack${phone ? '-phone' : ''}`);

    const dismissed = home.waitForResponse(
      (r) => r.url().includes('/UserExperienceResource/delete/') && r.ok(),
    );
    await banners.first().getByTestId('experience-dismiss').click();
    await dismissed;
    await expect.poll(() => banners.count()).toBe(1);
    expect(await banners.first().getAttribute('data-experience-id')).toBe(
      String(second.experience_id),
    );
    // The refetch after the dismissal asked the multi way too.
    await expect
      .poll(() => asked.filter((url) => url.includes('"multiExperiencePlatform":true')).length)
      .toBeGreaterThan(0);

    await home.reload();
    await expect.poll(() => banners.count()).toBe(1);
    expect(await banners.first().getAttribute('data-experience-id')).toBe(
      String(second.experience_id),
    );
    await context.close();
  });
});
