import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_COOLDOWN_MS,
  NO_EXPERIENCE_STATE,
  decideExperienceLists,
  decideExperiences,
  type ExperienceDefinition,
  type ExperienceState,
} from './experience-decision';
import { EXPERIENCE_KIND_NAMES, surfaceOf, type ExperienceKind } from './experience-kinds';
import {
  LIFECYCLE_WINDOW_MS,
  resurrectionAfterSignIn,
  sampleViewer,
  targetingMismatch,
  type ExperienceViewer,
  type SampleViewerKind,
} from './experience-targeting';
import { PLACEMENTS, placementsOfPage } from './placements';

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const HOME = placementsOfPage('home');

const viewer: ExperienceViewer = {
  signedIn: true,
  isBot: false,
  userId: '7',
  accountCreatedAt: NOW - 100 * DAY,
  resurrectedAt: null,
  device: 'desktop',
  locale: 'en-GB',
  interestIds: ['3'],
  experimentGroups: { hide_reactions: 'control' },
  advertiserId: null,
};

let nextId = 1;
function exp(kind: ExperienceKind, over: Partial<ExperienceDefinition> = {}): ExperienceDefinition {
  return {
    id: nextId++,
    placementId: PLACEMENTS.home_top.id,
    kind,
    status: 'active',
    priority: 0,
    startsAt: null,
    endsAt: null,
    targeting: {},
    caps: {},
    displayData: {},
    ...over,
  };
}

const state = (over: Partial<ExperienceState>): ExperienceState => ({
  ...NO_EXPERIENCE_STATE,
  ...over,
});

function decide(
  experiences: ExperienceDefinition[],
  opts: {
    viewer?: Partial<ExperienceViewer>;
    states?: [number, ExperienceState][];
    placements?: number[];
    searchQuery?: string | null;
  } = {},
) {
  const chosen = decideExperiences({
    experiences,
    viewer: { ...viewer, ...opts.viewer },
    states: new Map(opts.states ?? []),
    placementIds: opts.placements ?? HOME,
    now: NOW,
    searchQuery: opts.searchQuery,
  });
  return [...chosen.values()].map((e) => e.id).sort((a, b) => a - b);
}

describe('decideExperiences: who sees an experience', () => {
  const banner = exp('callout');
  it.each<[string, Partial<ExperienceDefinition>, Partial<ExperienceViewer>, boolean]>([
    ['an active banner shows', {}, {}, true],
    ['"Bots receive no experiences"', {}, { isBot: true }, false],
    ['a draft does not show', { status: 'draft' }, {}, false],
    ['a paused one stops at once', { status: 'paused' }, {}, false],
    ['before its start', { startsAt: NOW + 1 }, {}, false],
    ['after its end', { endsAt: NOW }, {}, false],
    [
      '"Signed-in and signed-out visitors both receive experiences"',
      {},
      { signedIn: false, userId: null },
      true,
    ],
    [
      'signed-in only, to a visitor',
      { targeting: { audience: 'signed_in' } },
      { signedIn: false, userId: null },
      false,
    ],
    ['signed-out only, to a member', { targeting: { audience: 'signed_out' } }, {}, false],
    [
      '"new-user windows are 28 days": 27 days old',
      { targeting: { lifecycle: 'new' } },
      { accountCreatedAt: NOW - 27 * DAY },
      true,
    ],
    [
      'new users: 28 days old is no longer new',
      { targeting: { lifecycle: 'new' } },
      { accountCreatedAt: NOW - LIFECYCLE_WINDOW_MS },
      false,
    ],
    [
      'resurrected within 28 days',
      { targeting: { lifecycle: 'resurrected' } },
      { resurrectedAt: NOW - 2 * DAY },
      true,
    ],
    ['never resurrected', { targeting: { lifecycle: 'resurrected' } }, {}, false],
    ['phones only, on a desktop', { targeting: { devices: ['phone'] } }, {}, false],
    ['locale en matches en-GB', { targeting: { locales: ['en'] } }, {}, true],
    ['locale fr does not match en-GB', { targeting: { locales: ['fr'] } }, {}, false],
    ['an interest the viewer follows', { targeting: { interest_ids: ['3', '9'] } }, {}, true],
    ['interests the viewer does not follow', { targeting: { interest_ids: ['9'] } }, {}, false],
    ['"its id is in the allowed id list"', { targeting: { user_ids: ['7'] } }, {}, true],
    ['not in the allowed id list', { targeting: { user_ids: ['8'] } }, {}, false],
    [
      'an allowed id list never admits a visitor',
      { targeting: { user_ids: ['7'] } },
      { signedIn: false, userId: null },
      false,
    ],
    [
      'the experiment group it targets',
      { targeting: { experiment: { name: 'hide_reactions', group: 'control' } } },
      {},
      true,
    ],
    [
      'another experiment group',
      { targeting: { experiment: { name: 'hide_reactions', group: 'enabled' } } },
      {},
      false,
    ],
    [
      '"Advertiser-scoped placements add an advertiserId target"',
      { targeting: { advertiser_id: '5' } },
      { advertiserId: '5' },
      true,
    ],
    [
      'an advertiser target outside that advertiser',
      { targeting: { advertiser_id: '5' } },
      {},
      false,
    ],
    ['triggered only, not triggered yet', { targeting: { triggered_only: true } }, {}, false],
  ])('%s', (_rule, over, who, shows) => {
    const e = { ...banner, ...over };
    expect(decide([e], { viewer: who })).toEqual(shows ? [e.id] : []);
  });

  it('triggered only, once triggered', () => {
    const e = exp('callout', { targeting: { triggered_only: true } });
    expect(decide([e], { states: [[e.id, state({ triggeredAt: NOW - 1 })]] })).toEqual([e.id]);
  });
});

