// Wire shapes of API.md §2: what the server answers and the web client reads. snake_case,
// ids are strings of digits. Nested objects mirror the spec's Pin entity (spec 000 §3).
import type { ImageSizeName } from '@corkboard/domain';

export type BoardPrivacy = 'public' | 'secret' | 'protected';
export type BoardLayout = 'default' | 'custom' | 'quick_saves';

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}
export type ImageVariants = Partial<Record<ImageSizeName, ImageVariant>>;

export interface UserSummary {
  id: string;
  username: string;
  full_name: string;
  image_small_url: string | null;
  image_medium_url: string | null;
  explicitly_followed_by_me?: boolean;
  is_verified_merchant?: boolean;
  verified_identity?: { verified: boolean };
}

export interface User extends UserSummary {
  first_name: string;
  image_large_url: string | null;
  about: string;
  follower_count: number;
  following_count: number;
  board_count: number;
  pin_count: number;
  created_at: string;
  explicitly_followed_by_me: boolean;
  verified_identity: { verified: boolean };
  is_verified_merchant: boolean;
  /** Present on another user's profile for a signed-in viewer: the viewer blocked them. */
  blocked_by_me?: boolean;
}

/** The signed-in viewer, from `UserResource get {}`. */
export interface Me extends User {
  email: string;
  save_behavior: 0 | 1;
  is_employee: boolean;
  /** Spec 002 §3 `has_quicksave_board`: the viewer has their quick-saves board. */
  has_quicksave_board: boolean;
  /** Cookie settings (spec 000 §3); null until the viewer answers the consent banner. */
  allow_analytic_cookies: boolean | null;
  allow_marketing_cookies: boolean | null;
  allow_personalization_cookies: boolean | null;
  surface_tag: string | null;
  dark_mode: boolean;
}

export interface BoardRef {
  id: string;
  name: string;
  url: string;
  privacy: BoardPrivacy;
  layout?: BoardLayout;
}

export interface Board {
  id: string;
  name: string;
  url: string;
  privacy: BoardPrivacy;
  layout: BoardLayout;
  description: string;
  pin_count: number;
  section_count: number;
  follower_count: number;
  is_collaborative: boolean;
  collaborator_count: number;
  collaborated_by_me: boolean;
  followed_by_me: boolean;
  owner: { id: string; username: string; full_name: string };
  images: { '170x': ImageVariant[] };
  sections?: BoardSection[];
  created_at: string;
}

// --- Follows, collaborators, invitations and blocks (spec 002 §3, §4; API.md §3).

export type CollaboratorStatus = 'invited' | 'accepted';

/** An invitation to collaborate on a board (`BoardInviteResource`, `BoardInvitesResource`). */
export interface BoardInvite {
  board_id: string;
  invited_user_id: string;
  status: CollaboratorStatus;
  board: Board;
  inviter: UserSummary | null;
  invited_user: UserSummary;
  /** The board's path, and the group-board invite link built from it (spec 002 §5). */
  board_url: string;
  invite_url: string;
  created_at: string;
}

/** A collaborator of a board, or (for its owner and collaborators) an open invitation. */
export interface BoardCollaborator {
  user: UserSummary;
  status: CollaboratorStatus;
  invited_by_id: string;
  created_at: string;
}

/** `UserBlockResource` answers where the block stands after the call. */
export interface UserBlockState {
  blocked_user_id: string;
  blocked_by_me: boolean;
}

export interface BoardSection {
  id: string;
  title: string;
  slug: string;
  pin_count: number;
}

export interface OfferSummary {
  price?: string;
  min_price?: string;
  max_price?: string;
  standard_price?: string;
  currency?: string;
  availability?: 'in_stock' | 'out_of_stock' | 'preorder';
}

export interface RichProduct {
  name: string;
  brand?: { name: string };
  item_id?: string;
  offer_summary?: OfferSummary;
  label_info?: { labels: string[] };
}

export interface AggregateRating {
  rating_value: number;
  best_rating?: number;
  review_count: number;
}

