// Reads and writes of user_settings (UserSettingsResource). No row means every default.
import type { Kysely, Selectable } from 'kysely';
import type { ConsentChoice } from '@corkboard/domain';
import { fromFlag, toFlag, toNumber } from './row-mapping';
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
    | 'cookie_policy_revision'
    | 'cookie_consent_at'
  >
>;

/** The member's cookie choice (issue 16), or null when they have not answered any policy. */
export function consentOfSettings(row: UserSettingsRow | undefined): ConsentChoice | null {
  if (!row || row.cookie_policy_revision === null) return null;
  return {
    analytics: toFlag(row.allow_analytic_cookies),
    marketing: toFlag(row.allow_marketing_cookies),
    personalization: toFlag(row.allow_personalization_cookies),
    revision: toNumber(row.cookie_policy_revision),
    chosenAt: toNumber(row.cookie_consent_at),
  };
}

/** The columns that keep a cookie choice. */
export function consentPatch(choice: ConsentChoice): UserSettingsPatch {
  return {
    allow_analytic_cookies: fromFlag(choice.analytics),
    allow_marketing_cookies: fromFlag(choice.marketing),
    allow_personalization_cookies: fromFlag(choice.personalization),
    cookie_policy_revision: choice.revision,
    cookie_consent_at: choice.chosenAt,
  };
}

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
          cookie_policy_revision: null,
          cookie_consent_at: null,
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
