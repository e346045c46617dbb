// The pin card's contract: what goes into the decision (a pin as the wire carries it, the
// viewer, the surface, experiments) and the view model that comes out. Components only read
// the model; every rule of spec 000 §1–5, §8–9 (docs/SPEC.md) lives in the functions that
// build it, each citing its requirement.
//
// `CardPinInput` is structural: the wire `Pin` of packages/contracts satisfies it, but domain
// imports nothing internal, so the fields the rules read are restated here.
import type { CardFeedback } from '../discovery/card-feedback';
import type { WhyThisPinInput } from '../discovery/why-this-pin';

export interface CardImageVariant {
  url: string;
  width: number;
  height: number;
}
export type CardImageVariants = Partial<Record<string, CardImageVariant>>;

export interface CardUserInput {
  id: string;
  username: string;
  full_name: string;
  image_small_url?: string | null;
  image_medium_url?: string | null;
  explicitly_followed_by_me?: boolean;
  is_verified_merchant?: boolean;
  verified_identity?: { verified: boolean };
}

export interface CardOfferInput {
  price?: string;
  min_price?: string;
  max_price?: string;
  standard_price?: string;
  currency?: string;
  availability?: string;
}

export interface CardRichInput {
  type_name?: string;
  site_name?: string;
  title?: string;
  description?: string;
  display_name?: string;
  products?: {
    name: string;
    brand?: { name: string };
    offer_summary?: CardOfferInput;
    label_info?: { labels: string[] };
  }[];
  recipe?: { cook_time_minutes?: number; display_cook_time?: string };
  aggregate_rating?: { rating_value: number; best_rating?: number; review_count: number };
}

export interface CardPinInput {
  id: string;
  title: string;
  grid_title?: string;
  description: string;
  link: string | null;
  domain: string | null;
  dominant_color: string;
  images: CardImageVariants;
  alt_text: string | null;
  auto_alt_text?: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
  is_promoted: boolean;
  is_downstream_promotion?: boolean;
  is_video: boolean;
  board: {
    id: string;
    name: string;
    url: string;
    privacy: string;
    layout?: string;
    /** A group board (req 000-5.25: "The board name shows for group boards"). */
    is_collaborative?: boolean;
    /** The viewer follows the board (req 000-4.24: feedback type "followed", step 5). */
    followed_by_me?: boolean;
  };
  pinner: CardUserInput;
  native_creator: CardUserInput | null;
  origin_pinner?: CardUserInput | null;
  promoter: CardUserInput | null;
  sponsorship: {
    status: number;
    sponsor: { id: string; username: string; full_name: string } | null;
  } | null;
  rich_summary: CardRichInput | null;
  rich_metadata: CardRichInput | null;
  shopping_flags: number[];
  is_eligible_for_pdp?: boolean;
  is_oos_product?: boolean;
  is_stale_product?: boolean;
  carousel_data: {
    id: string;
    index: number;
    slots: {
      id: string;
      title: string;
      details: string;
      link: string | null;
      images: CardImageVariants;
    }[];
  } | null;
  story_pin_data: {
    id: string;
    pin_title?: string;
    page_count: number;
    is_deleted: boolean;
    pages?: { images: CardImageVariants }[];
  } | null;
  collection_pin: {
    item_data: { pin_id: string | null; link: string | null; images: CardImageVariants }[];
  } | null;
  videos: {
    duration: number;
    video_list: Record<string, { url: string; width: number; height: number; thumbnail: string }>;
  } | null;
  embed: { type: 'video' | 'gif'; src: string; width: number; height: number } | null;
  reaction_counts: Record<string, number>;
  aggregated_pin_data: { pin_tags_chips?: { name: string; url: string }[] } | null;
  saved_info: {
    title: string;
    type: string;
    url: string;
    board_id: string;
    local_pin_id: string;
  } | null;
  access?: string[];
  digital_media_source_type?: string | null;
  recommendation_reason?: {
    reason: string;
    reason_id: string | null;
    board: { id: string; name: string; url: string } | null;
  } | null;
  /** The interest a topic recommendation came from (req 000-3.19 sourceInterest). */
  source_interest?: { id: string; name: string; url_name?: string } | null;
  /** Shown in the debug panel (req 000-3.03 imageSignature). */
  image_signature?: string | null;
  /** Sensitive reasons (req 000-5.17) that swap in the SEO title or description. */
  sensitive_reasons?: ('raw_text' | 'rich_title' | 'rich_description' | 'board_title')[];
}