export interface RichMetadata {
  type_name?: 'product' | 'recipe' | 'article';
  site_name?: string;
  title?: string;
  description?: string;
  display_name?: string;
  products?: RichProduct[];
  recipe?: {
    cook_time_minutes?: number;
    display_cook_time?: string;
    from_aggregated_data?: boolean;
    ingredients?: string[];
  };
  article?: { author?: string; published_at?: string };
  aggregate_rating?: AggregateRating;
}

export interface CarouselSlot {
  id: string;
  title: string;
  details: string;
  link: string | null;
  image_signature: string;
  images: ImageVariants;
}

export interface StoryPinPage {
  image_signature: string;
  images: ImageVariants;
  blocks: { type: 'text' | 'image'; text?: string }[];
}

export interface StoryPinData {
  id: string;
  pin_title: string;
  pages: StoryPinPage[];
  page_count: number;
  static_page_count: number;
  total_video_duration: number;
  has_product_pins: boolean;
  is_deleted: boolean;
}

export interface Videos {
  duration: number;
  video_list: Record<string, { url: string; width: number; height: number; thumbnail: string }>;
}

export interface CollectionItem {
  pin_id: string | null;
  link: string | null;
  image_signature: string;
  images: ImageVariants;
}

export interface Sponsorship {
  status: number;
  sponsor: { id: string; username: string; full_name: string } | null;
}

export interface SavedInfo {
  title: string;
  type: 'board' | 'profile';
  url: string;
  board_id: string;
  local_pin_id: string;
}

export interface Pin {
  id: string;
  title: string;
  grid_title: string;
  description: string;
  link: string | null;
  tracked_link: string | null;
  domain: string | null;
  dominant_color: string;
  image_signature: string;
  images: ImageVariants;
  alt_text: string | null;
  auto_alt_text: string | null;
  seo_title: string | null;
  seo_description: string | null;
  category: string | null;
  created_at: string;
  is_promoted: boolean;
  is_downstream_promotion: boolean;
  is_video: boolean;
  is_repin: boolean;
  board: BoardRef;
  /** The board section the pin is in, if any. */
  section_id: string | null;
  pinner: UserSummary;
  native_creator: UserSummary | null;
  origin_pinner: UserSummary | null;
  promoter: UserSummary | null;
  sponsorship: Sponsorship | null;
  rich_summary: RichMetadata | null;
  rich_metadata: RichMetadata | null;
  shopping_flags: number[];
  is_eligible_for_pdp: boolean;
  is_oos_product: boolean;
  is_stale_product: boolean;
  is_shoppable: boolean;
  carousel_data: { id: string; index: number; slots: CarouselSlot[] } | null;
  story_pin_data: StoryPinData | null;
  collection_pin: { item_data: CollectionItem[] } | null;
  videos: Videos | null;
  embed: { type: 'video' | 'gif'; src: string; width: number; height: number } | null;
  reaction_counts: Record<string, number>;
  aggregated_pin_data: { pin_tags_chips?: { name: string; url: string }[] } | null;
  saved_info: SavedInfo | null;
  access: string[];
  /** Ad fields of spec 000 §3, present (possibly null) on every pin, filled when promoted. */
  advertiser_id: string | null;
  campaign_id: string | null;
  pin_promotion_id: string | null;
  ad_match_reason: string | null;
  digital_media_source_type: string | null;
  recommendation_reason: {
    reason: string;
    reason_id: string | null;
    board: BoardRef | null;
  } | null;
  /** The interest a topic recommendation came from (spec 000 §3 sourceInterest). */
  source_interest?: { id: string; name: string; url_name: string } | null;
}

// --- Saving and board management (API.md §3 "Pins and saving").

/** `RepinResource create`: the new save, where it went (layout quick_saves = the profile). */
export interface RepinResult {
  id: string;
  board: BoardRef & { layout: BoardLayout };
  section: { id: string; title: string; slug: string } | null;
}

/** `BulkEditResource delete`: every pin it deleted (all or nothing). */
export interface BulkEditResult {
  deleted_pin_ids: string[];
}

/** `UserStateResource`: a state's value, or null when it was never set. */
export interface UserState {
  state: string;
  value: string | null;
}
