// Every feed of docs/DESIGN.md §3 as a load target, signed in (the bench viewer's session) and
// signed out, on a server with the read cache off (READ_CACHE=off, so each request runs the
// feed): their URLs, the check that each answers a full page before it is loaded, and their
// table rows (throughput vs bare, p99, growth 10k -> 1M). Grids are asked as the web client asks
// them, as grid items (GRID_ITEMS); the full field set is fetched once, for the JSON sizes.
import { checkFeed, GRID_ITEMS, resourcePath, summarize } from './measure-feed.mjs';
import { compoundRow, fmt, row } from './report.mjs';
import { SEARCH_QUERY } from './seed-discovery.mjs';

/**
 * The feeds: `options(seed)` are the resource's options for a seeded database (seed-sqlite.mjs
 * or seed-postgres.mjs output). Today answers its four articles (up to 4 cover pins each), not
 * a 25-pin page, and takes no page size.
 */
export const FEEDS = [
  { name: 'home', resource: 'UserHomefeedResource', options: () => ({}) },
  {
    name: 'related',
    resource: 'RelatedPinFeedResource',
    options: (s) => ({ pin_id: s.relatedPinId }),
  },
  {
    name: 'moreIdeas',
    resource: 'BoardMoreIdeasFeedResource',
    options: (s) => ({ board_id: s.boardId }),
  },
  { name: 'board', resource: 'BoardFeedResource', options: (s) => ({ board_id: s.boardId }) },
  {
    name: 'section',
    resource: 'BoardFeedResource',
    options: (s) => ({ board_id: s.boardId, section_id: s.sectionId }),
  },
  // Topic 4: any topic holds public originals on both seeds.
  { name: 'topic', resource: 'TopicFeedResource', options: () => ({ interest_id: '4' }) },
  { name: 'today', resource: 'TodayArticlesResource', options: () => ({}), articles: 4 },
  {
    name: 'search',
    resource: 'BaseSearchResource',
    options: () => ({ query: SEARCH_QUERY, scope: 'pins' }),
  },
  { name: 'profilePins', resource: 'UserPinsResource', options: () => ({ username: 'user1' }) },
  { name: 'profileSaves', resource: 'UserSavedResource', options: () => ({ username: 'user1' }) },
];
const VIEWERS = ['in', 'out'];

/** Target name of a feed, viewer and database, e.g. `home.in.1m`. */
export const targetName = (feed, viewer, db) => `${feed}.${viewer}.${db}`;

/**
 * Targets of every feed, both viewers, on one server (`db` names the database: 1m, 10k, pg).
 * `url` asks for grid items (today has none: its articles); `fullUrl` the same page in full.
 */
export function feedTargets({ url, seed, db, pageSize }) {
  const targets = {};
  for (const feed of FEEDS) {
    const full = { ...feed.options(seed), ...(feed.articles ? {} : { page_size: pageSize }) };
    const asked = feed.articles ? full : { ...full, ...GRID_ITEMS };
    for (const viewer of VIEWERS) {
      targets[targetName(feed.name, viewer, db)] = {
        url: `${url}${resourcePath(feed.resource, asked)}`,
        fullUrl: `${url}${resourcePath(feed.resource, full)}`,
        headers: viewer === 'in' ? { cookie: seed.sessionCookie } : {},
        articles: feed.articles ?? 0,
      };
    }
  }
  return targets;
}

/**
 * Checks every target before loading: a full page of pins (today: all its articles, each with
 * cover pins), else it throws, naming the target. Resolves the JSON bytes of each answer as
 * loaded (`asked`: grid items) and of the same page in the full field set (`full`).
 */