describe('decideExperiences: lifecycle and caps', () => {
  it.each<[string, Partial<ExperienceDefinition>, Partial<ExperienceState>, boolean]>([
    [
      'a dismissed experience never returns',
      {},
      { dismissedAt: NOW - 1, viewedAt: NOW - 2, shows: 1 },
      false,
    ],
    [
      'a completed one is removed',
      {},
      { completedAt: NOW - 1, viewedAt: NOW - 2, shows: 1 },
      false,
    ],
    [
      '"Completion may be kept without removing the experience (preventRemoval …)"',
      { displayData: { preventRemoval: true } },
      { completedAt: NOW - 1, viewedAt: NOW - 2, shows: 1 },
      true,
    ],
    ['under max_views', { caps: { max_views: 3 } }, { viewedAt: NOW - 5, shows: 2 }, true],
    ['at max_views', { caps: { max_views: 3 } }, { viewedAt: NOW - 5, shows: 3 }, false],
    [
      '"ignored N times stops showing"',
      { caps: { max_ignored: 2 } },
      { viewedAt: NOW - 5, shows: 2 },
      false,
    ],
    ['ignored fewer times', { caps: { max_ignored: 2 } }, { viewedAt: NOW - 5, shows: 1 }, true],
    [
      'acted on is not ignored',
      { caps: { max_ignored: 1 }, displayData: { preventRemoval: true } },
      { viewedAt: NOW - 5, completedAt: NOW - 4, shows: 4 },
      true,
    ],
  ])('%s', (_rule, over, st, shows) => {
    const e = exp('callout', over);
    expect(decide([e], { states: [[e.id, state(st)]] })).toEqual(shows ? [e.id] : []);
  });

  it('a group starts at most group_max_per_day new experiences a day', () => {
    const caps = { group: 'tips', group_max_per_day: 1 };
    const seen = exp('callout', { caps, placementId: PLACEMENTS.closeup.id });
    const fresh = exp('callout', { caps });
    const yesterday = state({ viewedAt: NOW - DAY - 1, shows: 1 });
    const today = state({ viewedAt: NOW - 60_000, shows: 1 });
    expect(decide([seen, fresh], { states: [[seen.id, today]] })).toEqual([]);
    expect(decide([seen, fresh], { states: [[seen.id, yesterday]] })).toEqual([fresh.id]);
    // Two new ones of the group on one page: only the first starts.
    const a = exp('callout', { caps, placementId: PLACEMENTS.home_top.id, priority: 2 });
    const b = exp('toast', { caps, placementId: PLACEMENTS.header.id });
    expect(decide([a, b])).toEqual([a.id]);
  });

  it('the global cool-down holds back a new interruption, not one already seen', () => {
    const seenModal = exp('modal', { placementId: PLACEMENTS.closeup.id });
    const newTip = exp('tooltip', { placementId: PLACEMENTS.header.id });
    const oldTip = exp('tooltip', { placementId: PLACEMENTS.header.id });
    const banner = exp('callout');
    const recent = state({ viewedAt: NOW - EXPERIENCE_COOLDOWN_MS + 1, shows: 1 });
    const states: [number, ExperienceState][] = [[seenModal.id, recent]];
    expect(decide([seenModal, newTip, banner], { states })).toEqual([banner.id]);
    expect(decide([seenModal, oldTip], { states: [...states, [oldTip.id, recent]] })).toEqual([
      oldTip.id,
    ]);
    const long = state({ viewedAt: NOW - EXPERIENCE_COOLDOWN_MS, shows: 1 });
    expect(decide([seenModal, newTip], { states: [[seenModal.id, long]] })).toEqual([newTip.id]);
  });
});

