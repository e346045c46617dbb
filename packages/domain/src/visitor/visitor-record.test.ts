import { describe, expect, it } from 'vitest';
import { VISITED_PIN_PAGES_MAX } from '../limits';
import {
  closeupHistory,
  EMPTY_VISITOR_RECORD,
  isEngagedVisitor,
  prependEntry,
  recordClickThrough,
  recordCompletedSearch,
  recordDownload,
  recordVisitedPage,
  removeCompletedSearch,
  revisit,
  REVISIT_GAP_MS,
  showsClickthroughInterstitial,
  viewedSharedPins,
  VISITOR_HISTORY_MAX,
  type VisitedPage,
  type VisitorRecord,
} from './visitor-record';
import { parseVisitorRecord } from './visitor-record-parse';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 100 * DAY;
const page = (over: Partial<VisitedPage> = {}): VisitedPage => ({
  path: '/',
  ts: NOW,
  pageType: 'home',
  pin_id: null,
  first_pin_image_signature: null,
  image_info: null,
  pin_description: null,
  is_shared: false,
  pin_invite_code: null,
  ...over,
});
const closeup = (id: string, ts = NOW) =>
  page({ path: `/pin/${id}/`, pageType: 'closeup', pin_id: id, ts });
const search = (query: string, ts = NOW) => ({ query, rs: 'typed', scope: 'pins', rg: null, ts });
const visits = (...pages: VisitedPage[]) =>
  pages.reduce<VisitorRecord>((r, p) => recordVisitedPage(r, p), EMPTY_VISITOR_RECORD);

describe('"Visited pages, searches and click-throughs are not re-recorded when the newest entry is identical"', () => {
  it.each<[string, string[], string[]]>([
    ['a repeat of the newest is kept once', ['a', 'a'], ['a']],
    ['the same again after another is recorded', ['a', 'b', 'a'], ['a', 'b', 'a']],
    ['different entries pile up newest first', ['a', 'b', 'c'], ['c', 'b', 'a']],
  ])('%s', (_rule, queries, kept) => {
    let list: ReturnType<typeof search>[] = [];
    queries.forEach((q, i) => (list = prependEntry(list, search(q, NOW + i))));
    expect(list.map((s) => s.query)).toEqual(kept);
  });
  it('"Logged-out history lists are capped at a shared maximum"', () => {
    let record = EMPTY_VISITOR_RECORD;
    for (let i = 0; i < VISITOR_HISTORY_MAX + 5; i++) {
      record = recordCompletedSearch(record, search(`q${i}`));
      record = recordClickThrough(record, {
        pinId: `${i}`,
        link: 'https://example.com/',
        imageSignature: null,
        domain: 'example.com',
        ts: NOW,
      });
    }
    expect(record.completedSearches).toHaveLength(VISITOR_HISTORY_MAX);
    expect(record.clickThroughPins).toHaveLength(VISITOR_HISTORY_MAX);
    expect(record.completedSearches[0]?.query).toBe(`q${VISITOR_HISTORY_MAX + 4}`);
  });
  it('"At most 10 visited pin pages stored", other pages still kept', () => {
    const pins = Array.from({ length: 14 }, (_, i) => closeup(`${i}`));
    const record = visits(page({ path: '/today/' }), ...pins, page({ path: '/search/' }));
    const kept = record.visitedPages.filter((p) => p.pin_id !== null);
    expect(kept).toHaveLength(VISITED_PIN_PAGES_MAX);
    expect(kept[0]?.pin_id).toBe('13');
    expect(record.visitedPages.map((p) => p.path)).toContain('/today/');
  });
  it('a search taken off the list is gone, whatever its case', () => {
    const record = recordCompletedSearch(
      recordCompletedSearch(EMPTY_VISITOR_RECORD, search('Porch')),
      search('tile', NOW + 1),
    );
    expect(removeCompletedSearch(record, ' porch').completedSearches.map((s) => s.query)).toEqual([
      'tile',
    ]);
  });
});

describe('revisit: "Revisitation data is valid only if count, time and ts are all numbers; otherwise it resets to count 1"', () => {
  it.each<[string, unknown, number, { count: number; time: number; ts: number }]>([
    ['nothing yet: the first visit', null, NOW, { count: 1, time: NOW, ts: NOW }],
    [
      'a count that is text resets',
      { count: '3', time: 1, ts: 2 },
      NOW,
      { count: 1, time: NOW, ts: NOW },
    ],
    ['a missing ts resets', { count: 3, time: 1 }, NOW, { count: 1, time: NOW, ts: NOW }],
    ['NaN is no number', { count: NaN, time: 1, ts: 2 }, NOW, { count: 1, time: NOW, ts: NOW }],
    [
      'within the same visit: the count stays',
      { count: 2, time: 5, ts: NOW - 1000 },
      NOW,
      { count: 2, time: 5, ts: NOW },
    ],
    [
      'after the gap: a new visit',
      { count: 2, time: 5, ts: NOW - REVISIT_GAP_MS - 1 },
      NOW,
      { count: 3, time: 5, ts: NOW },
    ],
  ])('%s', (_rule, state, now, next) => {
    expect(revisit(state, now)).toEqual(next);
  });
});

