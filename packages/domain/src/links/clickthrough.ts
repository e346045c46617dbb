// What the client does with an outbound link (spec 000 §5 "Links and clickthrough", 001 §5 and
// §8, 002 §4 and §5): the check's statuses that must not be opened, what counts as a
// right-click and collection-chip clickthroughs, and empty hrefs (the /offsite/ address itself
// is offsite-href.ts).
import type { RedirectStatus } from '../limits';
import { pinIdFromSegment } from '../routes';
import { isExternalHttpLink } from '../text';
import { OFFSITE_PATH } from './offsite-href';

// Here, not in limits.ts: only the pages that open links read them, so they travel in those
// pages' chunks.
/** Req 000-5.35: "blocked, suspicious or porn must not be opened". */
export const BLOCKED_REDIRECT_STATUSES = ['blocked', 'suspicious', 'porn'] as const;
/** Spec 000 §5, req 000-5.39: media extensions ignored by right-click clickthrough logging. */
export const MEDIA_FILE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'tiff',
  'webp',
  'mp4',
  'm4v',
  'quicktime',
] as const;

/**
 * Decided (the spec gives no time): a link check that has not answered in 3 s is 'error', so
 * the click goes on as normal navigation (req 000-5.38) instead of waiting on a hung request.
 */
export const LINK_CHECK_TIMEOUT_MS = 3000;

/** The answer of a link check as the client reads it; 'error': missing or failed (req 000-5.38). */
export type LinkCheckOutcome = RedirectStatus | 'error';

/** Req 000-5.35: "redirect status blocked, suspicious or porn must not be opened". */
export function mustNotOpen(outcome: LinkCheckOutcome): boolean {
  return (BLOCKED_REDIRECT_STATUSES as readonly string[]).includes(outcome);
}

/** Req 001-8.05, 002-5.09: "Empty or #-only href: navigation is not performed". */
export function isEmptyHref(href: string | null | undefined): boolean {
  const trimmed = (href ?? '').trim();
  return trimmed === '' || trimmed.startsWith('#');
}

function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** A link to a pin page (/pin/{id}/), on any host. */
function isPinPageLink(url: string): boolean {
  const segments = (pathOf(url) ?? '').split('/').filter(Boolean);
  return (
    segments[0] === 'pin' && segments[1] !== undefined && pinIdFromSegment(segments[1]) !== null
  );
}

/**
 * The clickthroughs a `check_only=false` request records, by aux_data's clickthrough_type
 * (`linkless`: a linkless ad's click, linkless.ts).
 */
export const CLICKTHROUGH_TYPES = ['rightClick', 'collectionChip', 'linkless'] as const;
export type ClickthroughType = (typeof CLICKTHROUGH_TYPES)[number];

/** aux_data (a JSON string) → the clickthrough it records, or null for none. */
export function clickthroughTypeOf(auxData: string | undefined): ClickthroughType | null {
  try {
    const aux: unknown = JSON.parse(auxData ?? '');
    const type =
      typeof aux === 'object' && aux !== null && 'clickthrough_type' in aux
        ? aux.clickthrough_type
        : null;
    return (CLICKTHROUGH_TYPES as readonly unknown[]).includes(type)
      ? (type as ClickthroughType)
      : null;
  } catch {
    return null;
  }
}

/**
 * The clickthroughs /offsite/ records as it sends a person on (decided; the spec's server
 * behaviour is "not shown"): `click` when the web app checked the link on the click (csr),
 * `direct` when the address was followed without it (a middle click, a new tab, no script).
 */
export const OFFSITE_CLICKTHROUGH_TYPES = ['click', 'direct'] as const;
export type OffsiteClickthroughType = (typeof OFFSITE_CLICKTHROUGH_TYPES)[number];

/**
 * What a valid /offsite/ visit records: none when its aux_data names a clickthrough the check
 * already recorded (a collection-chip click goes to the address that check answered), so one
 * click is counted once.
 */