/** Surfaces of spec 000 §2 that drive card behaviour (req 000-2.15). */
export type CardSurface =
  | 'RelatedPinGrid'
  | 'AuthHomefeed'
  | 'UnauthHomefeed'
  | 'SearchItemHighShoppingIntent'
  | 'SearchItem'
  | 'PdpRelatedPinGrid'
  | 'BoardMoreIdeasTabContent'
  | 'BaseBoardPinGrid'
  | 'BoardlessPins'
  | 'NewsPage'
  | 'ShoppingGridSmallCarousel'
  | 'VisualInspirationShoppingPin'
  | 'CloseupRelatedProducts'
  | 'FollowingFeedGrid'
  | 'RelatedProductsFeed'
  | 'ProductPinsFeed'
  | 'UserProfilePinGrid'
  | 'ConversationView'
  | 'TodayArticleFeed'
  | 'IdeasHubSeasonalRow'
  | 'ShoppingPackageItem'
  | 'CardsGallery'
  /** Ours: the pin page itself, whose "…" menu reads the card's decisions. */
  | 'PinCloseup';

export interface CardViewerInput {
  signedIn: boolean;
  id: string | null;
  isBot: boolean;
  isEmployee: boolean;
  isInternalNetwork: boolean;
  isTouch: boolean;
  isMobile: boolean;
}

export interface CardContext {
  viewer: CardViewerInput;
  surface: CardSurface;
  /** Experiment name → group (the registry in experiments.ts). */
  experiments: Record<string, string>;
  /** Pin view-parameter code of the surface (req 002-9.07; feedback type steps, req 000-4.24). */
  viewParameter?: number;
  /** Attribution option of the surface (req 000-5.28: "image-only, hide and show options"). */
  attribution?: 'default' | 'imageOnly' | 'hide' | 'show';
  /** Force the image-only grid even for signed-out viewers. */
  forceImageOnly?: boolean;
  /** Preferred grid image size (req 000-5.41: 736x, then 474x or 236x when asked). */
  preferredSize?: '474x' | '236x';
  excludeOrig?: boolean;
  /** An explicit feedback type the surface sets (req 000-4.24, step 2). */
  explicitFeedbackType?: string;
  /** Experiences on the page that ask to hide reactions (req 000-5.23). */
  hideReactionsByExperience?: boolean;
  /** Names of the URL's query parameters (the debug panel needs one starting with deb_). */
  queryParamNames?: string[];
  /** Shown on the user's own collaborative board (reaction controls hidden there). */
  onCollaborativeBoard?: boolean;
  /** A one-tap-save card (req 000-2.03, the explore-local tab); its kind is then 'oneTap'. */
  oneTap?: boolean;
  /** Reactions are enabled on the page (req 000-5.23); default true. */
  reactionsEnabled?: boolean;
  /** Req 000-6.06: "The unauth product attribution fragment is skipped when requested." */
  skipUnauthProductAttribution?: boolean;
}

export type CardKind = 'oneTap' | 'video' | 'gif' | 'product' | 'recipe' | 'storyPin' | 'image';

export interface CardImage {
  url: string;
  width: number;
  height: number;
  /** `url 236w, url 474w, …` for the sizes the viewer may load (no orig for bots). */
  srcSet: string;
  alt: string;
  dominantColor: string;
}

export interface CardCarouselSlot {
  id: string;
  title: string;
  details: string;
  link: string | null;
  image: CardImage;
}

/** One item of a collection ad: its picture and its own link (null: it has none). */
export interface CardCollectionItem {
  image: CardImage;
  link: string | null;
}

export type CardMedia =
  | { type: 'image'; image: CardImage }
  | { type: 'gif'; image: CardImage; src: string | null }
  | { type: 'video'; poster: CardImage; src: string | null; durationMs: number; promoted: boolean }
  | { type: 'carousel'; slots: CardCarouselSlot[]; startIndex: number; itemsPerPage: number }
  /** Collage / collection ads: the hero plus exactly the first 3 items (at least 3 needed). */
  | { type: 'collection'; hero: CardImage; items: CardCollectionItem[] }
  | { type: 'story'; cover: CardImage; pageCount: number }
  | {
      type: 'storyUnavailable';
      title: string;
      body: string;
      width: number;
      height: number;
      dominantColor: string;
    };

