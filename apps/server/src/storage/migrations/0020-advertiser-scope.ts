// Whom an advertiser-scoped request may speak for (spec 001 §6: "Advertiser-scoped placements
// add an advertiserId target"): a person promotes pins for an advertiser, so "does this person
// promote for advertiser X?" is one probe of this index. Partial: only promoted pins carry an
// advertiser id.
import { sql, type Kysely } from 'kysely';

export function advertiserScopeMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('pins_promoter_advertiser')
        .on('pins')
        .columns(['promoter_id', 'advertiser_id'])
        .where(sql.ref('advertiser_id'), 'is not', null)
        .execute();
    },
  };
}
