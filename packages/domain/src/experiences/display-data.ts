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
  idealDirection?: 'up' | 'down' | 'left' | 'right';
}

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
  icon?: number;
  iconColor?: number;
  // Behaviour (req 001-3.05).
  has_pulsar?: boolean;
  has_tooltip?: boolean;
  /** Milliseconds after which a tooltip dismisses itself (req 001-4.07). */
  disappearTime?: number;
  scroll_to_dismiss?: boolean;
  scroll_to_dismiss_delay_in_seconds?: number;
  delay_in_millis?: number;
  anchor?: string;
  flyout_direction?: 'up' | 'down' | 'left' | 'right';
  display_type?: string;
  /** A flyout's button (req 001-4.12: http(s) ones open in a new tab). */
  button_text?: string;
  button_uri?: string;
  hide_footer?: boolean;
  /** Surveys (req 001-4.14): 1 immediate, 2 when leaving the page, else delayed. */
  action_trigger?: number;
  /** A toast's time on screen, ms (req 001-9.08). */
  duration?: number;
  pulserOnly?: boolean;
  skipComplete?: boolean;
  tooltip?: ExperienceTooltip;
  buttons?: { text: string; uri?: string }[];
  // Banners (req 001-3.07).
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
  add('image.url', data.image?.url);
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
