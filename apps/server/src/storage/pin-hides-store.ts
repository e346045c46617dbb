// Hidden pins and card feedback (spec 000 §2, §4, §7, reqs 000-4.25, 000-7.10, 000-7.11, 000-7.15):
// pin_hides (keyed by the root pin, so every copy hides with it) and pin_feedback. Feeds leave
// hidden pins out through discovery-filters.ts notHiddenBy.
import type { HideReason, HideSurface, PinFeedbackTypeName, ReportReason } from '@corkboard/domain';
import type { Kysely } from 'kysely';
import { pinNotBlockedFor } from './block-filter';
import { asPins } from './discovery-filters';
import type { PinRow } from './pins-store';
import type { Database } from './schema/database';
import { toNumber } from './row-mapping';

export function pinHidesStore(db: Kysely<Database>) {
  return {
    /**
     * Idempotent; a second hide keeps the first one's surface and time, and takes its reason
     * when it gives one.
     */
    async hide(input: {
      userId: string;
      rootPinId: string;
      surface: HideSurface;
      newsId: string | null;
      reason: HideReason | null;
      at: number;
    }): Promise<void> {
      const { reason } = input;
      await db
        .insertInto('pin_hides')
        .values({
          user_id: input.userId,
          pin_id: input.rootPinId,
          surface: input.surface,
          news_id: input.newsId,
          reason,
          created_at: input.at,
        })
        .onConflict((oc) => {
          const same = oc.columns(['user_id', 'pin_id']);
          return reason === null ? same.doNothing() : same.doUpdateSet({ reason });
        })
        .execute();
    },
    async hideReasonOf(userId: string, rootPinId: string): Promise<string | null> {
      const row = await db
        .selectFrom('pin_hides')
        .select('reason')
        .where('user_id', '=', userId)
        .where('pin_id', '=', rootPinId)
        .executeTakeFirst();
      return row?.reason ?? null;
    },
    async unhide(userId: string, rootPinId: string): Promise<void> {
      await db
        .deleteFrom('pin_hides')
        .where('user_id', '=', userId)
        .where('pin_id', '=', rootPinId)
        .execute();
    },
    async isHidden(userId: string, rootPinId: string): Promise<boolean> {
      const row = await db
        .selectFrom('pin_hides')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('pin_id', '=', rootPinId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The pins the user hid, most recently hidden first (the /edit/ tuner). */
    async hiddenPins(userId: string, limit: number): Promise<PinRow[]> {
      return (
        db
          .selectFrom('pin_hides as h')
          .innerJoin('pins', 'pins.id', 'h.pin_id')
          .selectAll('pins')
          .where('h.user_id', '=', userId)
          // A hidden pin that has since turned secret or is across a block is not listed.
          .where((eb) =>
            eb.or([eb('pins.board_privacy', '!=', 'secret'), eb('pins.pinner_id', '=', userId)]),
          )
          .where((eb) => pinNotBlockedFor(asPins(eb), userId))
          .orderBy('h.created_at', 'desc')
          .orderBy('h.pin_id', 'desc')
          .limit(limit)
          .execute()
      );
    },
    async countHidden(userId: string): Promise<number> {
      const row = await db
        .selectFrom('pin_hides')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return toNumber(row.n as number);
    },
    /** The user's latest feedback on a root pin replaces an earlier one. */
    async recordFeedback(input: {
      userId: string;
      rootPinId: string;
      type: PinFeedbackTypeName;
      reason: ReportReason | null;
      at: number;
    }): Promise<void> {
      // A new report reopens one an operator closed (reviewed_at).
      const values = {
        feedback_type: input.type,
        reason: input.reason,
        created_at: input.at,
        reviewed_at: null,
      };
      await db
        .insertInto('pin_feedback')
        .values({ user_id: input.userId, pin_id: input.rootPinId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'pin_id']).doUpdateSet(values))
        .execute();
    },
    /** The user's feedback on a root pin and its reason, or null when they gave none. */
    async feedbackOf(
      userId: string,
      rootPinId: string,
    ): Promise<{ type: string; reason: string | null } | null> {
      const row = await db
        .selectFrom('pin_feedback')
        .select(['feedback_type', 'reason'])
        .where('user_id', '=', userId)
        .where('pin_id', '=', rootPinId)
        .executeTakeFirst();
      return row ? { type: row.feedback_type, reason: row.reason } : null;
    },
  };
}

export type PinHidesStore = ReturnType<typeof pinHidesStore>;
