// Cookie consent (issue 16): which cookie-policy revision a member's choices answered, and when.
// The choices themselves already live in user_settings (allow_*_cookies, null until answered).
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function cookieConsentMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('user_settings')
        .addColumn('cookie_policy_revision', 'integer')
        .execute();
      await db.schema.alterTable('user_settings').addColumn('cookie_consent_at', t.time).execute();
    },
  };
}