export function offsiteClickthroughType(fields: {
  csr: boolean;
  auxData: string | undefined;
}): OffsiteClickthroughType | null {
  if (clickthroughTypeOf(fields.auxData) !== null) return null;
  return fields.csr ? 'click' : 'direct';
}

/**
 * Spec 000 §7: "A collection-chip click sends check_only false with click position, creative
 * type and clickthrough type in aux_data."
 */
export function collectionChipAuxData(position: number, creativeType: string): string {
  return JSON.stringify({
    clickthrough_type: 'collectionChip',
    click_position: position,
    creative_type: creativeType,
  });
}

/** Where on the pin the link sits, and what it sells: spec 000 §7's aux_data context. */
export interface ClickthroughContext {
  /** The carousel slot whose link it is. */
  slotIndex?: number;
  /** A product pin's offer. */
  commerceData?: { price?: string; currency?: string };
}

/**
 * Spec 000 §7: the right-click clickthrough's aux_data, "a JSON string with clickthrough_type
 * 'rightClick', objectId, slot index, commerce data" (the last two when the link has them).
 */
export function rightClickAuxData(pinId: string, context: ClickthroughContext = {}): string {
  return JSON.stringify({
    clickthrough_type: 'rightClick',
    objectId: pinId,
    ...(context.slotIndex === undefined ? {} : { slot_index: context.slotIndex }),
    ...(context.commerceData ? { commerce_data: context.commerceData } : {}),
  });
}

/**
 * Req 000-5.39: "Right-click logging ignores media file extensions (png, jpg, ...) and pin-page
 * links when deciding whether something is a clickthrough"; and only external links count
 * (req 000-5.36).
 */
export function isRightClickClickthrough(url: string, ownHost: string): boolean {
  if (!isExternalHttpLink(url, ownHost) || isPinPageLink(url)) return false;
  const path = (pathOf(url) ?? '').toLowerCase();
  const extension = /\.([a-z0-9]+)$/.exec(path)?.[1];
  return !(extension && (MEDIA_FILE_EXTENSIONS as readonly string[]).includes(extension));
}

/**
 * Req 002-4.14: "Only pins not promoted by a promoter (or downstream promotions) and on a pin
 * page are spam-checked"; a promoted pin's link still leaves through /offsite/, which the
 * server checks.
 */
export function isLinkSpamChecked(pin: {
  promoter: unknown;
  is_downstream_promotion: boolean;
}): boolean {
  return pin.promoter === null && !pin.is_downstream_promotion;
}

/** Query parameters of the signed-out clickthrough interstitial /pin_redirect. */
export const PIN_REDIRECT_QUERY_PARAMS = [
  'domain',
  'domainImageUrl',
  'origin',
  'pinCategory',
  'pinImageUrl',
  'redirectUrl',
] as const;

export type PinRedirectParams = Partial<Record<(typeof PIN_REDIRECT_QUERY_PARAMS)[number], string>>;

/**
 * The signed-out clickthrough interstitial (spec 002 §2.1: "/pin_redirect is the
 * unauthenticated clickthrough interstitial, with query parameters domain, domainImageUrl,
 * origin, pinCategory, pinImageUrl, redirectUrl"); empty parameters are left out.
 */
export function pinRedirectHref(params: PinRedirectParams): string {
  const query = new URLSearchParams();
  for (const name of PIN_REDIRECT_QUERY_PARAMS) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  return `/pin_redirect/?${query.toString()}`;
}

/** Where the interstitial's Continue may go: a signed /offsite/ address, else through the
 * tokenless /offsite/ page that names the destination (never straight to a given URL). */
export function pinRedirectContinue(redirectUrl: string | undefined): string | null {
  if (!redirectUrl) return null;
  if (redirectUrl.startsWith(`${OFFSITE_PATH}?`)) return redirectUrl;
  return `${OFFSITE_PATH}?${new URLSearchParams({ url: redirectUrl }).toString()}`;
}
