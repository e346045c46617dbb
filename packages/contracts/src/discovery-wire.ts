// What the discovery and feedback resources answer (API.md §3 "Discovery and feedback";
// issue 6). Interests are topics (tag chips) or categories; see packages/domain/src/discovery.
import type {
  DiscoverySurface,
  HideSurface,
  InterestKind,
  PinFeedbackTypeName,
  TodayArticleKind,
} from '@corkboard/domain';
import type { Board, ImageVariants, Pin, UserSummary } from './wire';

/** An interest as a pin names it (`Pin.source_interest`). */
export interface InterestRef {
  id: string;
  name: string;
  url_name: string;
}

/** `TopicResource get`, `InterestsResource get`, `InterestFollowResource create|delete`. */
export interface Interest extends InterestRef {
  kind: InterestKind;
  /** The interest's page on the surface it was asked for (e.g. /topics/sourdough/). */
  url: string;
  follower_count: number;
  followed_by_me: boolean;
  /** The newest visible pin's image on that surface (hub tiles); null when it has none. */
  images: ImageVariants | null;
}

/** `TodayArticlesResource get`: one of best, trending, popular, shop. */
export interface TodayArticle {
  id: TodayArticleKind;
  kind: TodayArticleKind;
  title: string;
  /** /today/{kind}/. */
  url: string;
  /** The article's topic; its page (`interest.url`) holds the whole grid. */
  interest: Interest;
  /** Surface whose filter the article's grid uses (shop: shoppable pins). */
  surface: DiscoverySurface;
  /** Up to four pins for the article's cover. */
  cover_pins: Pin[];
}

/** Whom the "Pin hidden" toast's unfollow shortcut (or the reported overlay) unfollows. */
export interface UnfollowOption {
  type: 'user' | 'board' | 'interest';
  /** The user, board or interest id, for UserFollowResource delete, DELETE /v3/boards/{id}/
   * follow/ or InterestFollowResource delete (and their create/PUT to undo). */
  id: string;
  name: string;
  /** The toast once unfollowed (spec 000 §8). */
  message: string;
}

/** `PUT /v3/p2p/{pin}/hide/`, `/unhide/`, and the news hub's `hide/` and `undo/`. */
export interface PinHideResult {
  pin_id: string;
  hidden: boolean;
  surface: HideSurface;
  news_id: string | null;
  /** "Pin hidden" after a hide, null after an undo. */
  message: string | null;
  unfollow: UnfollowOption | null;
}

/** `PinFeedbackResource update`. */
export interface PinFeedbackResult {
  pin_id: string;
  feedback_type: PinFeedbackTypeName;
  /** Spec 000 §4: none → reported → unfollowed; a report answers "reported". */
  feedback_state: 'reported';
  message: string;
  unfollow: UnfollowOption | null;
}

/** `HomefeedTunerResource get` (/edit/): what shapes the viewer's home feed, newest first. */
export interface HomefeedTuner {
  interests: Interest[];
  boards: Board[];
  users: UserSummary[];
  hidden_pins: Pin[];
  /** Each list holds at most this many (the newest); the counts say how many there are. */
  limit: number;
  counts: { interests: number; boards: number; users: number; hidden_pins: number };
}
