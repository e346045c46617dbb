// The home feed (issue 6): skeleton → hydrate → rules → present.
// Skeleton: the sources of storage/home-feed-store.ts blended round-robin (source-merge.ts),
// one keyset cursor per source in the bookmark; sources answer ids (and what the rules read),
// and hydration takes the pins from the presentation cache, reading only its misses. Each pin carries the reason of its source.
// Rules: the page is spread out so neighbours differ in pinner and board (domain spreadOut),
// and a deleted idea pin is never recommended (hydrateRecommendable).
// Signed out: popular and fresh only, the same for everyone (so the read cache serves it).
import type { Pin } from '@corkboard/contracts';
import { RECOMMENDATION_REASONS as R, QUICK_SAVES_LAYOUT, spreadOut } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { encodeBookmark } from '../http/bookmarks';
import type { PinRecommendation } from '../present/pins';
import type { InterestRow } from '../storage/interests-store';
import type { SourceRow } from '../storage/home-feed-store';
import type { SourcePage } from '../storage/home-feed-queries';
import { idString } from '../storage/row-mapping';
import { hydrateRecommendableIds } from './hydrate-pins';
import { mergeRoundRobin, type FeedSource, type SourceCursors } from './source-merge';
import { viewerPlan, type ViewerPlan } from './viewer-plan';

export { HOME_FEED_MEMBERS_MAX } from './viewer-plan';

/**
 * Reads of one source a page: its share, then one page-sized read. A source whose newest rows
 * the viewer is not to see (what an earlier source owns) moves its cursor past them and gives
 * its pins on later pages, rather than costing a third read on this one (a cold signed-in page
 * of 50 follows of each kind: 38 statements with 3, 33 with 2).
 */
const MAX_FETCHES = 2;

/** Source keys, in round-robin (and priority) order; the bookmark keys its cursors by them. */
export const HOME_SOURCES = ['u', 'b', 'i', 's', 'p', 'f'] as const;
export type HomeSourceKey = (typeof HOME_SOURCES)[number];

type Value = SourceRow;

export async function homeFeedPage(
  ctx: RequestContext,
  limit: number,
  start: SourceCursors,
): Promise<{ pins: Pin[]; bookmark: string | null }> {
  const { stores } = ctx.app;
  const viewerId = ctx.viewerId;
  const plan = viewerId ? await viewerPlan(ctx, viewerId) : null;
  const saved = plan?.saved.map((s) => s.interest_id) ?? [];

  const sources: FeedSource<Value>[] = [];
  const add = (
    key: HomeSourceKey,
    enabled: boolean,
    fetch: (page: SourcePage) => Promise<SourceRow[]>,
  ) => {
    if (enabled) sources.push({ key, fetch: wrap(fetch) });
  };
  if (viewerId && plan) {
    const feed = stores.homeFeed;
    add('u', plan.users.length > 0, (page) => feed.followedUsers(viewerId, plan.users, page));
    add('b', plan.boards.length > 0, (page) => feed.followedBoards(viewerId, plan.boards, page));
    const followed = plan.interests.map((i) => idString(i.id));
    add('i', followed.length > 0, (page) => feed.interests(viewerId, followed, true, page));
    add('s', saved.length > 0, (page) => feed.interests(viewerId, saved, false, page));
  }
  add('p', true, (page) => stores.homeFeed.popular(viewerId, saved, page));
  add('f', true, (page) => stores.homeFeed.fresh(viewerId, saved, page));
  // A source the viewer has nothing for (no follows yet) counts as ended.
  const cursors: SourceCursors = {};
  for (const key of HOME_SOURCES) {
    cursors[key] = sources.some((s) => s.key === key) ? (start[key] ?? null) : 'e';
  }

  const merged = await mergeRoundRobin(sources, cursors, {
    limit,
    dedupeKey: (v) => idString(v.row.origin_pin_id ?? v.row.id),
    maxFetches: MAX_FETCHES,
  });
  const page = spreadOut(merged.picked, ({ value }) => ({
    pinner: idString(value.row.pinner_id),
    board: idString(value.row.board_id),
  }));
  const recommendations = new Map<string, PinRecommendation>();
  for (const { source, value } of page) {
    recommendations.set(idString(value.row.id), reasonFor(source as HomeSourceKey, value, plan));
  }
  const ids = page.map((p) => idString(p.value.row.id));
  const pins = await hydrateRecommendableIds(ctx, ids, recommendations);
  const bookmark = merged.ended ? null : encodeBookmark({ c: merged.cursors });
  return { pins, bookmark };
}

/** The stores answer SourceRow; the merge wants the cursor beside the value. */
function wrap(fetch: (page: SourcePage) => Promise<SourceRow[]>) {
  return async (after: string | null, limit: number) =>
    (await fetch({ after, limit })).map((value) => ({
      value,
      cursor: value.cursor,
      skip: !value.visible,
    }));
}

const interestRef = (row: InterestRow | undefined) =>
  row ? { id: idString(row.id), name: row.name, url_name: row.url_name } : null;

/** The recommendation_reason of a pin, from the source that brought it. */
function reasonFor(
  source: HomeSourceKey,
  value: SourceRow,
  plan: ViewerPlan | null,
): PinRecommendation {
  const row = value.row;
  const none = { reason_id: null, board_id: null, interest: null };
  switch (source) {
    case 'u':
      return { ...none, reason: R.followedUser, reason_id: idString(row.pinner_id) };
    case 'b': {
      const board = idString(row.board_id);
      return { ...none, reason: R.followedBoard, reason_id: board, board_id: board };
    }
    case 'i': {
      const interest = plan?.interests.find((i) => idString(i.id) === value.member);
      return {
        reason: R.followedInterest,
        reason_id: value.member,
        board_id: null,
        interest: interestRef(interest),
      };
    }
    case 's': {
      const member = value.member ?? '';
      const board = plan?.saved.find((s) => s.interest_id === member)?.board_id ?? null;
      const interest = interestRef(plan?.savedInterestRows.get(member));
      // Saves to the profile (quick saves) are "recent activity"; to a board, that board.
      const toProfile = board === null || plan?.savedBoardLayouts.get(board) === QUICK_SAVES_LAYOUT;
      return toProfile
        ? { reason: R.recentActivity, reason_id: member, board_id: null, interest }
        : { reason: R.savedToBoard, reason_id: board, board_id: board, interest };
    }
    case 'p':
      return { ...none, reason: R.popular };
    case 'f':
      return { ...none, reason: R.fresh };
  }
}