describe('decideExperiences: one of each surface on a page', () => {
  it('"two blocking experiences targeted at one page never show together": priority wins', () => {
    const modal = exp('modal', { placementId: PLACEMENTS.home_top.id, priority: 1 });
    const survey = exp('survey', { placementId: PLACEMENTS.survey.id, priority: 5 });
    expect(decide([modal, survey])).toEqual([survey.id]);
  });
  it('one anchored surface: the older of equal priority', () => {
    const tip = exp('tooltip', { placementId: PLACEMENTS.header.id });
    const pop = exp('popover', { placementId: PLACEMENTS.home_top.id });
    expect(decide([pop, tip])).toEqual([tip.id]);
  });
  it('a blocking and an anchored surface may share a page', () => {
    const modal = exp('modal', { placementId: PLACEMENTS.home_top.id });
    const tip = exp('tooltip', { placementId: PLACEMENTS.header.id });
    expect(decide([modal, tip])).toEqual([modal.id, tip.id]);
  });
  it('one experience per placement, and none for placements the page did not ask for', () => {
    const a = exp('callout', { priority: 1 });
    const b = exp('upsell', { priority: 2 });
    const elsewhere = exp('callout', { placementId: PLACEMENTS.board.id });
    expect(decide([a, b, elsewhere])).toEqual([b.id]);
  });
});

describe('decideExperiences: a search delight (component type 3, req 001-3.02)', () => {
  const SEARCH = placementsOfPage('search');
  const delight = exp('search_delight', {
    placementId: PLACEMENTS.search.id,
    displayData: { search_query_list: ['halloween'], icon: 0, message: 'Boo!' },
  });
  it.each<[string, string | null | undefined, number[]]>([
    ['plays over results of a search its list names', 'Halloween costumes', [delight.id]],
    ['not for another search', 'soup', []],
    ['not when the page says no search', undefined, []],
  ])('%s', (_rule, searchQuery, expected) =>
    expect(decide([delight], { placements: SEARCH, searchQuery })).toEqual(expected),
  );
  it('is not an interruption: it shares the page with a modal and a banner, and no cool-down holds it', () => {
    const modal = exp('modal', { placementId: PLACEMENTS.header.id });
    const banner = exp('callout', { placementId: PLACEMENTS.search.id, priority: 1 });
    const justInterrupted = state({ viewedAt: NOW - 1000, shows: 1 });
    const other = exp('tooltip', { placementId: PLACEMENTS.closeup.id });
    const chosen = decideExperienceLists(
      {
        experiences: [delight, modal, banner, other],
        viewer,
        states: new Map([[other.id, justInterrupted]]),
        placementIds: SEARCH,
        now: NOW,
        searchQuery: 'halloween',
      },
      { multi: true },
    );
    expect(chosen.get(PLACEMENTS.search.id)?.map((e) => e.id)).toEqual([banner.id, delight.id]);
  });
  it('one at a time: the higher priority plays', () => {
    const louder = exp('search_delight', { ...delight, id: 9001, priority: 4 });
    expect(decide([delight, louder], { placements: SEARCH, searchQuery: 'halloween' })).toEqual([
      9001,
    ]);
  });
});

describe('resurrectionAfterSignIn (resurrection_info.resurrection_dt; 28-day window)', () => {
  it.each([
    ['first sign-in ever is not a return', null, null, null],
    ['back after 28 days', NOW - LIFECYCLE_WINDOW_MS, null, NOW],
    ['back after 27 days keeps the earlier date', NOW - 27 * DAY, NOW - 40 * DAY, NOW - 40 * DAY],
  ])('%s', (_rule, last, previous, expected) =>
    expect(resurrectionAfterSignIn(last, previous, NOW)).toBe(expected),
  );
});

