// Req 001-7.02: "GET UserExperiencePlatformResource | extra_context, multiExperiencePlatform
// flag | fetch multi experiences". The multi read lets one placement hold several experiences;
// the page's limits (one blocking, one anchored, one toast) stay what they are.
import { describe, expect, it } from 'vitest';
import {
  decideExperienceLists,
  decideExperiences,
  MULTI_INLINE_PER_PLACEMENT,
  NO_EXPERIENCE_STATE,
  type ExperienceDefinition,
} from './experience-decision';
import type { ExperienceKind } from './experience-kinds';
import type { ExperienceViewer } from './experience-targeting';
import { PLACEMENTS, placementsOfPage } from './placements';

const NOW = 1_800_000_000_000;
const viewer: ExperienceViewer = {
  signedIn: true,
  isBot: false,
  userId: '7',
  accountCreatedAt: NOW - 100 * 24 * 60 * 60 * 1000,
  resurrectedAt: null,
  device: 'desktop',
  locale: 'en-GB',
  interestIds: [],
  experimentGroups: {},
  advertiserId: null,
};

const TOP = PLACEMENTS.home_top.id;
const HEADER = PLACEMENTS.header.id;

/** `[id, kind, placement, priority]` rows, as an operator would have written them. */
type Row = [number, ExperienceKind, number, number];
const definitions = (rows: Row[]): ExperienceDefinition[] =>
  rows.map(([id, kind, placementId, priority]) => ({
    id,
    placementId,
    kind,
    status: 'active',
    priority,
    startsAt: null,
    endsAt: null,
    targeting: {},
    caps: {},
    displayData: kind === 'modal' ? { title: 't', body: 'b', complete_button_text: 'ok' } : {},
  }));

function lists(rows: Row[], multi: boolean, states: [number, number][] = []) {
  const chosen = decideExperienceLists(
    {
      experiences: definitions(rows),
      viewer,
      states: new Map(
        states.map(([id, dismissedAt]) => [id, { ...NO_EXPERIENCE_STATE, dismissedAt }]),
      ),
      placementIds: placementsOfPage('home'),
      now: NOW,
    },
    { multi },
  );
  return Object.fromEntries([...chosen].map(([p, list]) => [p, list.map((e) => e.id)]));
}

describe('decideExperienceLists: the multi read (req 001-7.02)', () => {
  it.each<[string, Row[], Record<number, number[]>]>([
    [
      'banners of one placement stack, highest priority first',
      [
        [1, 'callout', TOP, 0],
        [2, 'upsell', TOP, 5],
        [3, 'hero', TOP, 1],
      ],
      { [TOP]: [2, 3, 1] },
    ],
    [
      `at most ${MULTI_INLINE_PER_PLACEMENT} banners stack at one placement`,
      [
        [1, 'callout', TOP, 4],
        [2, 'callout', TOP, 3],
        [3, 'callout', TOP, 2],
        [4, 'callout', TOP, 1],
      ],
      { [TOP]: [1, 2, 3] },
    ],
    [
      'a modal beside banners at one placement, still one blocking surface a page',
      [
        [1, 'callout', TOP, 0],
        [2, 'modal', TOP, 2],
        [3, 'modal', HEADER, 1],
      ],
      { [TOP]: [2, 1] },
    ],
    [
      'one anchored surface a page, whatever the placements',
      [
        [1, 'tooltip', TOP, 1],
        [2, 'popover', TOP, 0],
        [3, 'flyout', HEADER, 0],
      ],
      { [TOP]: [1] },
    ],
  ])('%s', (_rule, rows, expected) => {
    expect(lists(rows, true)).toEqual(expected);
  });

  it('without the flag a placement holds one: its first, as decideExperiences gives', () => {
    const rows: Row[] = [
      [1, 'callout', TOP, 0],
      [2, 'upsell', TOP, 5],
      [3, 'modal', HEADER, 0],
    ];
    expect(lists(rows, false)).toEqual({ [TOP]: [2], [HEADER]: [3] });
    const single = decideExperiences({
      experiences: definitions(rows),
      viewer,
      states: new Map(),
      placementIds: placementsOfPage('home'),
      now: NOW,
    });
    expect(Object.fromEntries([...single].map(([p, e]) => [p, [e.id]]))).toEqual(
      lists(rows, false),
    );
  });

  it('a dismissed banner leaves the stack and the next one moves up', () => {
    const rows: Row[] = [
      [1, 'callout', TOP, 2],
      [2, 'callout', TOP, 1],
      [3, 'callout', TOP, 0],
      [4, 'callout', TOP, -1],
    ];
    expect(lists(rows, true, [[1, NOW - 1000]])).toEqual({ [TOP]: [2, 3, 4] });
  });

  it('bots receive none, multi or not (spec 001 §5)', () => {
    const chosen = decideExperienceLists(
      {
        experiences: definitions([[1, 'callout', TOP, 0]]),
        viewer: { ...viewer, isBot: true },
        states: new Map(),
        placementIds: placementsOfPage('home'),
        now: NOW,
      },
      { multi: true },
    );
    expect(chosen.size).toBe(0);
  });
});
