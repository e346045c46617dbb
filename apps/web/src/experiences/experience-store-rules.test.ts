// The experience store's rules (req 001-4.05: "Store actions: refresh all, update one
// (placement, experience id, status), fetch"; req 001-7.03; req 001-4.16), by table.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS, placementsOfPage, type ExperiencePage } from '@corkboard/domain';
import {
  fetchKey,
  refreshRequest,
  skipsFetch,
  withFetched,
  withUpdate,
  type ByPlacement,
  type Held,
} from './experience-store-rules';

const at = (placementId: number, experienceId: number, status = 'not_viewed') => ({
  [String(placementId)]: { experience_id: experienceId, status },
});
const HOME = PLACEMENTS.home_top.id;
const HEADER = PLACEMENTS.header.id;

describe('"refresh all" asks for the page', () => {
  it.each<[string, ExperiencePage, string | null, object]>([
    [
      'by the platform read, with the page as extra context',
      'home',
      null,
      { resource: 'UserExperiencePlatformResource', options: { extra_context: { page: 'home' } } },
    ],
    [
      "an operator's preview asks by the page's placement ids, the preview riding along",
      'home',
      '600123',
      {
        resource: 'UserExperienceResource',
        options: {
          placement_ids: placementsOfPage('home'),
          preview_experience_id: '600123',
          extra_context: { page: 'home' },
        },
      },
    ],
    [
      '"On pin-building pages the survey check is delayed, polling": the survey is left out',
      'pin_builder',
      null,
      {
        resource: 'UserExperienceResource',
        options: {
          placement_ids: placementsOfPage('pin_builder').filter(
            (id) => id !== PLACEMENTS.survey.id,
          ),
          extra_context: { page: 'pin_builder' },
        },
      },
    ],
  ])('%s', (_, page, preview, expected) => {
    expect(refreshRequest(page, preview)).toEqual(expected);
  });
});

describe('"fetch" one placement', () => {
  const fetched = new Set([fetchKey(HOME, 'home')]);
  it.each<[string, string, boolean, boolean]>([
    [
      '"skipped if a single placement already has the same extra context"',
      fetchKey(HOME, 'home'),
      false,
      true,
    ],
    ['asked again on another page (other extra context)', fetchKey(HOME, 'board'), false, false],
    ['another placement', fetchKey(HEADER, 'home'), false, false],
    ["a delay's re-check or a poll is always fresh", fetchKey(HOME, 'home'), true, false],
  ])('%s', (_, key, fresh, skipped) => {
    expect(skipsFetch(fetched, key, fresh)).toBe(skipped);
  });

  it.each<[string, ByPlacement<Held>, Held | null, ByPlacement<Held>]>([
    [
      'what the server chose now takes the placement',
      at(HOME, 1),
      { experience_id: 2, status: 'not_viewed' },
      at(HOME, 2),
    ],
    ['nothing chosen now empties it', { ...at(HOME, 1), ...at(HEADER, 3) }, null, at(HEADER, 3)],
    [
      'an empty placement filled',
      {},
      { experience_id: 4, status: 'viewed' },
      at(HOME, 4, 'viewed'),
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
  it('changes nothing in place (the store compares by identity)', () => {
    expect(withUpdate(before, HOME, 9, 'viewed')).toBe(before);
    expect(withUpdate(before, HOME, 1, 'viewed')).not.toBe(before);
    expect(before).toEqual({ ...at(HOME, 1), ...at(HEADER, 3) });
  });
});
