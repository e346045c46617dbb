// Business constants and limits. Values the spec gives name their requirement (docs/SPEC.md;
// most are the §9 constants of 000, 001 and 002) or docs/API.md; the rest are decisions taken
// here because the spec is silent, marked "decided". One place, so server validation, client
// forms and tests agree.

// --- Text limits (spec 000 §5, 002 §5, req 000-5.16: "Board title max 50, board pin
// description max 500, first name max 30").
export const BOARD_NAME_MAX = 50;
export const BOARD_PIN_DESCRIPTION_MAX = 500;
export const FIRST_NAME_MAX = 30;
/** Pin builder limits (decided: Pinterest's builder allows a 100-char title, 500-char text). */
export const PIN_TITLE_MAX = 100;
export const PIN_DESCRIPTION_MAX = 500;
/** Decided: same as the pin description. */
export const PIN_ALT_TEXT_MAX = 500;
/** Decided: the practical URL length browsers and proxies all accept. */
export const PIN_LINK_MAX = 2048;
/**
 * Uploads (issue 5, decided): at most 32 MB a file (docs/DESIGN.md §5 caps the decoded size at
 * 50 megapixels), and 60 upload registrations a user an hour.
 */
export const UPLOAD_MAX_BYTES = 32 * 1024 * 1024;
export const UPLOADS_PER_HOUR = 60;
/** Decided: an upload still processing after this long failed (its worker or process died). */
export const UPLOAD_PROCESSING_TIMEOUT_MS = 120_000;
/** Decided: an image_base64 string is at most the upload cap, base64-encoded (4/3), plus a prefix. */
// Rounded up by integer arithmetic, not Math.ceil: the web bundle imports this module and
// keeps a call it cannot prove free of effects, while arithmetic on constants folds away.
export const IMAGE_BASE64_MAX = Math.floor((UPLOAD_MAX_BYTES * 4 + 2) / 3) + 256;
/** Decided: board description shares the board pin description limit. */
export const BOARD_DESCRIPTION_MAX = 500;
/** Decided: a section title is held to the board name limit. */
export const BOARD_SECTION_TITLE_MAX = 50;
/** Decided: last name like first name; full name is both plus a space. */
export const LAST_NAME_MAX = 30;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** A profile's About line (issue 16, the settings' profile; Pinterest's 500). */
export const ABOUT_MAX = 500;
/** RFC 5321 path limit. */
export const EMAIL_MAX = 254;
/** Decided: NIST 800-63B minimum; the maximum only bounds hashing cost. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** Slugs in board and pin URLs (decided). */
export const SLUG_MAX = 60;
/** UserBlockResource `block_source` and `block_context` (decided: short client labels). */
export const BLOCK_SOURCE_MAX = 64;
export const BLOCK_CONTEXT_MAX = 1024;

// --- Text truncation (spec 000 §5 "Text and names", 002 §5).
/** Req 000-5.11: "The default truncation is 80 characters with an ellipsis." */
export const TRUNCATE_DEFAULT = 80;
/**
 * Req 000-5.10: "Titles shorter than 32 characters pass as they are. Follow-names over 32 ...
 * are cut."
 */
export const TITLE_PASS_THROUGH = 32;
export const FOLLOW_NAME_MAX = 32;
export const GRID_TITLE_MAX = 200; // req 000-5.11
export const GRID_DESCRIPTION_MAX = 496; // req 000-5.11
export const NEWER_STYLE_TITLE_MAX = 20; // req 000-5.12, clamped to 2 lines
export const NEWER_STYLE_TITLE_LINES = 2;
export const OVERLAY_BOARD_NAME_MAX = 22; // req 000-5.13: overlay board and section names
export const DOMAIN_LABEL_MAX = 27; // req 000-5.14
export const DOMAIN_LABEL_HOVER_MAX = 12; // req 000-5.14: in the hover overlay
export const SENDER_FIRST_NAME_MAX = 30; // req 000-5.15
/** Req 000-5.09: "A rich description is used only if longer than 3 characters". */
export const RICH_DESCRIPTION_MIN_EXCLUSIVE = 3;