export async function checkTargets(targets, pageSize) {
  const bytes = {};
  for (const [name, target] of Object.entries(targets)) {
    try {
      if (target.articles) {
        const articles = await checkArticles(target, target.articles);
        bytes[name] = { asked: articles, full: articles };
      } else {
        const full = { url: target.fullUrl, headers: target.headers };
        bytes[name] = {
          asked: (await checkFeed(target, pageSize)).bytes,
          full: (await checkFeed(full, pageSize)).bytes,
        };
      }
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return bytes;
}

async function checkArticles({ url, headers }, count) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  const data = JSON.parse(text)?.resource_response?.data;
  const full = Array.isArray(data) && data.length === count;
  if (!response.ok || !full || data.some((a) => !(a.cover_pins?.length > 0))) {
    throw new Error(`${url} answered ${response.status} without ${count} articles with pins`);
  }
  return Buffer.byteLength(text);
}

/**
 * The budgets (docs/DESIGN.md §3): every feed page signed in >= 0.10x and p99 <= 50 ms; the
 * signed-out home feed with the cache off >= 0.10x and p99 <= 20 ms; the other signed-out
 * feeds (cache off) are held to the signed-in figures; growth 10k -> 1M <= 1.5x for all.
 */
function budgetsOf(feed, viewer) {
  const p99 = feed === 'home' && viewer === 'out' ? 20 : 50;
  return {
    throughput: { kind: 'min', value: 0.1, text: '>= 0.10x' },
    p99: { kind: 'max', value: p99, text: `p99 <= ${p99} ms` },
    growth: { kind: 'max', value: 1.5, text: 'growth <= 1.5x' },
  };
}

const viewerText = (viewer) => (viewer === 'in' ? 'signed in' : 'signed out, cache off');

/**
 * One row per feed and viewer: ratio to bare in the same rounds, p99, and growth (cost on the
 * large database over cost on the small one, = rps(small) / rps(large)) when `small` is given.
 * `budgeted: false` reports without budgets (PostgreSQL).
 */
export function feedTableRows(runs, { large, small = null, label, budgeted = true }) {
  const f = summarize(runs);
  const rows = [];
  for (const feed of FEEDS) {
    for (const viewer of VIEWERS) {
      const name = targetName(feed.name, viewer, large);
      const b = budgetsOf(feed.name, viewer);
      const ratio = f.per(name, 'bare');
      const parts = [
        {
          value: ratio,
          shown: `${fmt.x(ratio)} (${fmt.int(f.rps(name))} req/s)`,
          budget: b.throughput,
        },
        { value: f.p99(name), shown: `p99 ${fmt.ms(f.p99(name))}`, budget: b.p99 },
      ];
      if (small) {
        const growth = f.per(targetName(feed.name, viewer, small), name);
        parts.push({ value: growth, shown: `growth ${fmt.x(growth)}`, budget: b.growth });
      }
      rows.push(
        compoundRow(`${label}.${name}`, {
          figure: `${label}: ${feed.name} (${feed.resource}), ${viewerText(viewer)}`,
          parts: budgeted ? parts : parts.map((p) => ({ ...p, budget: null })),
        }),
      );
    }
  }
  return rows;
}

/**
 * The JSON row (the larger of the home feed's signed-in and signed-out 25-pin pages, 1M, as
 * grid items: what the web client asks) and a note with every feed's page size, as grid items
 * and in the full field set, from checkTargets' bytes.
 */
export function jsonSizes(bytes) {
  const of = (feed, viewer, kind) => bytes[`${feed}.${viewer}.1m`][kind];
  const home = Math.max(of('home', 'in', 'asked'), of('home', 'out', 'asked'));
  const homeFull = Math.max(of('home', 'in', 'full'), of('home', 'out', 'full'));
  const pair = (feed, kind) => `${fmt.kb(of(feed, 'in', kind))}/${fmt.kb(of(feed, 'out', kind))}`;
  const sizes = FEEDS.map((f) =>
    f.articles
      ? `${f.name} ${pair(f.name, 'asked')}`
      : `${f.name} ${pair(f.name, 'asked')} (full ${pair(f.name, 'full')})`,
  );
  return {
    row: row('jsonPage', {
      value: home / 1024,
      shown:
        `${fmt.kb(home)} as grid items (signed in ${fmt.kb(of('home', 'in', 'asked'))}, ` +
        `signed out ${fmt.kb(of('home', 'out', 'asked'))}); full field set ${fmt.kb(homeFull)}`,
    }),
    note:
      'JSON of one page (1M, signed in/signed out; grid items as the web client asks, the ' +
      `full field set in brackets; today: its 4 articles): ${sizes.join(', ')}`,
  };
}
