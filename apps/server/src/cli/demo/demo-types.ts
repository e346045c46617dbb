// The demo plan contract: what the seeder (written elsewhere) inserts on first start of an empty
// database. Pure data; images are described by specs that the seeder renders and stores.

export const DEMO_SUBJECTS = [
  'landscape',
  'sea',
  'forest',
  'city',
  'botanical',
  'food',
  'abstract',
  'geometric',
  'interior',
  'fashion',
  'product',
  'portrait',
  'night',
  'desert',
  'blobs',
] as const;

export type DemoSubject = (typeof DEMO_SUBJECTS)[number];

export interface DemoImageSpec {
  seed: number;
  width: number;
  height: number;
  subject: DemoSubject;
}

/** Stands for an image inside a JSON column; the seeder replaces it by the image signature. */
export interface DemoImageRef {
  $image: DemoImageSpec;
}

export interface DemoUser {
  key: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  about: string;
  avatar: DemoImageSpec;
  is_verified_merchant?: boolean;
  verified?: boolean;
  is_employee?: boolean;
}

export interface DemoSection {
  key: string;
  title: string;
}

export interface DemoBoard {
  key: string;
  ownerKey: string;
  name: string;
  description: string;
  privacy: 'public' | 'secret' | 'protected';
  sections: DemoSection[];
  collaboratorKeys: string[];
}

export type DemoPinKind =
  | 'image'
  | 'video'
  | 'gif'
  | 'product'
  | 'recipe'
  | 'article'
  | 'carousel'
  | 'story'
  | 'promoted'
  | 'collection';

export const DEMO_PIN_KINDS: readonly DemoPinKind[] = [
  'image',
  'video',
  'gif',
  'product',
  'recipe',
  'article',
  'carousel',
  'story',
  'promoted',
  'collection',
];

export interface DemoPin {
  key: string;
  kind: DemoPinKind;
  boardKey: string;
  sectionKey: string | null;
  pinnerKey: string;
  title: string;
  description: string;
  link: string | null;
  alt_text: string | null;
  /** The pin's main image. */
  image: DemoImageSpec;
  /** created_at = seed time minus this. */
  minutesAgo: number;
  native_creator_key: string | null;
  is_promoted: boolean;
  promoter_key: string | null;
  is_video: boolean;
  is_downstream_promotion: boolean;
  // JSON columns shaped like the wire types of packages/contracts/src/wire.ts, except that every
  // image is `image_signature: { $image: DemoImageSpec }` and `images` is left to the server.
  rich_metadata: object | null;
  rich_summary: object | null;
  shopping_flags: number[];
  is_eligible_for_pdp: boolean;
  is_oos_product: boolean;
  is_stale_product: boolean;
  is_shoppable: boolean;
  carousel_data: object | null;
  story_pin_data: object | null;
  collection_pin: object | null;
  videos: object | null;
  embed: object | null;
  sponsorship: { status: number; sponsor_key: string | null } | null;
  aggregated_pin_data: object | null;
  reaction_counts: Record<string, number>;
  advertiser_id: string | null;
  campaign_id: string | null;
  ad_match_reason: string | null;
  digital_media_source_type: string | null;
  /** A "go linkless" ad: its click stays on Corkboard (req 000-7.19). */
  is_go_linkless: boolean;
  auto_alt_text: string | null;
  seo_title: string | null;
  seo_description: string | null;
  category: string | null;
}

export interface DemoSave {
  userKey: string;
  pinKey: string;
  boardKey: string;
  sectionKey: string | null;
  minutesAgo: number;
}

export interface DemoPlan {
  users: DemoUser[];
  boards: DemoBoard[];
  pins: DemoPin[];
  userFollows: { followerKey: string; followeeKey: string }[];
  boardFollows: { userKey: string; boardKey: string }[];
  saves: DemoSave[];
}
