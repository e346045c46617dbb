// Reads and writes of interests (topics and categories), the pins they tag and who follows
// them (issue 6). Feeds over interests live in discovery-feeds-store.ts.
import type { DiscoverySurface, InterestKind, NamedInterest } from '@corkboard/domain';
import { surfaceInterestKind } from '@corkboard/domain';
import type { Kysely, Selectable } from 'kysely';
import { asPins, surfaceFilter } from './discovery-filters';
import { pinNotBlockedFor } from './block-filter';
import type { Database } from './schema/database';
import type { InterestsTable } from './schema/interests';
import { idString, toNumber } from './row-mapping';

export type InterestRow = Selectable<InterestsTable>;

export function interestsStore(db: Kysely<Database>) {
  return {
    async byId(id: string): Promise<InterestRow | undefined> {
      return db.selectFrom('interests').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async byUrlName(urlName: string): Promise<InterestRow | undefined> {
      return db
        .selectFrom('interests')
        .selectAll()
        .where('url_name', '=', urlName.toLowerCase())
        .executeTakeFirst();
    },
    /**
     * Every interest's id, name and kind, to tag a new or edited pin by its text
     * (interestsOfPinText). One read of three columns: interests are few (tens to hundreds).
     */
    async names(): Promise<NamedInterest[]> {
      const rows = await db.selectFrom('interests').select(['id', 'name', 'kind']).execute();
      return rows.map((r) => ({
        id: idString(r.id),
        name: r.name,
        kind: r.kind === 'category' ? 'category' : 'topic',
      }));
    },
    async byIds(ids: string[]): Promise<Map<string, InterestRow>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.selectFrom('interests').selectAll().where('id', 'in', unique).execute();
      return new Map(rows.map((r) => [idString(r.id), r]));
    },
    /**
     * One page of a hub (req 002-2.22: /topics/, /ideas/, /videos/, /shopping/) in url_name
     * order, keyset-paged. Videos and shopping list only categories with such public pins.
     */
    async forSurface(
      surface: DiscoverySurface,
      after: string | null,
      limit: number,
    ): Promise<InterestRow[]> {
      let q = db
        .selectFrom('interests')
        .selectAll('interests')
        .where('interests.kind', '=', surfaceInterestKind(surface));
      if (after !== null) q = q.where('interests.url_name', '>', after);
      if (surface === 'videos' || surface === 'shopping') {
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('pin_interests as pi')
              // CROSS JOIN: SQLite then keeps walking the interest's index, never pins by id.
              .crossJoin('pins')
              .whereRef('pins.id', '=', 'pi.pin_id')
              .select('pi.pin_id')
              .whereRef('pi.interest_id', '=', 'interests.id')
              .where('pins.board_privacy', '=', 'public')
              .where((p) => surfaceFilter(asPins(p), surface)),
          ),
        );
      }
      return q.orderBy('interests.url_name').limit(limit).execute();
    },
    /**
     * The image of each interest's newest visible public pin on a surface (hub tiles): one
     * correlated lookup per interest, walking pin_interests' primary key newest first.
     */
    async coverSignatures(
      interestIds: string[],
      surface: DiscoverySurface,
      viewerId: string | null,
    ): Promise<Map<string, string>> {
      const ids = [...new Set(interestIds)];
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('interests')
        .select((eb) => [
          'interests.id',
          eb
            .selectFrom('pin_interests as pi')
            // CROSS JOIN: SQLite then keeps walking the interest's index, never pins by id.
            .crossJoin('pins')
            .whereRef('pins.id', '=', 'pi.pin_id')
            .select('pins.image_signature')
            .whereRef('pi.interest_id', '=', 'interests.id')
            .where('pins.board_privacy', '=', 'public')
            .where((p) => surfaceFilter(asPins(p), surface))
            .$if(viewerId !== null, (s) =>
              s.where((p) => pinNotBlockedFor(asPins(p), viewerId ?? '')),
            )
            .orderBy('pi.pin_id', 'desc')
            .limit(1)
            .as('signature'),
        ])
        .where('interests.id', 'in', ids)
        .execute();
      const out = new Map<string, string>();
      for (const r of rows) if (r.signature) out.set(idString(r.id), r.signature);
      return out;
    },
    async followerCounts(interestIds: string[]): Promise<Map<string, number>> {
      const ids = [...new Set(interestIds)];
      const out = new Map<string, number>(ids.map((id) => [id, 0]));
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('interest_follows')
        .select(['interest_id', (eb) => eb.fn.countAll().as('n')])
        .where('interest_id', 'in', ids)
        .groupBy('interest_id')
        .execute();
      for (const r of rows) out.set(idString(r.interest_id), toNumber(r.n as number));
      return out;
    },
    async followedBy(viewerId: string, interestIds: string[]): Promise<Set<string>> {
      if (interestIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('interest_follows')
        .select('interest_id')
        .where('user_id', '=', viewerId)
        .where('interest_id', 'in', [...new Set(interestIds)])
        .execute();
      return new Set(rows.map((r) => idString(r.interest_id)));
    },
    /** The viewer's followed interests, most recently followed first. */
    async followedOf(viewerId: string, limit: number): Promise<InterestRow[]> {
      return db
        .selectFrom('interest_follows as f')
        .innerJoin('interests', 'interests.id', 'f.interest_id')
        .selectAll('interests')
        .where('f.user_id', '=', viewerId)
        .orderBy('f.created_at', 'desc')
        .orderBy('f.interest_id', 'desc')
        .limit(limit)
        .execute();
    },
    async countFollowedOf(viewerId: string): Promise<number> {
      const row = await db
        .selectFrom('interest_follows')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', viewerId)
        .executeTakeFirstOrThrow();
      return toNumber(row.n as number);
    },
    /** Idempotent, like the other follows. */
    async follow(userId: string, interestId: string, at: number): Promise<void> {
      await db
        .insertInto('interest_follows')
        .values({ user_id: userId, interest_id: interestId, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'interest_id']).doNothing())
        .execute();
    },
    async unfollow(userId: string, interestId: string): Promise<void> {
      await db
        .deleteFrom('interest_follows')
        .where('user_id', '=', userId)
        .where('interest_id', '=', interestId)
        .execute();
    },
    /** The interests of each of the given (root) pins. */
    async ofPins(pinIds: string[]): Promise<Map<string, string[]>> {
      const ids = [...new Set(pinIds)];
      const out = new Map<string, string[]>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('pin_interests')
        .select(['pin_id', 'interest_id'])
        .where('pin_id', 'in', ids)
        .orderBy('pin_id')
        .orderBy('interest_id')
        .execute();
      for (const r of rows) {
        const key = idString(r.pin_id);
        out.set(key, [...(out.get(key) ?? []), idString(r.interest_id)]);
      }
      return out;
    },
    /** Creates the interest, or answers the one with that url_name. */
    async ensure(input: {
      name: string;
      url_name: string;
      kind: InterestKind;
      at: number;
    }): Promise<string> {
      const found = await db
        .selectFrom('interests')
        .select('id')
        .where('url_name', '=', input.url_name)
        .executeTakeFirst();
      if (found) return idString(found.id);
      const row = await db
        .insertInto('interests')
        .values({
          name: input.name,
          url_name: input.url_name,
          kind: input.kind,
          created_at: input.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return idString(row.id);
    },
    async tag(pinId: string, interestIds: string[]): Promise<void> {
      const unique = [...new Set(interestIds)];
      if (unique.length === 0) return;
      await db
        .insertInto('pin_interests')
        .values(unique.map((interest_id) => ({ interest_id, pin_id: pinId })))
        .onConflict((oc) => oc.columns(['interest_id', 'pin_id']).doNothing())
        .execute();
    },
    async untag(pinId: string, interestIds: string[]): Promise<void> {
      if (interestIds.length === 0) return;
      await db
        .deleteFrom('pin_interests')
        .where('pin_id', '=', pinId)
        .where('interest_id', 'in', [...new Set(interestIds)])
        .execute();
    },
  };
}

export type InterestsStore = ReturnType<typeof interestsStore>;
