// Reads and writes of user_settings (UserSettingsResource). No row means every default.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema/database';
import type { UserSettingsTable } from './schema/user-settings';

export type UserSettingsRow = Selectable<UserSettingsTable>;
export type UserSettingsPatch = Partial<
  Pick<
    UserSettingsRow,
    | 'allow_analytic_cookies'
    | 'allow_marketing_cookies'
    | 'allow_personalization_cookies'
    | 'surface_tag'
    | 'dark_mode'
  >
>;

export function userSettingsStore(db: Kysely<Database>) {
  return {
    async get(userId: string): Promise<UserSettingsRow | undefined> {
      return db
        .selectFrom('user_settings')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    /** Writes the given fields only; the others keep their value (or default). */
    async update(userId: string, patch: UserSettingsPatch, at: number): Promise<void> {
      await db
        .insertInto('user_settings')
        .values({
          user_id: userId,
          allow_analytic_cookies: null,
          allow_marketing_cookies: null,
          allow_personalization_cookies: null,
          surface_tag: null,
          dark_mode: 0,
          ...patch,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: at }))
        .execute();
    },
    /** Req 002-3.06: save_behavior (0 = save to profile, 1 = show board picker), on users. */
    async setSaveBehavior(userId: string, value: 0 | 1): Promise<void> {
      await db
        .updateTable('users')
        .set({ save_behavior: value })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type UserSettingsStore = ReturnType<typeof userSettingsStore>;