// Issue 15: "caps and one-blocking-surface hold over thousands of generated sessions". A
// session is pages visited one after another; on each the viewer ignores, completes or
// dismisses what they were shown, and the states evolve as the server records them.
describe('decideExperiences over generated sessions (property)', () => {
  const kindArb = fc.constantFrom(...EXPERIENCE_KIND_NAMES);
  const placementArb = fc.constantFrom(
    ...[PLACEMENTS.home_top, PLACEMENTS.header, PLACEMENTS.survey, PLACEMENTS.closeup].map(
      (p) => p.id,
    ),
  );
  const experienceArb = fc.record({
    kind: kindArb,
    placementId: placementArb,
    priority: fc.integer({ min: 0, max: 3 }),
    maxViews: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    maxIgnored: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    grouped: fc.boolean(),
    keep: fc.boolean(),
  });
  const pageArb = fc.record({
    page: fc.constantFrom('home' as const, 'closeup' as const),
    action: fc.constantFrom('ignore', 'complete', 'dismiss'),
    gapMs: fc.integer({ min: 0, max: 2 * DAY }),
  });

  it('never more than one blocking or anchored surface, and caps always hold', () => {
    fc.assert(
      fc.property(
        fc.array(experienceArb, { minLength: 1, maxLength: 8 }),
        fc.array(pageArb, { minLength: 1, maxLength: 30 }),
        (specs, pages) => {
          const experiences: ExperienceDefinition[] = specs.map((s, i) => ({
            id: i + 1,
            placementId: s.placementId,
            kind: s.kind,
            status: 'active',
            priority: s.priority,
            startsAt: null,
            endsAt: null,
            targeting: {},
            caps: {
              ...(s.maxViews !== undefined ? { max_views: s.maxViews } : {}),
              ...(s.maxIgnored !== undefined ? { max_ignored: s.maxIgnored } : {}),
              ...(s.grouped ? { group: 'g', group_max_per_day: 1 } : {}),
            },
            displayData: s.keep ? { preventRemoval: true } : {},
          }));
          const states = new Map<number, ExperienceState>();
          const starts: number[] = [];
          let now = NOW;
          for (const visit of pages) {
            now += visit.gapMs;
            const chosen = [
              ...decideExperiences({
                experiences,
                viewer,
                states,
                placementIds: placementsOfPage(visit.page),
                now,
              }).values(),
            ];
            for (const surface of ['blocking', 'anchored', 'transient', 'ambient'] as const) {
              expect(
                chosen.filter((e) => surfaceOf(e.kind) === surface).length,
              ).toBeLessThanOrEqual(1);
            }
            for (const e of chosen) {
              const before = states.get(e.id) ?? NO_EXPERIENCE_STATE;
              expect(before.dismissedAt).toBeNull();
              if (before.viewedAt === null && e.caps.group) starts.push(now);
              const after: ExperienceState = {
                ...before,
                viewedAt: before.viewedAt ?? now,
                shows: before.shows + 1,
                completedAt:
                  visit.action === 'complete' ? (before.completedAt ?? now) : before.completedAt,
                dismissedAt: visit.action === 'dismiss' ? now : null,
              };
              states.set(e.id, after);
              if (e.caps.max_views !== undefined) {
                expect(after.shows).toBeLessThanOrEqual(e.caps.max_views);
              }
              if (e.caps.max_ignored !== undefined && before.completedAt === null) {
                expect(before.shows).toBeLessThan(e.caps.max_ignored);
              }
            }
          }
          // Group "g" allows one new experience a day: no two starts within 24 hours.
          for (let i = 1; i < starts.length; i++) {
            expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(DAY);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('targetingMismatch and sample viewers (issue 15: "preview … as a chosen kind of viewer")', () => {
  it.each<[string, ExperienceDefinition['targeting'], SampleViewerKind, string | null]>([
    ['everyone: a visitor', {}, 'visitor', null],
    [
      'signed in only: a visitor is refused by audience',
      { audience: 'signed_in' },
      'visitor',
      'audience',
    ],
    ['new users: a new member', { lifecycle: 'new' }, 'new_member', null],
    ['new users: a long-standing member', { lifecycle: 'new' }, 'member', 'lifecycle'],
    ['resurrected: a returning member', { lifecycle: 'resurrected' }, 'returning_member', null],
    ['phones: a visitor on a phone', { devices: ['phone'] }, 'visitor_phone', null],
    ['phones: a visitor on a desktop', { devices: ['phone'] }, 'visitor', 'devices'],
    ['an allowed id list admits no sample viewer', { user_ids: ['7'] }, 'member', 'user_ids'],
    ['French only', { locales: ['fr'] }, 'member', 'locales'],
  ])('%s', (_rule, targeting, kind, expected) =>
    expect(targetingMismatch(targeting, sampleViewer(kind, NOW), NOW)).toBe(expected),
  );
});
