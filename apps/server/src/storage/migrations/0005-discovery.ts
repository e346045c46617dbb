// Discovery and feedback (issue 6): interests (topics and categories) and the pins about them,
// interest follows, hidden pins and card feedback, plus the pin indexes the home feed's
// sources, related pins and the topic pages walk (each named by the query that needs it).
import { sql, type Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function discoveryMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('interests')
        .addColumn('id', t.idType, t.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url_name', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      // Hubs list one kind in url_name order (keyset).
      await db.schema
        .createIndex('interests_kind_url_name')
        .on('interests')
        .columns(['kind', 'url_name'])
        .execute();

      // Only originals are tagged; a save is about what its original is about.
      await db.schema
        .createTable('pin_interests')
        .addColumn('interest_id', t.ref, (c) =>
          c.notNull().references('interests.id').onDelete('cascade'),
        )
        .addColumn('pin_id', t.ref, (c) => c.notNull().references('pins.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('pin_interests_pk', ['interest_id', 'pin_id'])
        .execute();
      // The primary key walks an interest's pins newest first; this one a pin's interests.
      await db.schema
        .createIndex('pin_interests_pin')
        .on('pin_interests')
        .columns(['pin_id', 'interest_id'])
        .execute();

      await db.schema
        .createTable('interest_follows')
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('interest_id', t.ref, (c) =>
          c.notNull().references('interests.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('interest_follows_pk', ['user_id', 'interest_id'])
        .execute();
      await db.schema
        .createIndex('interest_follows_interest')
        .on('interest_follows')
        .columns(['interest_id', 'user_id'])
        .execute();

      // One row per user and root pin (the original a save points at), so hiding any copy
      // hides them all; `surface` says which endpoint hid it (p2p, news_hub, feedback).
      await db.schema
        .createTable('pin_hides')
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('pin_id', t.ref, (c) => c.notNull().references('pins.id').onDelete('cascade'))
        .addColumn('surface', 'text', (c) => c.notNull())
        .addColumn('news_id', 'text')
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('pin_hides_pk', ['user_id', 'pin_id'])
        .execute();
      await db.schema
        .createIndex('pin_hides_user_created')
        .on('pin_hides')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('pin_hides_pin').on('pin_hides').column('pin_id').execute();

      await db.schema
        .createTable('pin_feedback')
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('pin_id', t.ref, (c) => c.notNull().references('pins.id').onDelete('cascade'))
        .addColumn('feedback_type', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('pin_feedback_pk', ['user_id', 'pin_id'])
        .execute();
      await db.schema.createIndex('pin_feedback_pin').on('pin_feedback').column('pin_id').execute();

      // "Popular": public saves newest first (the home feed walks them to find what people
      // save lately). Partial, so it holds only saves; covering the origin it joins to.
      await db.schema
        .createIndex('pins_public_saves')
        .on('pins')
        .columns(['id', 'origin_pin_id'])
        .where(sql.ref('origin_pin_id'), 'is not', null)
        .where(sql.ref('board_privacy'), '=', sql.lit('public'))
        .execute();
      // "Has this original a public save (newer than …)?": one range probe per candidate.
      // Partial (saves only), so the originals' feed keeps its own index.
      await db.schema
        .createIndex('pins_origin_privacy')
        .on('pins')
        .columns(['origin_pin_id', 'board_privacy', 'id'])
        .where(sql.ref('origin_pin_id'), 'is not', null)
        .execute();
      // Related pins from the same site: public originals of a domain, newest first.
      await db.schema
        .createIndex('pins_public_domain')
        .on('pins')
        .columns(['domain', 'id'])
        .where(sql.ref('origin_pin_id'), 'is', null)
        .where(sql.ref('board_privacy'), '=', sql.lit('public'))
        .execute();
    },
  };
}
