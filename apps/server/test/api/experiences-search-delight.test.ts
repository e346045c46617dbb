// Search delight, component type 3 (spec 001 §3, req 001-3.02), on both engines: an operator
// writes one for some searches (display_data.search_query_list); the server chooses it only for
// search results whose extra_context.query is one of them, answers it with component_type 3,
// and refuses one that could never play.
import { describe, expect, it } from 'vitest';
import type { ExperienceWire } from '@corkboard/contracts';
import { COMPONENT_TYPE, PLACEMENTS } from '@corkboard/domain';
import { author, experienceWorld, placed } from './experience-fixtures';
import { clientFor, data, errorCode } from './saving-fixtures';

const world = experienceWorld();
const SEARCH = String(PLACEMENTS.search.id);
const delightData = {
  search_query_list: ['halloween', 'fall decor'],
  icon: 21,
  iconColor: 6,
  message: 'Spooky season!',
};
const delight = (fields: Record<string, unknown> = {}) =>
  author(world, {
    kind: 'search_delight',
    placement_id: PLACEMENTS.search.id,
    display_data: delightData,
    ...fields,
  });

async function atSearch(extra: Record<string, unknown>, who = world.ada) {
  const lists = data(
    await who.get('UserExperiencePlatformResource', {
      extra_context: { page: 'search', ...extra },
      multiExperiencePlatform: true,
    }),
  ) as Record<string, ExperienceWire[]>;
  return lists[SEARCH] ?? [];
}

describe('search delight (component type 3, req 001-3.02)', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['plays for a search its list names', { query: 'Halloween' }, true],
    ['… or one holding it, word for word', { query: 'easy fall decor ideas' }, true],
    ['not for another search', { query: 'soup' }, false],
    ['not for a word it only starts', { query: 'halloweens' }, false],
    ['not when the page tells no search', {}, false],
  ])('%s', async (_rule, extra, plays) => {
    const made = await delight();
    const found = await atSearch(extra);
    expect(found.map((e) => e.id)).toEqual(plays ? [placed(made)] : []);
    if (plays) {
      expect(found[0]?.component_type).toBe(COMPONENT_TYPE.searchDelight);
      expect(found[0]?.kind).toBe('search_delight');
      expect(found[0]?.display_data.message).toBe('Spooky season!');
      expect(found[0]?.extra_context).toMatchObject({ query: extra.query });
    }
  });

  it('a signed-out visitor sees it too; the single-placement read matches the same way', async () => {
    const made = await delight();
    const visitor = await clientFor(world.server, null);
    expect((await atSearch({ query: 'halloween' }, visitor)).map((e) => e.id)).toEqual([
      placed(made),
    ]);
    const single = data(
      await visitor.get('UserExperienceResource', {
        placement_ids: [PLACEMENTS.search.id],
        extra_context: { page: 'search', query: 'fall decor' },
      }),
    ) as Record<string, ExperienceWire>;
    expect(single[SEARCH]?.id).toBe(placed(made));
  });

  it('stops after its views are used up (caps.max_views)', async () => {
    const made = await delight({ caps: { max_views: 1 } });
    const visitor = await clientFor(world.server, null);
    expect((await atSearch({ query: 'halloween' }, visitor)).length).toBe(1);
    const viewed = await visitor.post('UserExperienceViewedResource', 'update', {
      placed_experience_id: placed(made),
    });
    expect(viewed.status, viewed.raw).toBe(200);
    expect(await atSearch({ query: 'halloween' }, visitor)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'one that lists no search',
      { display_data: { ...delightData, search_query_list: [] } },
      'display_data.search_query_list',
    ],
    [
      'one with an icon code outside the table',
      { display_data: { ...delightData, icon: 99 } },
      'display_data.icon',
    ],
    [
      'one placed anywhere but search results',
      { placement_id: PLACEMENTS.home_top.id },
      'placement_id',
    ],
  ])('refuses %s with invalid_parameters naming the field', async (_rule, fields, field) => {
    const res = await world.ops.post('ExperienceAdminResource', 'create', {
      name: 'bad delight',
      kind: 'search_delight',
      placement_id: PLACEMENTS.search.id,
      display_data: delightData,
      ...fields,
    });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.message).toContain(field);
  });

  it('a search longer than the contract takes is invalid_parameters, not a 500', async () => {
    const res = await world.ada.get('UserExperiencePlatformResource', {
      extra_context: { page: 'search', query: 'a'.repeat(201) },
    });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('invalid_parameters');
  });
});