export interface CardPrice {
  /** "$48.00", or the range "min-max", or 'See price on site', or 'Sold out'. */
  text: string;
  /** Struck-through original price, only when it differs from the current one. */
  original: string | null;
  soldOut: boolean;
}

export interface CardRating {
  value: number;
  max: number;
  /** Exactly 5 stars (req 000-9.11). */
  stars: ('full' | 'half' | 'empty')[];
  reviewCount: number;
  /** '{mins}m' or '{hrs}h {mins}m' (req 000-5.22), or null without a cook time. */
  cookTime: string | null;
  starSize: number;
}

export interface CardFooter {
  title: string | null;
  titleLines: 1 | 2 | 3;
  description: string | null;
  domain: string | null;
  price: CardPrice | null;
  merchant: string | null;
  /** Fixed height in px (req 000-9.12) so the masonry knows the card height in advance. */
  height: number;
}

export type CardAttribution =
  | { type: 'none' }
  | {
      type: 'default';
      user: { name: string; avatarUrl: string | null; href: string; verified: boolean };
    }
  | {
      type: 'board';
      boardName: string;
      boardHref: string;
      user: { name: string; avatarUrl: string | null; href: string } | null;
    }
  | { type: 'sourceUser'; user: { name: string; avatarUrl: string | null; href: string } };

export type FeedbackType =
  | 'promoted'
  | 'explicit'
  | 'topic'
  | 'pfyBoard'
  | 'pfy'
  | 'followed'
  | 'related'
  | 'newsHub'
  | 'default';

export interface CardBelowMediaParts {
  footer: number;
  rating: number;
  reactions: number;
  attribution: number;
  /** One line each for the partnership, sponsored-products and AI-disclosure texts. */
  disclosures: number;
}

export interface PinCardModel {
  id: string;
  href: string;
  kind: CardKind;
  media: CardMedia;
  /** Height / width of the media box: the masonry multiplies it by the column width. */
  mediaAspect: number;
  footer: CardFooter | null;
  /** Everything below the media, in px: footer + rating row + reaction row + attribution. */
  belowMediaHeight: number;
  attribution: CardAttribution;
  /**
   * Signed-out viewers get no footer (req 000-4.13), so a product's price and merchant ride in
   * the attribution block instead ("the unauth product attribution fragment", req 000-6.06).
   */
  productAttribution?: { price: CardPrice | null; merchant: string | null } | null;
  /** The parts `belowMediaHeight` adds up, in px, in the order they are stacked. */
  belowMediaParts?: CardBelowMediaParts;
  /** 'Promoted by {promoter}', 'Paid partnership with {promoter}', 'Paid partnership'. */
  sponsorshipLabel: string | null;
  /**
   * A promoted pin that is also a paid partnership carries both disclosures: `sponsorshipLabel`
   * is then 'Promoted by {promoter}' and this is the partnership line. Null otherwise.
   */
  partnershipLabel?: string | null;
  sponsoredProductsLabel: string | null;
  aiDisclosure: string | null;
  rating: CardRating | null;
  reactions: { visible: boolean; controls: boolean; total: number; top: string[] } | null;
  badges: ('outOfStock' | 'stale')[];
  shoppingIndicator: boolean;
  feedbackType: FeedbackType;
  /** Reason line shown on the card ("Because you saved to {board}"), from the feedback type. */
  reasonLine: string | null;
  /**
   * What "Why am I seeing this?" explains: the menu puts it in words (discovery/why-this-pin
   * `whyThisPin`) when it opens, so those words load with the menu, not with every grid.
   */
  why: WhyThisPinInput;
  /** Hide and report in the card's menu (discovery/card-feedback). */
  feedback: CardFeedback;
  overlay: {
    /** Hover enabled (req 000-4.16: disabled on touch for signed-out viewers). */
    hover: boolean;
    /** Signed-out hover text 'Open'. */
    hoverText: string | null;
    /** Domain in the hover overlay, cut to 12 characters. */
    domain: string | null;
    /** Board name on the saved overlay, cut to 22 characters. */
    savedBoardName: string | null;
    saveButton: 'save' | 'saved' | 'signupUpsell';
  };
  moreMenu: 'signInUpsell' | 'contextMenu';
  tagChips: { name: string; href: string }[];
  savedInfo: { boardName: string; url: string } | null;
  /** Debug panel rows for employees / internal viewers with a deb_ URL parameter, else null. */
  debug: { label: string; value: string }[] | null;
}
