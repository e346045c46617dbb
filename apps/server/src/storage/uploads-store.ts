// The upload registry (VIPResource): register, move through processing, read back by id.
import type { Kysely, Selectable } from 'kysely';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';
import type { UploadsTable } from './schema/uploads';

export type UploadRow = Selectable<UploadsTable>;

export function uploadsStore(db: Kysely<Database>) {
  return {
    async register(input: { userId: string; kind: string; tokenHash: string; at: number }) {
      const row = await db
        .insertInto('uploads')
        .values({
          user_id: input.userId,
          kind: input.kind,
          status: 'registered',
          token_hash: input.tokenHash,
          signature: null,
          failure_reason: null,
          created_at: input.at,
          updated_at: input.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return idString(row.id);
    },
    /** How many uploads the user registered since `since`, and when the oldest of them was. */
    async countSince(userId: string, since: number): Promise<{ count: number; oldest: number }> {
      const row = await db
        .selectFrom('uploads')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: toNumber(row.n), oldest: row.oldest === null ? since : toNumber(row.oldest) };
    },
    async byId(id: string): Promise<UploadRow | undefined> {
      return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async byIdsOf(userId: string, ids: readonly string[]): Promise<UploadRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('uploads')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', 'in', [...ids])
        .execute();
    },
    /** registered → processing; false when the upload was not waiting for its file. */
    async startProcessing(id: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('uploads')
        .set({ status: 'processing', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'registered')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async finish(
      id: string,
      outcome: { signature: string } | { failureReason: string },
      at: number,
    ): Promise<void> {
      await db
        .updateTable('uploads')
        .set(
          'signature' in outcome
            ? { status: 'succeeded', signature: outcome.signature, updated_at: at }
            : { status: 'failed', failure_reason: outcome.failureReason, updated_at: at },
        )
        .where('id', '=', id)
        .execute();
    },
  };
}
