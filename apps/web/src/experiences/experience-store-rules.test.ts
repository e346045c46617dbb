// The experience store's rules (req 001-4.05: "Store actions: refresh all, update one
// (placement, experience id, status), fetch"; req 001-7.03; req 001-4.16; req 001-7.02's multi
// read, so a placement holds a list), by table.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS, placementsOfPage, type ExperiencePage } from '@corkboard/domain';
import {
  extraContextOf,
  fetchKey,
  listsOf,
  refreshRequest,
  skipsFetch,
  withFetched,
  withUpdate,
  type ByPlacement,
  type ExtraContext,
  type Held,
} from './experience-store-rules';

const held = (experienceId: number, status = 'not_viewed'): Held => ({
  experience_id: experienceId,
  status,
});
const at = (placementId: number, experienceId: number, status = 'not_viewed') => ({
  [String(placementId)]: [held(experienceId, status)],
});
const HOME = PLACEMENTS.home_top.id;
const HEADER = PLACEMENTS.header.id;
const home: ExtraContext = { page: 'home' };

describe('"refresh all" asks for the page', () => {
  it.each<[string, ExtraContext, string | null, object]>([
    [
      'by the platform read, with the page as extra context',
      { page: 'home' },
      null,
      {
        resource: 'UserExperiencePlatformResource',
        options: { multiExperiencePlatform: true, extra_context: { page: 'home' } },
      },
    ],
    [
      "an operator's preview asks by the page's placement ids, the preview riding along",
      { page: 'home' },
      '600123',
      {
        resource: 'UserExperienceResource',
        options: {
          multiExperiencePlatform: true,
          placement_ids: placementsOfPage('home'),
          preview_experience_id: '600123',
          extra_context: { page: 'home' },
        },
      },
    ],
    [
      '"On pin-building pages the survey check is delayed, polling": the survey is left out',
      { page: 'pin_builder' },
      null,
      {
        resource: 'UserExperienceResource',
        options: {
          multiExperiencePlatform: true,
          placement_ids: placementsOfPage('pin_builder').filter(
            (id) => id !== PLACEMENTS.survey.id,
          ),
          extra_context: { page: 'pin_builder' },
        },
      },
    ],
    [
      'on search results the search rides along, for a search delight (req 001-3.02)',
      { page: 'search', query: 'halloween' },
      null,
      {
        resource: 'UserExperiencePlatformResource',
        options: {
          multiExperiencePlatform: true,
          extra_context: { page: 'search', query: 'halloween' },
        },
      },
    ],
  ])('%s', (_, context, preview, expected) => {
    expect(refreshRequest(context, preview)).toEqual(expected);
  });
});

describe('the extra context of a page', () => {
  it.each<[string, ExperiencePage, string | null, ExtraContext]>([
    [
      'search results carry their search',
      'search',
      ' fall decor ',
      { page: 'search', query: 'fall decor' },
    ],
    ['a search page with no search carries none', 'search', '  ', { page: 'search' }],
    [
      'other pages carry no search, whatever the address says',
      'home',
      'halloween',
      { page: 'home' },
    ],
    [
      'a search longer than the contract takes is cut to 200',
      'search',
      'a'.repeat(300),
      { page: 'search', query: 'a'.repeat(200) },
    ],
  ])('%s', (_, page, query, expected) => expect(extraContextOf(page, query)).toEqual(expected));
});

describe('"fetch" one placement', () => {
  const fetched = new Set([fetchKey(HOME, home)]);
  it.each<[string, string, boolean, boolean]>([
    [
      '"skipped if a single placement already has the same extra context"',
      fetchKey(HOME, home),
      false,
      true,
    ],
    [
      'asked again on another page (other extra context)',
      fetchKey(HOME, { page: 'board' }),
      false,
      false,
    ],
    ['another placement', fetchKey(HEADER, home), false, false],
    [
      'asked again for another search (other extra context)',
      fetchKey(HOME, { page: 'search', query: 'soup' }),
      false,
      false,
    ],
    ["a delay's re-check or a poll is always fresh", fetchKey(HOME, home), true, false],
  ])('%s', (_, key, fresh, skipped) => {
    expect(skipsFetch(fetched, key, fresh)).toBe(skipped);
  });

  it.each<[string, ByPlacement<Held>, Held[], ByPlacement<Held>]>([
    ['what the server chose now takes the placement', at(HOME, 1), [held(2)], at(HOME, 2)],
    ['nothing chosen now empties it', { ...at(HOME, 1), ...at(HEADER, 3) }, [], at(HEADER, 3)],
    ['an empty placement filled', {}, [held(4, 'viewed')], at(HOME, 4, 'viewed')],
    [
      'a stack replaces the placement whole, in the order given',
      at(HOME, 1),
      [held(5), held(1)],
      { [String(HOME)]: [held(5), held(1)] },
    ],
  ])('%s', (_, before, found, after) => {
    expect(withFetched(before, HOME, found)).toEqual(after);
  });
});

describe('"update one (placement, experience id, status)"', () => {
  const before = { ...at(HOME, 1), ...at(HEADER, 3) };
  it.each<[string, number, 'viewed' | 'removed', ByPlacement<Held>]>([
    ['viewed marks it viewed', 1, 'viewed', { ...at(HOME, 1, 'viewed'), ...at(HEADER, 3) }],
    ['removed takes it off the page', 1, 'removed', at(HEADER, 3)],
    ['an experience no longer there is left alone', 9, 'removed', before],
  ])('%s', (_, experienceId, status, after) => {
    expect(withUpdate(before, HOME, experienceId, status)).toEqual(after);
  });
  const stack = { [String(HOME)]: [held(1), held(2)], ...at(HEADER, 3) };
  it.each<[string, number, 'viewed' | 'removed', ByPlacement<Held>]>([
    [
      'in a stack, viewed marks only that one',
      2,
      'viewed',
      { [String(HOME)]: [held(1), held(2, 'viewed')], ...at(HEADER, 3) },
    ],
    [
      'in a stack, removed takes only that one off',
      1,
      'removed',
      { ...at(HOME, 2), ...at(HEADER, 3) },
    ],
  ])('%s', (_, experienceId, status, after) => {
    expect(withUpdate(stack, HOME, experienceId, status)).toEqual(after);
  });
  it('changes nothing in place (the store compares by identity)', () => {
    expect(withUpdate(before, HOME, 9, 'viewed')).toBe(before);
    expect(withUpdate(before, HOME, 1, 'viewed')).not.toBe(before);
    expect(before).toEqual({ ...at(HOME, 1), ...at(HEADER, 3) });
  });
});

describe("listsOf: a read's answer as lists (req 001-7.02)", () => {
  it.each<[string, Record<string, Held | Held[]>, ByPlacement<Held>]>([
    [
      'the multi read answers lists',
      { [String(HOME)]: [held(1), held(2)] },
      { [String(HOME)]: [held(1), held(2)] },
    ],
    ['one experience a placement is a list of one', { [String(HOME)]: held(1) }, at(HOME, 1)],
    ['an empty list leaves the placement out', { [String(HOME)]: [] }, {}],
  ])('%s', (_, answer, lists) => {
    expect(listsOf(answer)).toEqual(lists);
  });
});
