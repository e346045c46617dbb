// display_data (spec 001 §3): what an experience shows and how it behaves, field names as the
// spec gives them. Every field is optional here; which ones a kind needs is the validation's
// (experience-validation.ts).

export interface ExperienceLink {
  href: string;
  text?: string;
}
export interface ExperienceAction {
  label: string;
  accessibilityLabel?: string;
  href?: string;
}
export interface ExperienceButton {
  text: string;
  url?: string;
  hideDismissButton?: boolean;
}
export interface ExperienceImage {
  url: string;
  imageAlt?: string;
  width?: number;
  height?: number;
  dominantColor?: string;
}
export interface ExperienceTooltip {
  mainText: string;
  cancelButtonText?: string;
  confirmButtonText?: string;
  idealDirection?: ExperienceDirection;
}

export type ExperienceDirection = 'up' | 'down' | 'left' | 'right';
export interface ExperienceVideo {
  url: string;
  metadata?: { thumbnail?: string; width?: number; height?: number };
}
/** Where an anchored experience sits on one platform: its anchor and the side it opens to. */
export interface PlatformAnchor {
  anchor: string;
  placement?: ExperienceDirection;
}
/** A banner's background at one width (narrow: up to the banners' mobile width, 480 px). */
export interface BannerBackground {
  color?: string;
  image_url?: string;
}
/** Colours of a banner's words, each `#rrggbb`. */
export interface ExperienceTextColors {
  title?: string;
  message?: string;
}
export const BANNER_LAYOUTS = ['row', 'stacked', 'centered'] as const;
export type BannerLayout = (typeof BANNER_LAYOUTS)[number];

export interface DisplayData {
  // Messages (req 001-3.03).
  message?: string;
  title?: string;
  link?: ExperienceLink;
  primaryAction?: ExperienceAction;
  secondaryAction?: ExperienceAction;
  complete_button?: ExperienceButton;
  dismiss_button?: ExperienceButton;
  text?: string;
  sub_text?: string;
  detailed_text?: string;
  title_text?: string;
  subtitle_text?: string;
  body?: string;
  // Media (req 001-3.04).
  thumbnail_urls?: string[];
  image?: ExperienceImage;
  video?: ExperienceVideo;
  icon?: number;
  iconColor?: number;
  // Behaviour (req 001-3.05).
  has_pulsar?: boolean;
  has_tooltip?: boolean;
  /** Milliseconds after which a tooltip dismisses itself (req 001-4.07). */
  disappearTime?: number;
  scroll_to_dismiss?: boolean;
  scroll_to_dismiss_delay_in_seconds?: number;
  /** A second way on, `{url, text}` (a link beside the primary action). */
  secondary_cta_link?: { url: string; text: string };
  /** The flat forms of complete_button and dismiss_button; the objects win when both are given. */
  complete_button_text?: string;
  complete_button_cta_url?: string;
  dismiss_button_text?: string;
  /** Seconds before it is drawn; delay_in_millis, when given, wins. */
  delay?: number;
  delay_in_millis?: number;
  /** The pointer resting on it completes it (an anchored experience or a banner). */
  complete_on_hover?: boolean;
  anchor?: string;
  /** The anchor (and side) per platform: `web` on a desktop, `web_mobile` on a phone. */
  anchors_by_platform?: { web?: PlatformAnchor; web_mobile?: PlatformAnchor };
  flyout_direction?: ExperienceDirection;
  display_type?: string;
  /** A flyout's button (req 001-4.12: http(s) ones open in a new tab). */
  button_text?: string;
  button_uri?: string;
  /** While it shows, the phone's bottom navigation is hidden (placement 1000069, req 001-9.11). */
  hide_footer?: boolean;
  /** Searches offered as chips, each a link to its results. */
  search_query_list?: string[];
  text_colors?: ExperienceTextColors;
  /** Behind the words only (`#rrggbb`). */
  text_background_color?: string;
  /** A survey ("anket"): its complete button opens the product's own survey page. */
  anket?: boolean;
  /** Surveys (req 001-4.14): 1 immediate, 2 when leaving the page, else delayed. */
  action_trigger?: number;
  /** A toast's time on screen, ms (req 001-9.08). */
  duration?: number;
  pulserOnly?: boolean;
  skipComplete?: boolean;
  tooltip?: ExperienceTooltip;
  buttons?: { text: string; uri?: string }[];
  // Banners (req 001-3.07).
  background_narrow?: BannerBackground;
  background_wide?: BannerBackground;
  layout?: BannerLayout;
  /** Further links, each titled by linkTitles at the same index (else by its address). */
  links?: string[];
  linkTitles?: string[];
  canClose?: boolean;
  external?: boolean;
  onCompleteRedirectUrl?: string;
  onDismissRedirectUrl?: string;
  /** Completion without removal (req 001-4.03: "preventRemoval, or completion kind 2"). */
  preventRemoval?: boolean;
}