describe('isEngagedVisitor: "at least 1 completed search, or at least 3 closeup pins, or at least 1 click-through, or at least 1 download"', () => {
  const click = {
    pinId: '1',
    link: 'https://a.test/',
    imageSignature: null,
    domain: 'a.test',
    ts: NOW,
  };
  it.each<[string, VisitorRecord, boolean]>([
    ['a new visitor is not', EMPTY_VISITOR_RECORD, false],
    ['1 completed search', recordCompletedSearch(EMPTY_VISITOR_RECORD, search('porch')), true],
    ['2 closeup pins are not enough', visits(closeup('1'), closeup('2')), false],
    ['3 closeup pins', visits(closeup('1'), closeup('2'), closeup('3')), true],
    [
      'the same pin 3 times is 1 pin',
      visits(closeup('1'), closeup('2'), closeup('1'), closeup('2')),
      false,
    ],
    [
      'closeups older than the day limit do not count',
      visits(closeup('1', NOW - 8 * DAY), closeup('2'), closeup('3')),
      false,
    ],
    ['1 click-through', recordClickThrough(EMPTY_VISITOR_RECORD, click), true],
    ['1 download', recordDownload(EMPTY_VISITOR_RECORD, { pinId: '1', ts: NOW }), true],
    [
      'other pages alone are not',
      visits(page({ path: '/a/' }), page({ path: '/b/' }), page({ path: '/c/' })),
      false,
    ],
  ])('%s', (_rule, record, engaged) => {
    expect(isEngagedVisitor(record, NOW)).toBe(engaged);
  });
  it('"Closeup history is filtered to closeup pages newer than a day limit"', () => {
    const record = visits(closeup('1', NOW - 8 * DAY), page(), closeup('2', NOW - DAY));
    expect(closeupHistory(record, NOW).map((p) => p.pin_id)).toEqual(['2']);
  });
  it('viewedSharedPins: the pins opened from a shared link, once each', () => {
    const shared = (id: string) => ({
      ...closeup(id),
      is_shared: true,
      pin_invite_code: 'abcdef12',
    });
    expect(viewedSharedPins(visits(shared('1'), closeup('2'), shared('3'), shared('1')))).toEqual([
      '1',
      '3',
    ]);
  });
});

describe('parseVisitorRecord: a stored record read back keeps what fits and drops the rest', () => {
  it.each<[string, unknown, Partial<VisitorRecord>]>([
    ['nothing stored', null, EMPTY_VISITOR_RECORD],
    ['not an object', 'garbage', EMPTY_VISITOR_RECORD],
    ['a list that is not a list', { completedSearches: 'porch' }, { completedSearches: [] }],
    [
      'entries of the wrong shape are dropped',
      { completedSearches: [search('ok'), { query: 3 }] },
      { completedSearches: [search('ok')] },
    ],
    [
      'an unknown page type is dropped',
      { visitedPages: [page(), page({ pageType: 'nope' as 'home' })] },
      { visitedPages: [page()] },
    ],
    [
      'a broken revisitation resets to count 1',
      { revisitation: { count: 'x' } },
      { revisitation: { count: 1, time: NOW, ts: NOW } },
    ],
    [
      'a good revisitation is kept',
      { revisitation: { count: 4, time: 1, ts: 2 } },
      { revisitation: { count: 4, time: 1, ts: 2 } },
    ],
  ])('%s', (_rule, raw, expected) => {
    expect(parseVisitorRecord(raw, NOW)).toMatchObject(expected);
  });
  it('a record survives its own round trip', () => {
    const record = { ...visits(closeup('1')), revisitation: revisit(null, NOW) };
    expect(parseVisitorRecord(JSON.parse(JSON.stringify(record)), NOW)).toEqual(record);
  });
});

describe('showsClickthroughInterstitial: "when the visitor is new or upsell-eligible and there is no promoter"', () => {
  const returning = (record: VisitorRecord): VisitorRecord => ({
    ...record,
    revisitation: { count: 2, time: 1, ts: NOW },
  });
  const engaged = recordCompletedSearch(EMPTY_VISITOR_RECORD, search('porch'));
  it.each<[string, VisitorRecord | null, boolean, boolean]>([
    ['no record (no consent): a new visitor', null, false, true],
    [
      'a first visit',
      { ...EMPTY_VISITOR_RECORD, revisitation: { count: 1, time: 1, ts: NOW } },
      false,
      true,
    ],
    [
      'a returning visitor not engaged goes straight on',
      returning(EMPTY_VISITOR_RECORD),
      false,
      false,
    ],
    ['a returning engaged visitor is upsell-eligible', returning(engaged), false, true],
    ['an ad (a promoter) never', null, true, false],
    ['an ad for an engaged visitor neither', returning(engaged), true, false],
  ])('%s', (_rule, record, promoted, shown) => {
    expect(showsClickthroughInterstitial({ record, now: NOW, promoted })).toBe(shown);
  });
});
