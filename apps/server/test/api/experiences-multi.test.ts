// Req 001-7.02, on both engines: "GET UserExperiencePlatformResource | extra_context,
// multiExperiencePlatform flag | fetch multi experiences". With the flag each placement answers
// the list it holds (banners stack, up to MULTI_INLINE_PER_PLACEMENT); without it, one each, as
// before. The page's limits hold either way.
import { describe, expect, it } from 'vitest';
import type { ExperienceWire } from '@corkboard/contracts';
import { MULTI_INLINE_PER_PLACEMENT, PLACEMENTS } from '@corkboard/domain';
import { author, experienceWorld, placed } from './experience-fixtures';
import { clientFor, data, errorCode } from './saving-fixtures';

const world = experienceWorld();
const TOP = String(PLACEMENTS.home_top.id);
const home = { extra_context: { page: 'home' } };

const banner = (priority: number, title: string) =>
  author(world, { priority, display_data: { display_type: 'info-callout', message: title } });

describe('the multi read (req 001-7.02)', () => {
  it('with the flag a placement answers its banners as a list, highest priority first', async () => {
    const low = await banner(0, 'Low');
    const high = await banner(5, 'High');
    const lists = data(
      await world.ada.get('UserExperiencePlatformResource', {
        ...home,
        multiExperiencePlatform: true,
      }),
    ) as Record<string, ExperienceWire[]>;
    expect(lists[TOP]?.map((e) => e.id)).toEqual([placed(high), placed(low)]);
    // Without it: one experience a placement, the first of that list.
    const single = data(await world.ada.get('UserExperiencePlatformResource', home)) as Record<
      string,
      ExperienceWire
    >;
    expect(single[TOP]?.id).toBe(placed(high));
  });

  it(`at most ${MULTI_INLINE_PER_PLACEMENT} banners stack; a dismissed one makes room`, async () => {
    const made = [];
    for (let i = 0; i <= MULTI_INLINE_PER_PLACEMENT; i++) made.push(await banner(10 - i, `B${i}`));
    const visitor = await clientFor(world.server, null);
    const ask = async () =>
      (
        data(
          await visitor.get('UserExperienceResource', {
            placement_ids: [PLACEMENTS.home_top.id],
            multiExperiencePlatform: true,
          }),
        ) as Record<string, ExperienceWire[]>
      )[TOP]?.map((e) => e.id);
    expect(await ask()).toEqual(made.slice(0, MULTI_INLINE_PER_PLACEMENT).map(placed));
    const first = made[0];
    if (!first) throw new Error('no banner');
    const dismissed = await visitor.post('UserExperienceResource', 'delete', {
      placed_experience_id: placed(first),
    });
    expect(dismissed.status, dismissed.raw).toBe(200);
    expect(await ask()).toEqual(made.slice(1).map(placed));
  });

  it('one blocking surface a page still: two modals never come together', async () => {
    const modal = (priority: number, placement_id: number) =>
      author(world, {
        kind: 'modal',
        priority,
        placement_id,
        display_data: { title: 'Hello', body: 'Welcome', complete_button: { text: 'Got it' } },
      });
    const first = await modal(3, PLACEMENTS.home_top.id);
    await modal(1, PLACEMENTS.header.id);
    const lists = data(
      await world.ada.get('UserExperiencePlatformResource', {
        ...home,
        multiExperiencePlatform: true,
      }),
    ) as Record<string, ExperienceWire[]>;
    const modals = Object.values(lists)
      .flat()
      .filter((e) => e.kind === 'modal');
    expect(modals.map((e) => e.id)).toEqual([placed(first)]);
  });

  it('an operator preview comes first in its placement’s list', async () => {
    const live = await banner(9, 'Live');
    const draft = await author(world, {
      status: 'draft',
      display_data: { display_type: 'info-callout', message: 'Draft' },
    });
    const lists = data(
      await world.ops.get('UserExperienceResource', {
        placement_ids: [PLACEMENTS.home_top.id],
        preview_experience_id: String(draft.experience_id),
        multiExperiencePlatform: true,
      }),
    ) as Record<string, ExperienceWire[]>;
    expect(lists[TOP]?.map((e) => [e.id, e.metadata.preview])).toEqual([
      [placed(draft), true],
      [placed(live), false],
    ]);
  });

  it('the flag must be a boolean (invalid_parameters, not a 500)', async () => {
    const res = await world.ada.get('UserExperiencePlatformResource', {
      ...home,
      multiExperiencePlatform: 'yes',
    });
    expect(errorCode(res)).toBe('invalid_parameters');
  });
});
