import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('constants quoted from the spec', () => {
  it.each([
    ['000 §5, req 000-5.16: "Board title max 50"', limits.BOARD_NAME_MAX, 50],
    [
      '000 §5, req 000-5.16: "board pin description max 500"',
      limits.BOARD_PIN_DESCRIPTION_MAX,
      500,
    ],
    ['000 §5, req 000-5.16: "first name max 30"', limits.FIRST_NAME_MAX, 30],
    ['docs/API.md §1 "options.page_size (default 25, at most 250)"', limits.PAGE_SIZE_DEFAULT, 25],
    ['docs/API.md §1 "options.page_size (default 25, at most 250)"', limits.PAGE_SIZE_MAX, 250],
    ['002 §9, req 002-9.04: "Boards page size 25."', limits.BOARDS_PAGE_SIZE, 25],
    ['000 §9, req 000-9.03: "50 followers are fetched per page."', limits.FOLLOWERS_PAGE_SIZE, 50],
    [
      'docs/API.md §1 "or the string `-end-` when there is nothing more"',
      limits.BOOKMARK_END,
      '-end-',
    ],
    [
      '002 §9, req 002-9.04: \'Quick save board name "Quick Saves".\'',
      limits.QUICK_SAVES_BOARD_NAME,
      'Quick Saves',
    ],
    [
      '002 §3, req 002-3.02: "layout (quick_saves marks the profile quick-saves board)"',
      limits.QUICK_SAVES_LAYOUT,
      'quick_saves',
    ],
    ['000 §9, req 000-9.04: "Hover delay 120 ms."', limits.HOVER_DELAY_MS, 120],
    ['000 §9, req 000-9.05: "\'Saved!\' label delay 950 ms."', limits.SAVED_LABEL_DELAY_MS, 950],
    ['000 §9, req 000-9.06: "Saved animation 1 s"', limits.SAVED_ANIMATION_MS, 1000],
    ['000 §9, req 000-9.06: "board animation 0.12 s"', limits.BOARD_ANIMATION_MS, 120],
    ['000 §9, req 000-9.07: "Save toast 5000 ms."', limits.SAVE_TOAST_MS, 5000],
    [
      '000 §9, req 000-9.08: "Saved overlay after a carousel change 4000 ms."',
      limits.SAVED_OVERLAY_AFTER_CAROUSEL_MS,
      4000,
    ],
    [
      '000 §9, req 000-9.02: "At most 10 visited pin pages are stored."',
      limits.VISITED_PIN_PAGES_MAX,
      10,
    ],
    ['002 §9, req 002-9.02: "Toast default duration 2000 ms"', limits.TOAST_DEFAULT_MS, 2000],
    ['002 §9, req 002-9.02: "entrance delay about 100 ms"', limits.TOAST_ENTER_MS, 100],
    ['002 §9, req 002-9.02: "fade-out 200 ms"', limits.TOAST_EXIT_MS, 200],
    ['002 §9, req 002-9.02: "Repin toast delay 2500 ms."', limits.REPIN_TOAST_DELAY_MS, 2500],
    ['002 §9, req 002-9.02: "New-board toast icon 700 ms."', limits.NEW_BOARD_TOAST_ICON_MS, 700],
    ['000 §9, req 000-9.14: "A long press is more than 500 ms."', limits.LONG_PRESS_MS, 500],
    [
      '000 §9, req 000-9.15: "A swipe is ignored if the squared movement is over 100."',
      limits.SWIPE_MAX_SQUARED_MOVEMENT,
      100,
    ],
    ['002 §9, req 002-9.03: "Upload status poll every 5000 ms."', limits.UPLOAD_POLL_MS, 5000],
    ['002 §9, req 002-9.01: "Logged-out local save cap: 2 pins."', limits.LOGGED_OUT_SAVE_CAP, 2],
    [
      '002 §9, req 002-5.13: "Save-behaviour threshold: under 5 boards."',
      limits.SAVE_BEHAVIOR_BOARD_THRESHOLD,
      5,
    ],
    [
      '002 §9, req 002-9.05: "Share-button upsell animation 5000 ms"',
      limits.SHARE_UPSELL_ANIMATION_MS,
      5000,
    ],
    [
      '002 §9, req 002-9.05: "app-upsell check delay 4000 ms"',
      limits.APP_UPSELL_CHECK_DELAY_MS,
      4000,
    ],
    ['002 §9, req 002-9.05: "900000 ms window"', limits.APP_UPSELL_WINDOW_MS, 900_000],
    [
      '002 §9, req 002-5.15: "28-day windows for resurrection and new users."',
      limits.RESURRECTION_WINDOW_DAYS,
      28,
    ],
    [
      '002 §9, req 002-5.15: "28-day windows for resurrection and new users."',
      limits.NEW_USER_WINDOW_DAYS,
      28,
    ],
    [
      '001 §9, req 001-4.14: "Survey frame timeout 15000 ms"',
      limits.SURVEY_FRAME_TIMEOUT_MS,
      15_000,
    ],
    [
      '001 §9, req 001-4.14: "presentation delay default 5000 ms"',
      limits.SURVEY_PRESENTATION_DELAY_MS,
      5000,
    ],
    [
      '001 §9, req 001-9.04: "Hero banner enter and exit animation: 400 ms."',
      limits.HERO_BANNER_ANIMATION_MS,
      400,
    ],
    [
      '001 §9, req 001-9.03: "No-action event fires after 4000 ms."',
      limits.NO_ACTION_EVENT_MS,
      4000,
    ],
    ['001 §9, req 001-9.09: "edge margin 143 px"', limits.IMPRESSION_EDGE_MARGIN_PX, 143],
    ['001 §9, req 001-9.01: "604800 s for clicks"', limits.ATTRIBUTION_EXPIRY_CLICK_S, 604_800],
    ['001 §9, req 001-9.01: "86400 s for views"', limits.ATTRIBUTION_EXPIRY_VIEW_S, 86_400],
    [
      '000 §9, req 000-9.10: "The video impression queue is capped at 1000 entries."',
      limits.VIDEO_IMPRESSION_QUEUE_MAX,
      1000,
    ],
    [
      '000 §9, req 000-9.18: "Scroll arrow ... edge tolerance 4 px."',
      limits.SCROLL_ARROW_EDGE_TOLERANCE_PX,
      4,
    ],
    ['000 §9, req 000-9.19: "Debug parameter prefix deb_."', limits.DEBUG_PARAM_PREFIX, 'deb_'],
    ['000 §5, req 000-5.19: "Rating is capped at max (default 5)."', limits.RATING_MAX_DEFAULT, 5],
    [
      '000 §5, req 000-5.20: "A star is full at fraction 0.75 or more"',
      limits.RATING_FULL_STAR_FRACTION,
      0.75,
    ],
    ['000 §5, req 000-5.20: "and half at 0.25 or more"', limits.RATING_HALF_STAR_FRACTION, 0.25],
    [
      '000 §5, req 000-5.34: "need at least 3 items; only the first 3 are shown"',
      limits.COLLAGE_ITEMS,
      3,
    ],
    ['000 §9, req 000-9.11: "Rating stars count 5"', limits.RATING_STAR_COUNT, 5],
    ['000 §9, req 000-9.11: "each 18 px wide per unit"', limits.RATING_STAR_WIDTH_PX, 18],
    ['000 §9, req 000-9.11: "star size 15"', limits.RATING_STAR_SIZE, 15],
    [
      '000 §5, req 000-5.22: "Minutes over 45 round the hour up by 1"',
      limits.COOK_TIME_ROUND_UP_HOUR_AFTER_MIN,
      45,
    ],
    ['000 §5, req 000-5.22: "and over 15 up by 0.5"', limits.COOK_TIME_ROUND_UP_HALF_AFTER_MIN, 15],
    [
      '000 §4, req 000-4.18: "moves by items per page (default 1)"',
      limits.CAROUSEL_ITEMS_PER_PAGE_DEFAULT,
      1,
    ],
    ['000 §9, req 000-9.09: "Overlay washes: saved 0.33"', limits.OVERLAY_WASH_OPACITY.saved, 0.33],
    ['000 §9, req 000-9.09: "visual 0.1"', limits.OVERLAY_WASH_OPACITY.visual, 0.1],
    ['000 §9, req 000-9.09: "lego 0.4 opacity"', limits.OVERLAY_WASH_OPACITY.lego, 0.4],
    ['000 §9, req 000-9.12: "Square pin image 136x136."', limits.SQUARE_PIN_IMAGE_PX, 136],
    [
      '000 §9, req 000-9.12: "Card footer height is 75 when signed in"',
      limits.FOOTER_HEIGHT_SIGNED_IN,
      75,
    ],
    ['000 §9, req 000-9.12: "plus 20 per line clamp"', limits.FOOTER_HEIGHT_PER_LINE, 20],
    [
      '000 §9, req 000-9.12: "1 (signed-out mobile shopping module)"',
      limits.FOOTER_LINE_CLAMP.signedOutMobileShoppingModule,
      1,
    ],
    ['000 §9, req 000-9.12: "2 (square)"', limits.FOOTER_LINE_CLAMP.square, 2],
    ['000 §9, req 000-9.12: "3 (with price)"', limits.FOOTER_LINE_CLAMP.withPrice, 3],
    ['000 §9, req 000-9.12: "Fixed reaction row height 18."', limits.REACTION_ROW_HEIGHT, 18],
    [
      '000 §9, req 000-9.12: "Attribution height 90 with merchant"',
      limits.ATTRIBUTION_HEIGHT_WITH_MERCHANT,
      90,
    ],
    [
      '000 §9, req 000-9.12: "else 68 for a price on a square pin"',
      limits.ATTRIBUTION_HEIGHT_WITH_PRICE,
      68,
    ],
    [
      '000 §5, req 000-5.11: "The default truncation is 80 characters"',
      limits.TRUNCATE_DEFAULT,
      80,
    ],
    ['000 §5, req 000-5.11: "Grid titles are cut at 200 characters"', limits.GRID_TITLE_MAX, 200],
    ['000 §5, req 000-5.11: "and descriptions at 496"', limits.GRID_DESCRIPTION_MAX, 496],
    [
      '000 §5, req 000-5.12: "Title in the newer style is cut to 20 characters"',
      limits.NEWER_STYLE_TITLE_MAX,
      20,
    ],
    [
      '000 §5, req 000-5.13: "Overlay board and section names are cut to 22 characters."',
      limits.OVERLAY_BOARD_NAME_MAX,
      22,
    ],
    [
      '000 §5, req 000-5.14: "The domain label is cut to 27 characters"',
      limits.DOMAIN_LABEL_MAX,
      27,
    ],
    ['000 §5, req 000-5.14: "(12 in the hover overlay)"', limits.DOMAIN_LABEL_HOVER_MAX, 12],
    [
      '000 §5, req 000-5.15: "Sender first name is cut to 30 characters"',
      limits.SENDER_FIRST_NAME_MAX,
      30,
    ],
    ['docs/DESIGN.md §5 "every redirect re-checked, at most 5"', limits.OUTBOUND_REDIRECTS_MAX, 5],
    ['docs/DESIGN.md §5 "30 s total deadline"', limits.OUTBOUND_DEADLINE_MS, 30_000],
    [
      'docs/DESIGN.md §5 "body cap (10 MB for images)"',
      limits.IMAGE_FETCH_MAX_BYTES,
      10 * 1024 * 1024,
    ],
    ['docs/DESIGN.md §5 "at most 50 megapixels"', limits.IMAGE_MAX_PIXELS, 50_000_000],
  ])('%s', (_sentence, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('enumerations quoted from the spec', () => {
  it.each([
    [
      'docs/API.md §2 "privacy (public|secret|protected)"',
      limits.BOARD_PRIVACIES,
      ['public', 'secret', 'protected'],
    ],
    [
      'board layouts (002 §3, req 002-3.02: quick_saves marks the profile board)',
      limits.BOARD_LAYOUTS,
      ['default', 'custom', 'quick_saves'],
    ],
    [
      '002 §3, req 002-3.03: "Board filter values: NONE, GROUP, SECRET, ARCHIVED."',
      limits.BOARD_FILTERS,
      ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'],
    ],
    [
      '002 §3, req 002-3.04: "Board sort orders: alphabetical, last_pinned_to, oldest, newest, group_boards_at_top, custom."',
      limits.BOARD_SORT_ORDERS,
      ['alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom'],
    ],
    [
      'docs/API.md §3 "Scopes: pins, buyable_pins, my_pins, videos, boards, users, idea_pins, my_content, shop_tool" (000 §3, req 000-3.30)',
      limits.SEARCH_SCOPES,
      [
        'pins',
        'buyable_pins',
        'my_pins',
        'videos',
        'boards',
        'users',
        'idea_pins',
        'my_content',
        'shop_tool',
      ],
    ],
    [
      '000 §7, req 000-7.02: the link check answers a redirect_status; "allowed" is ours, the rest 000 §5',
      limits.REDIRECT_STATUSES,
      ['allowed', 'blocked', 'suspicious', 'porn'],
    ],
    [
      'docs/API.md §3 upload "status: registered | processing | succeeded | failed" (002 §3, req 002-3.07; "failed" is ours)',
      limits.UPLOAD_STATUSES,
      ['registered', 'processing', 'succeeded', 'failed'],
    ],
    [
      '002 §9, req 000-5.42: "Invite channels excluded from popover: 5, 9, 12, 16."',
      limits.INVITE_CHANNELS_WITHOUT_POPOVER,
      [5, 9, 12, 16],
    ],
    [
      '001 §9, req 001-9.09: "Impression thresholds 0, 50, 80, 100 percent"',
      limits.IMPRESSION_THRESHOLDS,
      [0, 50, 80, 100],
    ],
  ])('%s', (_sentence, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('002 §3, req 002-3.06: "save_behavior (0 = save to profile, 1 = show board picker)"', () => {
    expect(limits.SAVE_BEHAVIOR).toEqual({ saveToProfile: 0, showBoardPicker: 1 });
  });

  it('002 §4, req 002-4.12, engaged visitor: "at least 1 completed search, or at least 3 closeup pins, or at least 1 click-through, or at least 1 download"', () => {
    expect(limits.ENGAGED_VISITOR).toEqual({
      searches: 1,
      closeupPins: 3,
      clickThroughs: 1,
      downloads: 1,
    });
  });
});

describe('decided limits are coherent', () => {
  it.each([
    ['a password minimum below its maximum', limits.PASSWORD_MIN < limits.PASSWORD_MAX],
    ['a username minimum below its maximum', limits.USERNAME_MIN < limits.USERNAME_MAX],
    ['the default page size within the maximum', limits.PAGE_SIZE_DEFAULT <= limits.PAGE_SIZE_MAX],
    [
      'pin builder description within the board pin description',
      limits.PIN_DESCRIPTION_MAX <= limits.BOARD_PIN_DESCRIPTION_MAX,
    ],
  ])('%s', (_why, ok) => {
    expect(ok).toBe(true);
  });
});
