// Reads and writes of user_states (UserStateResource): one value per user and state.
import type { Kysely } from 'kysely';
import type { Database } from './schema/database';

export function userStatesStore(db: Kysely<Database>) {
  return {
    async get(userId: string, state: string): Promise<string | null> {
      const row = await db
        .selectFrom('user_states')
        .select('value')
        .where('user_id', '=', userId)
        .where('state', '=', state)
        .executeTakeFirst();
      return row?.value ?? null;
    },
    async set(userId: string, state: string, value: string, at: number): Promise<void> {
      await db
        .insertInto('user_states')
        .values({ user_id: userId, state, value, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'state']).doUpdateSet({ value, updated_at: at }))
        .execute();
    },
  };
}

export type UserStatesStore = ReturnType<typeof userStatesStore>;
