import { describe, expect, it } from 'vitest';
import {
  completesWithoutRemoval,
  experienceTypeOf,
  isHeroVariant,
  drawsAsMetricsBanner,
  drawsAsUpsell,
  passesPlacementRule,
  pulsarOffsetPx,
  type ExperienceKind,
} from './experience-kinds';
import {
  experiencePageOf,
  placementAccepts,
  PLACEMENT_IDS,
  PLACEMENTS,
  hidesFooter,
  placementForAction,
  placementPage,
  placementsOfPage,
  viewRefetchesAll,
} from './placements';

describe('placements (spec 001 §9, req 001-9.11, 001-2.10)', () => {
  it('keeps the spec\'s ids: "1000421 (survey variant), 1000069 (hide footer …), 1000162 (view refetches all)"', () => {
    expect(PLACEMENTS.survey.id).toBe(1000421);
    expect(PLACEMENTS.home_top.id).toBe(1000069);
    expect(PLACEMENTS.header.id).toBe(1000162);
    expect(viewRefetchesAll(1000162)).toBe(true);
    expect(viewRefetchesAll(1000069)).toBe(false);
  });
  it.each<[string, number, number, boolean | undefined, boolean]>([
    ['hide_footer set, anywhere', 1000501, 600001, true, true],
    ['"1000069 (hide footer, with experience 503755 ...)"', 1000069, 503755, undefined, true],
    ['"... and 500417 specifics"', 1000069, 500417, undefined, true],
    ['503755 elsewhere', 1000501, 503755, undefined, false],
    ['another experience at 1000069', 1000069, 600001, undefined, false],
    ['hide_footer false', 1000069, 600001, false, false],
  ])('hidesFooter: %s', (_, placementId, experienceId, hideFooter, expected) => {
    expect(hidesFooter({ placementId, experienceId, hideFooter })).toBe(expected);
  });
  it('gives every placement its own id', () => {
    expect(new Set(PLACEMENT_IDS).size).toBe(PLACEMENT_IDS.length);
  });
  it("a page asks for its own placements and every page's, not those of actions", () => {
    expect(placementsOfPage('home')).toEqual([1000069, 1000162, 1000421]);
    expect(placementsOfPage('board')).toEqual([1000162, 1000421, PLACEMENTS.board.id]);
    expect(placementsOfPage('board')).not.toContain(PLACEMENTS.save_board.id);
  });
  it.each([
    ['save', 'board', 1000511],
    ['save', 'search', 1000512],
    ['save', 'pin', 1000513],
    ['download', 'pin', 1000523],
    ['clickthrough', 'search', 1000532],
  ] as const)(
    '"maps the current location … to placement ids": %s on %s',
    (action, location, id) => {
      expect(placementForAction(action, location)).toBe(id);
      expect(placementPage(id)).toBe(location === 'pin' ? 'closeup' : location);
    },
  );
});

describe('experiencePageOf', () => {
  it.each([
    ['home', 'home'],
    ['pin', 'closeup'],
    ['board', 'board'],
    ['board-section', 'board'],
    ['search-pins', 'search'],
    ['pin-builder', 'pin_builder'],
    ['profile', 'any'],
    [null, 'any'],
  ] as const)('%s → %s', (route, page) => expect(experiencePageOf(route)).toBe(page));
});

describe('placementAccepts (req 001-5.01: "its id is in the allowed id list, or else its type is in the allowed type list, or else it passes a custom test")', () => {
  const of = (kind: ExperienceKind, experienceId = 1) => ({
    experienceId,
    kind,
    type: experienceTypeOf(kind),
  });
  it.each<[string, number, ReturnType<typeof of>, boolean]>([
    ['the header takes a tooltip by its type (8)', PLACEMENTS.header.id, of('tooltip'), true],
    ['the header takes a flyout by the custom test', PLACEMENTS.header.id, of('flyout'), true],
    ['the header has no room for a banner', PLACEMENTS.header.id, of('callout'), false],
    ['the survey placement takes a survey', PLACEMENTS.survey.id, of('survey'), true],
    [
      '… and the welcome-back banner by its id',
      PLACEMENTS.survey.id,
      of('welcome_back', 500863),
      true,
    ],
    ['… but no other banner', PLACEMENTS.survey.id, of('welcome_back', 7), false],
    ['home takes a survey', PLACEMENTS.home_top.id, of('survey'), true],
    [
      '… but no search delight: it plays over search results',
      PLACEMENTS.home_top.id,
      of('search_delight'),
      false,
    ],
    [
      'search results take a search delight (component type 3)',
      PLACEMENTS.search.id,
      of('search_delight'),
      true,
    ],
    ['search results take a banner', PLACEMENTS.search.id, of('callout'), true],
    ['search results take no survey', PLACEMENTS.search.id, of('survey'), false],
    ['a page placement takes all but surveys', PLACEMENTS.board.id, of('modal'), true],
    ['a page placement takes no survey', PLACEMENTS.board.id, of('survey'), false],
    ['a page placement takes no search delight', PLACEMENTS.board.id, of('search_delight'), false],
    ['the header takes no search delight', PLACEMENTS.header.id, of('search_delight'), false],
  ])('%s', (_rule, placement, e, expected) =>
    expect(placementAccepts(placement, e)).toBe(expected),
  );

  it('passesPlacementRule tries the id list, then the types, then the test', () => {
    const e = of('modal', 42);
    expect(passesPlacementRule({ ids: [42] }, e)).toBe(true);
    expect(passesPlacementRule({ types: [26] }, e)).toBe(true);
    expect(passesPlacementRule({ test: (x) => x.kind === 'modal' }, e)).toBe(true);
    expect(passesPlacementRule({ ids: [1], types: [8] }, e)).toBe(false);
  });
});

describe('experience ids with rules of their own (req 001-9.12)', () => {
  it.each([
    ['"502312, 502320, 502321, 502322 (auto-complete without removal)"', 502320, true, false, 0],
    ['"501041 and 505086 (pulsar offset)"', 505086, false, false, 12],
    ['"502597, 500863, 501153, 501487 (hero variants)"', 501153, false, true, 0],
    ['any other id', 600001, false, false, 0],
  ])('%s', (_rule, id, keeps, hero, offset) => {
    expect(completesWithoutRemoval(id)).toBe(keeps);
    expect(isHeroVariant(id)).toBe(hero);
    expect(pulsarOffsetPx(id)).toBe(offset);
  });
  it.each<[string, number, ExperienceKind, boolean]>([
    ['"502527 (metrics banner)", whatever its kind', 502527, 'callout', true],
    ['a metrics banner by kind', 600001, 'metrics_banner', true],
    ['another callout', 600001, 'callout', false],
  ])('drawn as a metrics banner: %s', (_rule, id, kind, expected) => {
    expect(drawsAsMetricsBanner(id, kind)).toBe(expected);
  });
  it.each<[string, number, ExperienceKind, boolean]>([
    ['"502722 (location upsell)"', 502722, 'callout', true],
    ['"500500, 507054, 1000075, 503755 (upgrade banner)"', 507054, 'callout', true],
    ['503755', 503755, 'hero', true],
    ['an upsell by kind', 600001, 'upsell', true],
    ['another callout', 600001, 'callout', false],
  ])('drawn and logged as an upsell: %s', (_rule, id, kind, expected) => {
    expect(drawsAsUpsell(id, kind)).toBe(expected);
  });
});
