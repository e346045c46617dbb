// The first schema: users, sessions, boards, sections, collaborators, images, pins (with saves
// as pins that name their origin), follows.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function initialMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', t.idType, t.id)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar_signature', 'text')
        .addColumn('is_employee', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('is_verified_merchant', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('verified_identity', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('save_behavior', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('expires_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('images')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('dominant_color', 'text', (c) => c.notNull())
        .addColumn('ext', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('boards')
        .addColumn('id', t.idType, t.id)
        .addColumn('owner_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('privacy', 'text', (c) => c.notNull())
        .addColumn('layout', 'text', (c) => c.notNull().defaultTo('default'))
        .addColumn('is_archived', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('sort_index', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('last_pinned_at', t.time, (c) => c.notNull())
        .addUniqueConstraint('boards_owner_slug', ['owner_id', 'slug'])
        .execute();
      await db.schema
        .createIndex('boards_owner_last_pinned')
        .on('boards')
        .columns(['owner_id', 'last_pinned_at', 'id'])
        .execute();

      await db.schema
        .createTable('board_sections')
        .addColumn('id', t.idType, t.id)
        .addColumn('board_id', t.ref, (c) =>
          c.notNull().references('boards.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('sort_index', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addUniqueConstraint('board_sections_board_slug', ['board_id', 'slug'])
        .execute();

      await db.schema
        .createTable('board_collaborators')
        .addColumn('board_id', t.ref, (c) =>
          c.notNull().references('boards.id').onDelete('cascade'),
        )
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('invited_by', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('board_collaborators_pk', ['board_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('board_collaborators_user')
        .on('board_collaborators')
        .columns(['user_id', 'status'])
        .execute();

      await db.schema
        .createTable('pins')
        .addColumn('id', t.idType, t.id)
        .addColumn('board_id', t.ref, (c) =>
          c.notNull().references('boards.id').onDelete('cascade'),
        )
        .addColumn('section_id', t.ref, (c) =>
          c.references('board_sections.id').onDelete('set null'),
        )
        .addColumn('pinner_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('origin_pin_id', t.ref, (c) => c.references('pins.id').onDelete('set null'))
        .addColumn('board_privacy', 'text', (c) => c.notNull())
        .addColumn('native_creator_id', t.ref, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('promoter_id', t.ref, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('link', 'text')
        .addColumn('domain', 'text')
        .addColumn('alt_text', 'text')
        .addColumn('auto_alt_text', 'text')
        .addColumn('seo_title', 'text')
        .addColumn('seo_description', 'text')
        .addColumn('category', 'text')
        .addColumn('image_signature', 'text', (c) => c.notNull().references('images.signature'))
        .addColumn('method', 'text', (c) => c.notNull().defaultTo('uploaded'))
        .addColumn('is_promoted', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('is_downstream_promotion', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('is_video', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('is_eligible_for_pdp', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('is_oos_product', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('is_stale_product', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('is_shoppable', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('shopping_flags', t.json)
        .addColumn('rich_metadata', t.json)
        .addColumn('rich_summary', t.json)
        .addColumn('carousel_data', t.json)
        .addColumn('story_pin_data', t.json)
        .addColumn('collection_pin', t.json)
        .addColumn('videos', t.json)
        .addColumn('embed', t.json)
        .addColumn('sponsorship', t.json)
        .addColumn('aggregated_pin_data', t.json)
        .addColumn('reaction_counts', t.json)
        .addColumn('advertiser_id', 'text')
        .addColumn('campaign_id', 'text')
        .addColumn('pin_promotion_id', 'text')
        .addColumn('ad_match_reason', 'text')
        .addColumn('digital_media_source_type', 'text')
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .execute();
      // Feeds walk pins newest-first by id: one index per access path.
      await db.schema.createIndex('pins_board').on('pins').columns(['board_id', 'id']).execute();
      await db.schema.createIndex('pins_pinner').on('pins').columns(['pinner_id', 'id']).execute();
      await db.schema
        .createIndex('pins_pinner_origin')
        .on('pins')
        .columns(['pinner_id', 'origin_pin_id'])
        .execute();
      await db.schema.createIndex('pins_origin').on('pins').column('origin_pin_id').execute();
      await db.schema
        .createIndex('pins_section')
        .on('pins')
        .columns(['section_id', 'id'])
        .execute();
      // The public home feed: originals on public boards, newest first. Equality on the first
      // two columns makes SQLite prefer this index to walking the rowid after ANALYZE.
      await db.schema
        .createIndex('pins_public_originals')
        .on('pins')
        .columns(['board_privacy', 'origin_pin_id', 'id'])
        .execute();

      await db.schema
        .createTable('user_follows')
        .addColumn('follower_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('followee_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
        .execute();
      await db.schema
        .createIndex('user_follows_followee')
        .on('user_follows')
        .columns(['followee_id', 'follower_id'])
        .execute();

      await db.schema
        .createTable('board_follows')
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('board_id', t.ref, (c) =>
          c.notNull().references('boards.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('board_follows_pk', ['user_id', 'board_id'])
        .execute();
      await db.schema
        .createIndex('board_follows_board')
        .on('board_follows')
        .columns(['board_id', 'user_id'])
        .execute();
    },
  };
}