// --- Paging (docs/API.md §1 "Lists and paging"; spec 002 §7, req 002-7.05: BoardsResource
// page_size 25).
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 250;
export const BOARDS_PAGE_SIZE = 25; // req 002-9.04
/** Spec 000 §9, req 000-9.03: "50 followers are fetched per page." */
export const FOLLOWERS_PAGE_SIZE = 50;
/** docs/API.md §1: the response bookmark when there is nothing more. */
export const BOOKMARK_END = '-end-';

// --- Boards (spec 002 §3, §9; docs/API.md §2).
export const QUICK_SAVES_BOARD_NAME = 'Quick Saves'; // req 002-9.04
export const QUICK_SAVES_LAYOUT = 'quick_saves'; // req 002-3.02: marks the quick-saves board
/** UserStateResource state holding the quick-saves board id (spec 000 §7, req 000-7.06). */
export const QUICK_SAVES_STATE = 'QUICK_SAVES_BOARD_ID';
/** Req 002-3.02 (000-3.08): public, secret; protected also occurs. */
export const BOARD_PRIVACIES = ['public', 'secret', 'protected'] as const;
export type BoardPrivacy = (typeof BOARD_PRIVACIES)[number];
export const BOARD_LAYOUTS = ['default', 'custom', 'quick_saves'] as const;
export type BoardLayout = (typeof BOARD_LAYOUTS)[number];
/** Req 002-3.04: the board sort orders. */
export const BOARD_SORT_ORDERS = [
  'alphabetical',
  'last_pinned_to',
  'oldest',
  'newest',
  'group_boards_at_top',
  'custom',
] as const;
export type BoardSortOrder = (typeof BOARD_SORT_ORDERS)[number];
export const BOARD_FILTERS = ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'] as const; // req 002-3.03
export type BoardFilter = (typeof BOARD_FILTERS)[number];
/** User save_behavior (spec 002 §3, req 002-3.06): "0 = save to profile, 1 = show board picker". */
export const SAVE_BEHAVIOR = { saveToProfile: 0, showBoardPicker: 1 } as const;
/** Req 002-5.13: "Save behaviour options are shown to signed-in users with fewer than 5 boards." */
export const SAVE_BEHAVIOR_BOARD_THRESHOLD = 5;
/** Decided: Pinterest's profile saves show on the profile, so the quick-saves board is public. */
export const QUICK_SAVES_PRIVACY: BoardPrivacy = 'public';
/** docs/API.md: BulkEditResource takes `pin_ids`; decided: one page (PAGE_SIZE_MAX) at a time. */
export const BULK_EDIT_PINS_MAX = 250;
/**
 * UserStateResource states (spec 000 §7, req 000-7.06, names QUICK_SAVES_BOARD_ID). Decided: a
 * closed list, so the table holds only what some client reads; add a state here before a
 * client writes it. NEW_USER_SAVE_ANIMATION_SEEN: spec 000 §4, req 000-4.09 "Quick save
 * without the new-user animation".
 */
export const USER_STATES = [QUICK_SAVES_STATE, 'NEW_USER_SAVE_ANIMATION_SEEN'] as const;
export type UserStateName = (typeof USER_STATES)[number];
/** Decided: a state value is a short string (an id, a flag, a timestamp). */
export const USER_STATE_VALUE_MAX = 1000;
/** Decided: the cookie-consent surface tag is a short label (spec 000 §3, req 000-3.28). */
export const SURFACE_TAG_MAX = 64;

// --- Search (spec 000 §3, req 000-3.30: the nine search result types; docs/API.md §3
// BaseSearchResource scope).
export const SEARCH_SCOPES = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'boards',
  'users',
  'idea_pins',
  'my_content',
  'shop_tool',
] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

