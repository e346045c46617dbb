// Which browser and system each session signed in from (issue 16, the settings' sessions):
// `chrome/linux` (domain formatDeviceKind), null for sessions from before.
import type { Kysely } from 'kysely';

export function sessionDevicesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sessions').addColumn('device', 'text').execute();
    },
  };
}
