// What an experience draws, read from its display_data (spec 001 §3). display_data says some
// things two ways (complete_button or complete_button_text, delay or delay_in_millis, anchor or
// anchors_by_platform); these readers decide once which wins, so the validation and every
// component read the same answer.
import type {
  BannerBackground,
  DisplayData,
  ExperienceButton,
  ExperienceDirection,
} from './display-data';
import type { ExperienceKind } from './experience-kinds';
import type { ExperienceDevice } from './experience-targeting';
import { EXPERIENCE_SIZES } from './experience-timing';

/** The complete button: complete_button, else the flat complete_button_text (and its url). */
export function completeButtonOf(data: DisplayData): ExperienceButton | undefined {
  if (data.complete_button) return data.complete_button;
  if (data.complete_button_text === undefined) return undefined;
  return data.complete_button_cta_url === undefined
    ? { text: data.complete_button_text }
    : { text: data.complete_button_text, url: data.complete_button_cta_url };
}

/** The dismiss button: dismiss_button, else the flat dismiss_button_text. */
export function dismissButtonOf(data: DisplayData): ExperienceButton | undefined {
  if (data.dismiss_button) return data.dismiss_button;
  return data.dismiss_button_text === undefined ? undefined : { text: data.dismiss_button_text };
}

export interface ContentAction {
  label: string;
  href?: string;
}

/** The second way on: secondaryAction, else secondary_cta_link. */
export function secondaryActionOf(data: DisplayData): ContentAction | null {
  if (data.secondaryAction) {
    const { label, href } = data.secondaryAction;
    return href === undefined ? { label } : { label, href };
  }
  const cta = data.secondary_cta_link;
  return cta ? { label: cta.text, href: cta.url } : null;
}

/** Milliseconds before it is drawn as display_data asks: delay_in_millis, else delay (seconds). */
export function askedDelayMs(data: DisplayData): number | undefined {
  if (data.delay_in_millis !== undefined) return data.delay_in_millis;
  return data.delay === undefined ? undefined : Math.round(data.delay * 1000);
}

const platformOf = (data: DisplayData, device: ExperienceDevice) =>
  device === 'phone'
    ? (data.anchors_by_platform?.web_mobile ?? data.anchors_by_platform?.web)
    : data.anchors_by_platform?.web;

/**
 * The anchor on this device: anchors_by_platform's (`web_mobile` on a phone, falling back to
 * `web`), else `anchor`.
 */
export function anchorOf(data: DisplayData, device: ExperienceDevice): string | undefined {
  return platformOf(data, device)?.anchor ?? data.anchor;
}

/** Every anchor display_data names, on any device (the validation checks each). */
export function anchorsNamed(data: DisplayData): string[] {
  const { web, web_mobile: mobile } = data.anchors_by_platform ?? {};
  return [data.anchor, web?.anchor, mobile?.anchor].filter((a): a is string => a !== undefined);
}

/**
 * The side of its anchor an anchored experience opens to, or null to choose by room (below an
 * anchor in the top half of the window, above one lower down): the platform's placement, else
 * a tooltip's idealDirection or a flyout's flyout_direction.
 */
export function directionOf(
  kind: ExperienceKind,
  data: DisplayData,
  device: ExperienceDevice,
): ExperienceDirection | null {
  const platform = platformOf(data, device)?.placement;
  if (platform) return platform;
  if (kind === 'tooltip') return data.tooltip?.idealDirection ?? null;
  if (kind === 'flyout') return data.flyout_direction ?? null;
  return null;
}

/**
 * The banner's background at this window width: narrow up to the banners' mobile width (req
 * 001-9.05, 480 px), else wide; each falls back to the other.
 */
export function bannerBackgroundOf(
  data: DisplayData,
  windowWidth: number,
): BannerBackground | null {
  const narrow = windowWidth <= EXPERIENCE_SIZES.bannerMobileMaxPx;
  const [first, second] = narrow
    ? [data.background_narrow, data.background_wide]
    : [data.background_wide, data.background_narrow];
  return first ?? second ?? null;
}

/** Further links with their titles: linkTitles at the same index, else the address itself. */
export function titledLinksOf(data: DisplayData): { href: string; title: string }[] {
  return (data.links ?? []).map((href, i) => ({
    href,
    title: data.linkTitles?.[i]?.trim() || href,
  }));
}

/** search_query_list as links to each search's pins. */
export function searchQueryLinks(data: DisplayData): { query: string; href: string }[] {
  return (data.search_query_list ?? [])
    .map((q) => q.trim())
    .filter((q) => q !== '')
    .map((query) => ({ query, href: `/search/pins/?q=${encodeURIComponent(query)}` }));
}

/** An "anket" experience without a link of its own completes on the product's survey page. */
export function anketHref(experienceId: number, data: DisplayData): string | undefined {
  return data.anket ? `/survey/${experienceId}/` : undefined;
}

/**
 * Req 001-9.13: "Session tag icons: 31 icon codes and 12 colour codes." The spec gives the
 * counts, not the pictures: these are ours, in code order, each a text-presentation symbol
 * (U+FE0E keeps an emoji font from colouring it). display_data's `icon` and `iconColor` are
 * these codes.
 */
export const EXPERIENCE_ICONS = [
  ['star', '★'],
  ['heart', '♥'],
  ['check', '✓'],
  ['plus', '✚'],
  ['flag', '⚑'],
  ['mail', '✉'],
  ['phone', '☎'],
  ['home', '⌂'],
  ['sun', '☀'],
  ['cloud', '☁'],
  ['pencil', '✎'],
  ['scissors', '✂'],
  ['gear', '⚙'],
  ['music', '♪'],
  ['warning', '⚠'],
  ['info', 'ℹ'],
  ['lightning', '↯'],
  ['clock', '◷'],
  ['pin', '⚲'],
  ['search', '⌕'],
  ['sparkle', '✦'],
  ['flower', '✿'],
  ['snow', '❄'],
  ['arrow', '➜'],
  ['refresh', '↻'],
  ['lock', '⚿'],
  ['chat', '❝'],
  ['gift', '❖'],
  ['crown', '♛'],
  ['leaf', '❦'],
  ['circle', '●'],
] as const;
export type ExperienceIconName = (typeof EXPERIENCE_ICONS)[number][0];

/** The 12 colour codes, in code order (0 is the text colour of the surface). */
export const EXPERIENCE_ICON_COLORS = [
  'currentColor',
  '#e60023',
  '#0074e8',
  '#008753',
  '#e3a008',
  '#b469eb',
  '#ef5c1e',
  '#00a3a3',
  '#ff5fa2',
  '#767676',
  '#111111',
  '#ffffff',
] as const;

/** The icon of a code and colour code, or null for a code outside the tables. */
export function experienceIcon(
  icon: number | undefined,
  iconColor: number | undefined,
): { name: ExperienceIconName; glyph: string; color: string } | null {
  const entry = icon === undefined ? undefined : EXPERIENCE_ICONS[icon];
  if (!entry) return null;
  const color = EXPERIENCE_ICON_COLORS[iconColor ?? 0] ?? EXPERIENCE_ICON_COLORS[0];
  return { name: entry[0], glyph: `${entry[1]}\uFE0E`, color };
}
