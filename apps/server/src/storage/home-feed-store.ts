// The home feed's reads (issue 6): its sources (home-feed-queries.ts) as rows with their
// keyset position, and what the viewer follows and saved lately, which choose the sources.
import type { Kysely } from 'kysely';
import { homeFeedQueries, type SourcePage } from './home-feed-queries';
import type { PinRow } from './pins-store';

/** The columns of SKELETON_COLUMNS. */
export type SkeletonPin = Pick<PinRow, 'id' | 'pinner_id' | 'board_id' | 'origin_pin_id'>;
import type { Database } from './schema/database';
import { idString, toNumber } from './row-mapping';

/**
 * A row of a source: the pin's skeleton, the position to page on, the member it came through, and
 * whether the viewer is to see it (an invisible row is skipped but still moves the cursor).
 */
export interface SourceRow {
  row: SkeletonPin;
  cursor: string;
  member: string | null;
  visible: boolean;
}

type WithMember = SkeletonPin & { feed_member: number | string; feed_visible: number | string };

const byMember = (rows: WithMember[]): SourceRow[] =>
  rows.map(({ feed_member, feed_visible, ...row }) => ({
    row,
    cursor: idString(row.id),
    member: idString(feed_member),
    visible: toNumber(feed_visible) === 1,
  }));

export function homeFeedStore(db: Kysely<Database>) {
  const q = homeFeedQueries(db);
  const run = async (query: { execute(): Promise<WithMember[]> } | null) =>
    query ? byMember(await query.execute()) : [];
  return {
    followedUsers(viewerId: string, userIds: string[], page: SourcePage) {
      return run(q.followedUsers(viewerId, userIds, page));
    },
    followedBoards(viewerId: string, boardIds: string[], page: SourcePage) {
      return run(q.followedBoards(viewerId, boardIds, page));
    },
    interests(viewerId: string, interestIds: string[], followed: boolean, page: SourcePage) {
      return run(q.interests(viewerId, interestIds, followed, page));
    },
    async popular(
      viewerId: string | null,
      savedInterests: string[],
      page: SourcePage,
    ): Promise<SourceRow[]> {
      const rows = await q.popular(viewerId, savedInterests, page).execute();
      return rows.map(({ feed_cursor, feed_visible, ...row }) => ({
        row,
        cursor: idString(feed_cursor),
        member: null,
        visible: toNumber(feed_visible) === 1,
      }));
    },
    async fresh(
      viewerId: string | null,
      savedInterests: string[],
      page: SourcePage,
    ): Promise<SourceRow[]> {
      const rows = await q.fresh(viewerId, savedInterests, page).execute();
      return rows.map(({ feed_visible, ...row }) => ({
        row,
        cursor: idString(row.id),
        member: null,
        visible: toNumber(feed_visible) === 1,
      }));
    },
    /** Who and what the viewer follows, most recent first, at most `cap` of each. */
    async members(viewerId: string, cap: number) {
      const [users, boards] = await Promise.all([
        db
          .selectFrom('user_follows')
          .select('followee_id')
          .where('follower_id', '=', viewerId)
          .orderBy('created_at', 'desc')
          .orderBy('followee_id', 'desc')
          .limit(cap)
          .execute(),
        db
          .selectFrom('board_follows')
          .select('board_id')
          .where('user_id', '=', viewerId)
          .orderBy('created_at', 'desc')
          .orderBy('board_id', 'desc')
          .limit(cap)
          .execute(),
      ]);
      return {
        users: users.map((r) => idString(r.followee_id)),
        boards: boards.map((r) => idString(r.board_id)),
      };
    },
    /** How many people and boards the viewer follows (the /edit/ tuner's counts). */
    async memberCounts(viewerId: string): Promise<{ users: number; boards: number }> {
      const [users, boards] = await Promise.all([
        db
          .selectFrom('user_follows')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('follower_id', '=', viewerId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('board_follows')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', viewerId)
          .executeTakeFirstOrThrow(),
      ]);
      return { users: toNumber(users.n as number), boards: toNumber(boards.n as number) };
    },
    /**
     * Interests of the viewer's newest pins (what they saved lately), with the board of the
     * newest pin carrying each, most recent first; at most `cap`.
     */
    async recentSaveInterests(
      viewerId: string,
      recentPins: number,
      cap: number,
    ): Promise<{ interest_id: string; board_id: string }[]> {
      const recent = await db
        .selectFrom('pins')
        .select(['id', 'board_id', 'origin_pin_id'])
        .where('pinner_id', '=', viewerId)
        .orderBy('id', 'desc')
        .limit(recentPins)
        .execute();
      if (recent.length === 0) return [];
      const roots = recent.map((r) => idString(r.origin_pin_id ?? r.id));
      const tags = await db
        .selectFrom('pin_interests')
        .select(['pin_id', 'interest_id'])
        .where('pin_id', 'in', [...new Set(roots)])
        .execute();
      const byRoot = new Map<string, string[]>();
      for (const t of tags) {
        const key = idString(t.pin_id);
        byRoot.set(key, [...(byRoot.get(key) ?? []), idString(t.interest_id)].sort());
      }
      const out = new Map<string, string>();
      for (const [i, pin] of recent.entries()) {
        for (const interest of byRoot.get(roots[i] ?? '') ?? []) {
          if (!out.has(interest)) out.set(interest, idString(pin.board_id));
        }
      }
      return [...out].slice(0, cap).map(([interest_id, board_id]) => ({ interest_id, board_id }));
    },
  };
}

export type HomeFeedStore = ReturnType<typeof homeFeedStore>;