/**
 * The elements an anchored experience can point at; the web app finds each on the page, and an
 * anchor that is not there shows nothing (req 001-5.05: "needs an anchor that exists on the
 * page"). `header_profile` exists only for members.
 */
export const EXPERIENCE_ANCHORS = [
  'header_search',
  'header_create',
  'header_profile',
  'header_today',
  'header_explore',
  'closeup_save',
  'closeup_more',
  'board_tools',
] as const;
export type ExperienceAnchor = (typeof EXPERIENCE_ANCHORS)[number];

export const isExperienceAnchor = (name: string | undefined): name is ExperienceAnchor =>
  (EXPERIENCE_ANCHORS as readonly string[]).includes(name ?? '');

/** Every link display_data carries, with the field that carries it. */
export function linksOf(data: DisplayData): { field: string; href: string }[] {
  const out: { field: string; href: string }[] = [];
  const add = (field: string, href: string | undefined) => {
    if (href !== undefined) out.push({ field, href });
  };
  add('link.href', data.link?.href);
  add('primaryAction.href', data.primaryAction?.href);
  add('secondaryAction.href', data.secondaryAction?.href);
  add('complete_button.url', data.complete_button?.url);
  add('dismiss_button.url', data.dismiss_button?.url);
  add('button_uri', data.button_uri);
  add('onCompleteRedirectUrl', data.onCompleteRedirectUrl);
  add('onDismissRedirectUrl', data.onDismissRedirectUrl);
  (data.buttons ?? []).forEach((b, i) => add(`buttons.${i}.uri`, b.uri));
  add('secondary_cta_link.url', data.secondary_cta_link?.url);
  add('complete_button_cta_url', data.complete_button_cta_url);
  (data.links ?? []).forEach((u, i) => add(`links.${i}`, u));
  add('image.url', data.image?.url);
  add('video.url', data.video?.url);
  add('video.metadata.thumbnail', data.video?.metadata?.thumbnail);
  add('background_narrow.image_url', data.background_narrow?.image_url);
  add('background_wide.image_url', data.background_wide?.image_url);
  (data.thumbnail_urls ?? []).forEach((u, i) => add(`thumbnail_urls.${i}`, u));
  return out;
}

/**
 * An experience link is http(s), a path on this site, or a `#` fragment (a toast's, whose
 * default action is prevented: req 001-5.08). Anything else (javascript:, data:) is refused.
 */
export function isExperienceHref(href: string): boolean {
  if (href.startsWith('#')) return true;
  if (href.startsWith('/')) return !href.startsWith('//');
  return /^https?:\/\/[^\s/]+/i.test(href);
}

/** Req 001-4.12 and 001-5.06: "Links beginning http:// or https:// … open in a new tab." */
export const opensInNewTab = (href: string | undefined): boolean =>
  typeof href === 'string' && /^https?:\/\//i.test(href);