// --- Uploads and links (spec 002 §3, §4; docs/API.md §3).
/** Req 002-3.07 (registered, processing, succeeded); `failed` is ours, for any other outcome. */
export const UPLOAD_STATUSES = ['registered', 'processing', 'succeeded', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
/** The link check's redirect_status (spec 000 §7, req 000-7.02); `allowed` is ours. */
export const REDIRECT_STATUSES = ['allowed', 'blocked', 'suspicious', 'porn'] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
/** docs/DESIGN.md §5: outbound fetch guard. */
export const OUTBOUND_REDIRECTS_MAX = 5;
export const OUTBOUND_DEADLINE_MS = 30_000;
export const IMAGE_FETCH_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 50_000_000;

// --- Timings (spec 000 §9, 002 §9, 001 §4 and §9).
export const HOVER_DELAY_MS = 120; // req 000-9.04
export const SAVED_LABEL_DELAY_MS = 950; // req 000-9.05
export const SAVED_ANIMATION_MS = 1000; // req 000-9.06
export const BOARD_ANIMATION_MS = 120; // req 000-9.06
export const SAVE_TOAST_MS = 5000; // req 000-9.07
/** Decided: a toast with an undo (hide, unfollow) stays as long as the save toast, to be read. */
export const FEEDBACK_TOAST_MS = SAVE_TOAST_MS;
export const SAVED_OVERLAY_AFTER_CAROUSEL_MS = 4000; // req 000-4.12
export const TOAST_DEFAULT_MS = 2000; // req 002-9.02, 001-9.08
export const TOAST_ENTER_MS = 100; // req 002-9.02, 001-9.08
export const TOAST_EXIT_MS = 200; // req 002-9.02, 001-9.08
export const EDUCATION_TOAST_DELAY_MS = 2000; // req 001-4.18
export const REPIN_TOAST_DELAY_MS = 2500; // req 002-4.10
export const NEW_BOARD_TOAST_ICON_MS = 700; // req 002-4.09
/** Req 000-9.14: "A long press is more than 500 ms." */
export const LONG_PRESS_MS = 500;
export const UPLOAD_POLL_MS = 5000; // req 002-9.03
export const SHARE_UPSELL_ANIMATION_MS = 5000; // req 002-4.17
export const APP_UPSELL_CHECK_DELAY_MS = 4000; // req 002-9.05
export const APP_UPSELL_WINDOW_MS = 900_000; // req 002-9.05
export const SURVEY_FRAME_TIMEOUT_MS = 15_000; // req 001-4.14
export const SURVEY_PRESENTATION_DELAY_MS = 5000; // req 001-4.14
export const SURVEY_BUILDER_POLL_MS = 3000; // req 001-4.16
export const NO_ACTION_EVENT_MS = 4000; // req 001-9.03
export const HERO_BANNER_ANIMATION_MS = 400; // req 001-9.04
export const POPOVER_SCROLL_DISMISS_DELAY_S = 1.5; // req 001-9.02

// --- Gestures and layout numbers the rules use (spec 000 §9, 001 §9).
/** Req 000-9.15: "A swipe is ignored if the squared movement is over 100." */
export const SWIPE_MAX_SQUARED_MOVEMENT = 100;
export const SCROLL_ARROW_EDGE_TOLERANCE_PX = 4; // req 000-9.18
export const IMPRESSION_EDGE_MARGIN_PX = 143; // req 001-4.21, 001-9.09
export const IMPRESSION_THRESHOLDS = [0, 50, 80, 100] as const; // req 001-9.09

// --- Logged-out visitors (spec 002 §4, §5, §9; 000 §9).
export const LOGGED_OUT_SAVE_CAP = 2; // req 002-5.01, 002-9.01
export const VISITED_PIN_PAGES_MAX = 10; // req 000-9.02
/**
 * Req 002-4.12, engaged visitor (QUS): "at least 1 completed search, or at least 3 closeup
 * pins, or at least 1 click-through, or at least 1 download".
 */
export const ENGAGED_VISITOR = {
  searches: 1,
  closeupPins: 3,
  clickThroughs: 1,
  downloads: 1,
} as const;
/** Req 001-5.10 (002-5.15): "Resurrection and new-user windows: 28 days." */
export const RESURRECTION_WINDOW_DAYS = 28;
export const NEW_USER_WINDOW_DAYS = 28;
/** Req 000-5.42: "The popover is not shown when invite_channel is 5, 9, 12 or 16." */
export const INVITE_CHANNELS_WITHOUT_POPOVER = [5, 9, 12, 16] as const;

// --- Pin card (spec 000 §4, §5, §9).
export const RATING_MAX_DEFAULT = 5; // req 000-5.19
export const RATING_FULL_STAR_FRACTION = 0.75; // req 000-5.20
export const RATING_HALF_STAR_FRACTION = 0.25; // req 000-5.20
/** Req 000-5.34: collage and collection ads "need at least 3 items; only the first 3 are shown". */
export const COLLAGE_ITEMS = 3;
export const VIDEO_IMPRESSION_QUEUE_MAX = 1000; // req 000-9.10
/** Req 000-9.19: "Debug parameter prefix deb_." */
export const DEBUG_PARAM_PREFIX = 'deb_';
/** Req 000-9.11: "Rating stars count 5, each 18 px wide per unit; star size 15." */
export const RATING_STAR_COUNT = 5;
export const RATING_STAR_WIDTH_PX = 18;
export const RATING_STAR_SIZE = 15;
/** Req 000-5.22: "Minutes over 45 round the hour up by 1, and over 15 up by 0.5." */
export const COOK_TIME_ROUND_UP_HOUR_AFTER_MIN = 45;
export const COOK_TIME_ROUND_UP_HALF_AFTER_MIN = 15;
/** Req 000-4.18: "the index moves by items per page (default 1)". */
export const CAROUSEL_ITEMS_PER_PAGE_DEFAULT = 1;
/** Req 000-9.09: "Overlay washes: saved 0.33, visual 0.1, lego 0.4 opacity." */
export const OVERLAY_WASH_OPACITY = { saved: 0.33, visual: 0.1, lego: 0.4 } as const;
/** Req 000-9.12: "Square pin image 136x136." */
export const SQUARE_PIN_IMAGE_PX = 136;
/** Decided: the placeholder colour of a pin without a dominant colour. */
export const CARD_PLACEHOLDER_COLOR = '#efefef';
/** Decided: a deleted story pin's placeholder keeps the 9:16 shape of story pins. */
export const STORY_PLACEHOLDER_ASPECT = 16 / 9;
/** Decided: a collection ad shows its 3 items as a row of squares under the hero. */
export const COLLECTION_ITEMS_ROW_ASPECT = 1 / 3;

// --- Pin card heights below the media (spec 000 §9, req 000-9.12), so the masonry knows every
// card height from data alone. The spec gives 75, 20, 18, 90 and 68; the other rows are decided.
/** "Card footer height is 75 when signed in". */
export const FOOTER_HEIGHT_SIGNED_IN = 75;
/** "... otherwise a computed value plus 20 per line clamp." */
export const FOOTER_HEIGHT_PER_LINE = 20;
/** Decided: the "computed value" is the footer's padding, 8 px above and below the text. */
export const FOOTER_HEIGHT_BASE = 16;
/** "Footer line clamp: 1 (signed-out mobile shopping module), 2 (square), 3 (with price)." */
export const FOOTER_LINE_CLAMP = {
  signedOutMobileShoppingModule: 1,
  square: 2,
  withPrice: 3,
} as const;
/** "Fixed reaction row height 18." */
export const REACTION_ROW_HEIGHT = 18;
/** Decided: 15 px stars (spec) on a 16 px line plus 8 px above. */
export const RATING_ROW_HEIGHT = 24;
/** Decided: the creator or board line, a 32 px avatar plus 8 px above. */
export const ATTRIBUTION_HEIGHT = 40;
/** "Attribution height 90 with merchant". */
export const ATTRIBUTION_HEIGHT_WITH_MERCHANT = 90;
/** "... else 68 for a price on a square pin." */
export const ATTRIBUTION_HEIGHT_WITH_PRICE = 68;
/** Decided: one 16 px line plus 4 px above, for each disclosure text under the attribution. */
export const DISCLOSURE_ROW_HEIGHT = 20;

// --- Attribution reporting (spec 001 §9, req 001-9.01: expiry 7 days a click, 1 day a view;
// priority 2 a click, 1 a view).
export const ATTRIBUTION_EXPIRY_CLICK_S = 604_800;
export const ATTRIBUTION_EXPIRY_VIEW_S = 86_400;
export const ATTRIBUTION_PRIORITY_CLICK = 2;
export const ATTRIBUTION_PRIORITY_VIEW = 1;
