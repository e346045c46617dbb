// The one table of the compact pin of a grid (`field_set_key: "grid_item"`, docs/API.md §2,
// "Pins in grids"): per field of the wire Pin, whether a grid item may leave it out and what an
// absent field then means. The server compacts by it and the web client expands by it
// (grid-item.ts), and packages/contracts derives the GridPin schema from it.
import type { ImageSizeName } from '../images';

/**
 * The sizes a grid card reads (pin-card/card-image.ts): its picture is 736x, or 474x or 236x
 * when asked; its srcSet offers 236x, 474x, 736x and the original, which "Download image" also
 * takes. Left out: 564x (only a closeup reads it, and a closeup reads its own full pin, never
 * the grid's; a card reaches it only when 736x is missing, and every stored image has every
 * size), 60x60, 136x136, 170x and 600x315 (the 236x before them is always there).
 */
export const GRID_ITEM_IMAGE_SIZES = [
  '236x',
  '474x',
  '736x',
  'orig',
] as const satisfies readonly ImageSizeName[];
export type GridItemImageSize = (typeof GRID_ITEM_IMAGE_SIZES)[number];

/** A documented default: null, false, [], {} or a small object of them. */
export type FieldDefault = null | false | readonly [] | Readonly<Record<string, null | false>>;

export type FieldRule =
  /** Always sent (nested `fields`: its own fields by that table). */
  | { readonly kind: 'sent'; readonly fields?: FieldTable }
  /** Left out when it holds `value`; absent means `value`. */
  | { readonly kind: 'default'; readonly value: FieldDefault; readonly fields?: FieldTable }
  /** An ad field: left out when null and whenever the pin is not promoted; absent means null. */
  | { readonly kind: 'ad' }
  /** Left out when it equals `field` (the same text); absent means the value of `field`. */
  | { readonly kind: 'same_as'; readonly field: string };

export type FieldTable = Readonly<Record<string, FieldRule>>;

const SENT = { kind: 'sent' } as const;
const NULL = { kind: 'default', value: null } as const;
const FALSE = { kind: 'default', value: false } as const;
const LIST = { kind: 'default', value: [] } as const;
const RECORD = { kind: 'default', value: {} } as const;
const AD = { kind: 'ad' } as const;
const sameAs = <F extends string>(field: F) => ({ kind: 'same_as', field }) as const;

/** The fields of a user summary inside a pin (pinner, native creator, origin pinner, promoter). */
export const USER_SUMMARY_GRID_FIELDS = {
  id: SENT,
  username: SENT,
  full_name: SENT,
  image_small_url: NULL,
  image_medium_url: NULL,
  explicitly_followed_by_me: SENT,
  is_verified_merchant: FALSE,
  verified_identity: { kind: 'default', value: { verified: false } },
} as const satisfies FieldTable;

const USER = { kind: 'sent', fields: USER_SUMMARY_GRID_FIELDS } as const;
const USER_OR_NULL = { kind: 'default', value: null, fields: USER_SUMMARY_GRID_FIELDS } as const;

/**
 * Every field of the wire Pin (packages/contracts checks the keys are exactly Pin's), in its
 * order. `images` is always sent, in GRID_ITEM_IMAGE_SIZES only (so are the images of carousel
 * slots, story pages and collection items).
 */
export const PIN_GRID_FIELDS = {
  id: SENT,
  title: SENT,
  grid_title: sameAs('title'),
  description: SENT,
  link: NULL,
  tracked_link: sameAs('link'),
  domain: NULL,
  dominant_color: SENT,
  image_signature: SENT,
  images: SENT,
  alt_text: NULL,
  auto_alt_text: NULL,
  seo_title: NULL,
  seo_description: NULL,
  category: NULL,
  created_at: SENT,
  is_promoted: FALSE,
  is_downstream_promotion: FALSE,
  is_video: FALSE,
  is_repin: FALSE,
  board: SENT,
  section_id: NULL,
  pinner: USER,
  native_creator: USER_OR_NULL,
  origin_pinner: USER_OR_NULL,
  promoter: USER_OR_NULL,
  sponsorship: NULL,
  rich_summary: NULL,
  rich_metadata: NULL,
  shopping_flags: LIST,
  is_eligible_for_pdp: FALSE,
  is_oos_product: FALSE,
  is_stale_product: FALSE,
  is_shoppable: FALSE,
  carousel_data: NULL,
  story_pin_data: NULL,
  collection_pin: NULL,
  videos: NULL,
  embed: NULL,
  reaction_counts: RECORD,
  aggregated_pin_data: NULL,
  saved_info: NULL,
  access: LIST,
  advertiser_id: AD,
  campaign_id: AD,
  pin_promotion_id: AD,
  ad_match_reason: AD,
  digital_media_source_type: AD,
  is_go_linkless: FALSE,
  recommendation_reason: NULL,
  source_interest: NULL,
} as const satisfies FieldTable;

// --- The types the table gives a pin type P as a grid item.

type OptionalKey<T extends FieldTable> = {
  [K in keyof T]: T[K] extends { kind: 'sent' } ? never : K;
}[keyof T];

type Nested<R> = R extends { fields: infer F extends FieldTable } ? F : never;

/** V (an object, or null) with table T applied. */
type Compacted<V, T extends FieldTable> = V extends object ? Compact<V, T> : V;

type Value<P, K extends keyof P, T extends FieldTable> = K extends 'images'
  ? Pick<P[K], Extract<keyof P[K], GridItemImageSize>>
  : K extends keyof T
    ? [Nested<T[K]>] extends [never]
      ? P[K]
      : Compacted<P[K], Nested<T[K]>>
    : P[K];

/** P with table T applied: its optional keys may be absent, nested tables applied. */
type Compact<P, T extends FieldTable> = {
  [K in keyof P as K extends OptionalKey<T> ? never : K]: Value<P, K, T>;
} & {
  [K in keyof P as K extends OptionalKey<T> ? K : never]?: Value<P, K, T>;
};

/** The fields of a pin a grid item may leave out. */
export type GridItemOptionalKey = OptionalKey<typeof PIN_GRID_FIELDS>;
/** The fields of a user summary a grid item may leave out. */
export type GridUserOptionalKey = OptionalKey<typeof USER_SUMMARY_GRID_FIELDS>;

/** A pin type P as a grid item. */
export type GridItemOf<P extends { images: object }> = Compact<P, typeof PIN_GRID_FIELDS>;
