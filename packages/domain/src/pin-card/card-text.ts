// Spec 000 §5 "Text and names" (reqs 000-5.08 to 000-5.12, 000-5.14, 000-5.17, 000-5.18) applied to
// the card: which title and description show, how they are cleaned and cut, the source domain and
// the merchant. The cutting itself is text.ts.

import {
  collapseWhitespace,
  domainFromUrl,
  isUsableSourceName,
  truncate,
  truncateDomain,
  truncateGridDescription,
  truncateGridTitle,
  truncateNewerStyleTitle,
  truncateTitle,
  usableRichDescription,
} from '../text';
import type { CardContext, CardPinInput } from './card-model';
import { experimentGroup } from './card-context';
import { primaryProduct, richOf } from './pin-facts';

type SensitiveReason = NonNullable<CardPinInput['sensitive_reasons']>[number];

/**
 * "For sensitive reasons (sensitive raw pin text, sensitive rich title or description,
 * sensitive board title) the SEO title or description replaces the normal one." Decided which
 * reason swaps which: raw text and the board title swap both; a rich title swaps the title,
 * a rich description the description.
 */
const SWAPS_TITLE: readonly SensitiveReason[] = ['raw_text', 'rich_title', 'board_title'];
const SWAPS_DESCRIPTION: readonly SensitiveReason[] = [
  'raw_text',
  'rich_description',
  'board_title',
];

function isSensitive(pin: CardPinInput, swaps: readonly SensitiveReason[]): boolean {
  return (pin.sensitive_reasons ?? []).some((reason) => swaps.includes(reason));
}

function firstText(...candidates: (string | null | undefined)[]): string | null {
  for (const text of candidates) {
    const clean = collapseWhitespace(text ?? '');
    if (clean) return clean;
  }
  return null;
}

/**
 * The full title before cutting: grid_title, title, then the rich title. With a sensitive
 * reason only the SEO title may show (never the sensitive text, even when there is no SEO one).
 */
export function fullTitle(pin: CardPinInput): string | null {
  if (isSensitive(pin, SWAPS_TITLE)) return firstText(pin.seo_title);
  const rich = richOf(pin);
  return firstText(pin.grid_title, pin.title, rich?.title, rich?.display_name);
}

/** Whether the newer-style title applies (experiment newer_style_title, group 'enabled'). */
export function usesNewerStyleTitle(ctx: CardContext): boolean {
  return experimentGroup(ctx, 'newer_style_title') === 'enabled';
}

/**
 * The card title: "Grid titles are cut at 200 characters"; "Title in the newer style is cut
 * to 20 characters and clamped to 2 lines".
 */
export function cardTitle(pin: CardPinInput, ctx: CardContext): string | null {
  const title = fullTitle(pin);
  if (title === null) return null;
  return usesNewerStyleTitle(ctx) ? truncateNewerStyleTitle(title) : truncateGridTitle(title);
}

/**
 * The card description, "trimmed and whitespace collapsed", cut at 496. A usable rich
 * description ("longer than 3 characters and different from the display name") comes first;
 * then the pin's own description. Sensitive: only the SEO description.
 */
export function cardDescription(pin: CardPinInput): string | null {
  if (isSensitive(pin, SWAPS_DESCRIPTION)) {
    const seo = firstText(pin.seo_description);
    return seo === null ? null : truncateGridDescription(seo);
  }
  const rich = richOf(pin);
  const text =
    usableRichDescription(rich?.description, rich?.display_name) ?? firstText(pin.description);
  return text === null ? null : truncateGridDescription(text);
}

/** The source domain ('"Uploaded by user" is not a usable source name'), uncut. */
export function sourceDomain(pin: Pick<CardPinInput, 'domain' | 'link'>): string | null {
  for (const candidate of [pin.domain, domainFromUrl(pin.link)]) {
    if (isUsableSourceName(candidate)) return collapseWhitespace(candidate ?? '');
  }
  return null;
}

/** "The domain label is cut to 27 characters (12 in the hover overlay)." */
export function domainLabel(
  pin: Pick<CardPinInput, 'domain' | 'link'>,
  where: 'footer' | 'hover',
): string | null {
  const domain = sourceDomain(pin);
  return domain === null ? null : truncateDomain(domain, where);
}

/** The merchant of a product: its brand, else the rich site name (default 80 cut). */
export function merchantName(pin: CardPinInput): string | null {
  const name = firstText(primaryProduct(pin)?.brand?.name, richOf(pin)?.site_name);
  return name !== null && isUsableSourceName(name) ? truncate(name) : null;
}

/** Carousel slot title: "Titles shorter than 32 characters pass as they are" (longer are cut). */
export function slotTitle(title: string | null | undefined): string {
  return truncateTitle(collapseWhitespace(title ?? ''));
}

/** Carousel slot details: "The default truncation is 80 characters with an ellipsis." */
export function slotDetails(details: string | null | undefined): string {
  return truncate(collapseWhitespace(details ?? ''));
}
