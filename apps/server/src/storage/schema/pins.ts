import type { Generated } from 'kysely';

/**
 * Every pin, original or saved. A save (repin) is a pin row of the saver on their board whose
 * `origin_pin_id` names the original; its content is copied so the saver may edit it.
 * `board_privacy` mirrors the board's privacy (kept in step by the board commands) so feeds
 * filter on one indexed table. JSON columns are TEXT on SQLite and JSONB on PostgreSQL.
 */
export interface PinsTable {
  id: Generated<number | string>;
  board_id: number | string;
  section_id: number | string | null;
  pinner_id: number | string;
  origin_pin_id: number | string | null;
  board_privacy: string;
  native_creator_id: number | string | null;
  promoter_id: number | string | null;
  title: string;
  description: string;
  link: string | null;
  domain: string | null;
  alt_text: string | null;
  auto_alt_text: string | null;
  seo_title: string | null;
  seo_description: string | null;
  category: string | null;
  image_signature: string;
  method: string;
  is_promoted: number;
  is_downstream_promotion: number;
  is_video: number;
  is_eligible_for_pdp: number;
  is_oos_product: number;
  is_stale_product: number;
  is_shoppable: number;
  shopping_flags: unknown;
  rich_metadata: unknown;
  rich_summary: unknown;
  carousel_data: unknown;
  story_pin_data: unknown;
  collection_pin: unknown;
  videos: unknown;
  embed: unknown;
  sponsorship: unknown;
  aggregated_pin_data: unknown;
  reaction_counts: unknown;
  advertiser_id: string | null;
  campaign_id: string | null;
  pin_promotion_id: string | null;
  ad_match_reason: string | null;
  digital_media_source_type: string | null;
  /** A "go linkless" ad (migration 0019): its click stays here; its destination gets a GET. */
  is_go_linkless: Generated<number>;
  created_at: number | string;
  updated_at: number | string;
  /** How many saves name this pin as their origin (migration 0008's triggers keep it). */
  save_count: Generated<number>;
}
