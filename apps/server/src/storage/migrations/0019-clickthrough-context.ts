// Where a clickthrough came from (req 001-7.11): /offsite/ now records each person it sends on,
// with the client's tracking params, its aux_data and whether the link was a third-party ad's.
// And "go linkless" ads (spec 000 §3's isGoLinkless, req 000-7.19): an ad whose click keeps the
// person on Corkboard, its destination told of the click by a plain GET instead.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function clickthroughContextMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('clickthroughs')
        .addColumn('client_tracking_params', 'text')
        .execute();
      await db.schema.alterTable('clickthroughs').addColumn('aux_data', 'text').execute();
      await db.schema
        .alterTable('clickthroughs')
        .addColumn('third_party_ad', t.flag, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('pins')
        .addColumn('is_go_linkless', t.flag, (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
