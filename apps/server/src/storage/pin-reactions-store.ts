// Reactions to pins (issue 13): pin_reactions, one row per person and pin. Writing a row is all
// a caller does: triggers keep `pins.reaction_counts` in step in the same statement
// (migrations/0009-pin-reactions.ts), so the counts read after a write in its transaction are
// the ones it committed.
import type { ReactionType } from '@corkboard/domain';
import { isReactionType } from '@corkboard/domain';
import type { Kysely } from 'kysely';
import { fromJson } from './row-mapping';
import type { Database } from './schema/database';

export function pinReactionsStore(db: Kysely<Database>) {
  return {
    /** The person's reaction to the pin, replacing another type; the same type again is a no-op. */
    async react(input: {
      userId: string;
      pinId: string;
      type: ReactionType;
      at: number;
    }): Promise<void> {
      await db
        .insertInto('pin_reactions')
        .values({
          user_id: input.userId,
          pin_id: input.pinId,
          reaction_type: input.type,
          created_at: input.at,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'pin_id'])
            .doUpdateSet({ reaction_type: input.type, created_at: input.at })
            // Keeps the first time of an unchanged reaction, and fires no count trigger.
            .where('pin_reactions.reaction_type', '!=', input.type),
        )
        .execute();
    },
    async unreact(userId: string, pinId: string): Promise<void> {
      await db
        .deleteFrom('pin_reactions')
        .where('user_id', '=', userId)
        .where('pin_id', '=', pinId)
        .execute();
    },
    /** The person's reaction to the pin, or null. */
    async reactionOf(userId: string, pinId: string): Promise<ReactionType | null> {
      const row = await db
        .selectFrom('pin_reactions')
        .select('reaction_type')
        .where('user_id', '=', userId)
        .where('pin_id', '=', pinId)
        .executeTakeFirst();
      return isReactionType(row?.reaction_type) ? row.reaction_type : null;
    },
    /** The pin's counts as the wire shows them (`{}` for none, or for a pin that is gone). */
    async countsOf(pinId: string): Promise<Record<string, number>> {
      const row = await db
        .selectFrom('pins')
        .select('reaction_counts')
        .where('id', '=', pinId)
        .executeTakeFirst();
      return fromJson<Record<string, number>>(row?.reaction_counts) ?? {};
    },
  };
}

export type PinReactionsStore = ReturnType<typeof pinReactionsStore>;
