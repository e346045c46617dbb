// The card's tag chips (spec 000 §1, req 000-1.10 "tag chips", from
// aggregatedPinData.pinTagsChips) and its debug rows (spec 000 §6, req 000-2.27: "Employee or
// internal-network user with a deb_ URL parameter: sees debug data").

import { PIN_CARD_DEBUG } from '../copy';
import { collapseWhitespace } from '../text';
import { showsDebugData } from '../viewer';
import type { CardContext, CardKind, CardMedia, CardPinInput, FeedbackType } from './card-model';
import { toViewer } from './card-context';

/** A link a chip may carry: a local path, or http(s). Anything else drops the chip. */
function safeHref(url: string): string | null {
  const href = url.trim();
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return href;
  return /^https?:\/\/[^/\s]/i.test(href) ? href : null;
}

/** Tag chips: named, safely linked, each name once (first wins, case-insensitive). */
export function tagChips(
  pin: Pick<CardPinInput, 'aggregated_pin_data'>,
): { name: string; href: string }[] {
  const seen = new Set<string>();
  const chips: { name: string; href: string }[] = [];
  for (const chip of pin.aggregated_pin_data?.pin_tags_chips ?? []) {
    const name = collapseWhitespace(chip.name);
    const href = safeHref(chip.url);
    const key = name.toLowerCase();
    if (!name || href === null || seen.has(key)) continue;
    seen.add(key);
    chips.push({ name, href });
  }
  return chips;
}

export interface CardDebugFacts {
  kind: CardKind;
  media: CardMedia['type'];
  feedbackType: FeedbackType;
}

/** The debug rows, or null unless `showsDebugData` says this viewer sees them. */
export function debugRows(
  pin: CardPinInput,
  ctx: CardContext,
  facts: CardDebugFacts,
): { label: string; value: string }[] | null {
  if (
    !showsDebugData(toViewer(ctx.viewer), ctx.queryParamNames ?? [], ctx.viewer.isInternalNetwork)
  )
    return null;
  const orNone = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? PIN_CARD_DEBUG.none : String(value);
  return [
    { label: PIN_CARD_DEBUG.pinId, value: pin.id },
    { label: PIN_CARD_DEBUG.kind, value: facts.kind },
    { label: PIN_CARD_DEBUG.media, value: facts.media },
    { label: PIN_CARD_DEBUG.feedbackType, value: facts.feedbackType },
    { label: PIN_CARD_DEBUG.surface, value: ctx.surface },
    { label: PIN_CARD_DEBUG.viewParameter, value: orNone(ctx.viewParameter) },
    { label: PIN_CARD_DEBUG.dominantColor, value: orNone(pin.dominant_color) },
    { label: PIN_CARD_DEBUG.imageSignature, value: orNone(pin.image_signature) },
    {
      label: PIN_CARD_DEBUG.promoted,
      value: pin.is_promoted ? PIN_CARD_DEBUG.yes : PIN_CARD_DEBUG.no,
    },
    { label: PIN_CARD_DEBUG.shoppingFlags, value: orNone(pin.shopping_flags.join(', ')) },
  ];
}
