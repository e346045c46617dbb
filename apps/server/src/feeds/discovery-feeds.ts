// Feeds beside the home feed (issue 6), skeleton → hydrate → rules → present, each pin with
// its recommendation_reason: related pins under a closeup, a board's "More ideas", a topic's
// grid. Rules: never a deleted idea pin (hydrateRecommendable).
import type { Pin } from '@corkboard/contracts';
import {
  fitsIntegerColumn,
  isStorableId,
  RECOMMENDATION_REASONS as R,
  type DiscoverySurface,
} from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { pageOf } from '../http/bookmarks';
import type { PinRecommendation } from '../present/pins';
import type { BoardRow } from '../storage/boards-store';
import type { ScoreCursor, Signal } from '../storage/discovery-feeds-store';
import type { InterestRow } from '../storage/interests-store';
import type { PinRow } from '../storage/pins-store';
import { idString } from '../storage/row-mapping';
import { hydrateRecommendable } from './hydrate-pins';

/** Decided weights: being saved to the same board says most; a topic or a site, less. */
export const RELATED_WEIGHTS = { board: 2, interest: 1, domain: 1 } as const;
/** Each signal reads at most this many pins (so a page costs the same on any database). */
export const SIGNAL_ROWS = 100;
const RELATED_BOARDS_MAX = 10;
const MORE_IDEAS_RECENT = 200;
const MORE_IDEAS_INTERESTS = 5;

export interface FeedPage {
  pins: Pin[];
  bookmark: string;
}

const sameReason = (rows: PinRow[], rec: PinRecommendation) =>
  new Map(rows.map((r) => [idString(r.id), rec]));

/**
 * Pins sharing boards (saves of the same original), interests or the site with the pin's
 * original, ranked by shared-signal score; never the original itself or a copy of it.
 */
export async function relatedPinsPage(
  ctx: RequestContext,
  pin: PinRow,
  limit: number,
  after: ScoreCursor | null,
): Promise<FeedPage> {
  const { stores } = ctx.app;
  const root =
    pin.origin_pin_id === null
      ? pin
      : ((await stores.pins.byId(idString(pin.origin_pin_id))) ?? pin);
  const rootId = idString(root.id);
  const [boards, interests] = await Promise.all([
    stores.discoveryFeeds.boardsOfRoot(root, RELATED_BOARDS_MAX),
    stores.interests.ofPins([rootId]),
  ]);
  const signals: Signal[] = [
    ...boards.map((id) => ({ kind: 'board' as const, id, weight: RELATED_WEIGHTS.board })),
    ...(interests.get(rootId) ?? []).map((id) => ({
      kind: 'interest' as const,
      id,
      weight: RELATED_WEIGHTS.interest,
    })),
    ...(root.domain
      ? [{ kind: 'domain' as const, domain: root.domain, weight: RELATED_WEIGHTS.domain }]
      : []),
  ];
  const rows = await stores.discoveryFeeds.scored({
    signals,
    perSignal: SIGNAL_ROWS,
    excludeRoot: rootId,
    excludeBoard: null,
    viewerId: ctx.viewerId,
    after,
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (last) => ({ s: last.feed_score, id: idString(last.id) }));
  const rec = { reason: R.relatedPin, reason_id: idString(pin.id), board_id: null, interest: null };
  return {
    pins: await hydrateRecommendable(ctx, page.rows, sameReason(page.rows, rec)),
    bookmark: page.bookmark,
  };
}

/** A board's "More ideas": pins about the board's most common interests, not on the board. */
export async function moreIdeasPage(
  ctx: RequestContext,
  board: BoardRow,
  limit: number,
  after: ScoreCursor | null,
): Promise<FeedPage> {
  const { stores } = ctx.app;
  const boardId = idString(board.id);
  const top = await stores.discoveryFeeds.topInterestsOfBoard(
    boardId,
    MORE_IDEAS_RECENT,
    MORE_IDEAS_INTERESTS,
  );
  const rows = await stores.discoveryFeeds.scored({
    signals: top.map((t) => ({ kind: 'interest', id: t.interest_id, weight: t.n })),
    perSignal: SIGNAL_ROWS,
    excludeRoot: null,
    excludeBoard: boardId,
    viewerId: ctx.viewerId,
    after,
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (last) => ({ s: last.feed_score, id: idString(last.id) }));
  const rec = { reason: R.moreIdeas, reason_id: boardId, board_id: boardId, interest: null };
  return {
    pins: await hydrateRecommendable(ctx, page.rows, sameReason(page.rows, rec)),
    bookmark: page.bookmark,
  };
}

/** A topic's grid on a surface (videos: video pins; shopping: products), newest first. */
export async function topicPage(
  ctx: RequestContext,
  interest: InterestRow,
  surface: DiscoverySurface,
  limit: number,
  after: string | null,
): Promise<FeedPage> {
  const rows = await ctx.app.stores.discoveryFeeds.topicPins({
    interestId: idString(interest.id),
    surface,
    viewerId: ctx.viewerId,
    after,
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (last) => ({ id: idString(last.id) }));
  return {
    pins: await hydrateRecommendable(ctx, page.rows, sameReason(page.rows, topicReason(interest))),
    bookmark: page.bookmark,
  };
}

export function topicReason(interest: InterestRow): PinRecommendation {
  const id = idString(interest.id);
  return {
    reason: R.interest,
    reason_id: id,
    board_id: null,
    interest: { id, name: interest.name, url_name: interest.url_name },
  };
}

export const isScoreCursor = (value: unknown): value is { s: number; id: string } =>
  typeof value === 'object' &&
  value !== null &&
  fitsIntegerColumn((value as { s?: unknown }).s, 'bigint') &&
  isStorableId((value as { id?: unknown }).id);
