// Spec 000 §5 "Sponsorship text" (reqs 000-5.30 to 000-5.33) and the AI disclosures of §3 and
// §8 (reqs 000-3.24, 000-8.20).

import { AI_DISCLOSURE_TEXTS, PIN_CARD, paidPartnershipWith, promotedBy } from '../copy';
import { collapseWhitespace } from '../text';
import type { CardPinInput } from './card-model';
import { isPromotedAd } from './pin-facts';

/** "Sponsorship statuses 0, 2 and 3 never show the name." */
export const SPONSORSHIP_STATUSES_WITHOUT_NAME: readonly number[] = [0, 2, 3];
/** "... else 'Paid partnership' (not for status 2)": status 2 shows no partnership text. */
export const SPONSORSHIP_STATUS_WITHOUT_LABEL = 2;

function nameOf(user: { full_name: string; username: string } | null | undefined): string | null {
  const name = collapseWhitespace(user?.full_name || user?.username || '');
  return name === '' ? null : name;
}

/**
 * The paid-partnership line: "Sponsorship statuses 0, 2 and 3 never show the name. Otherwise
 * 'Paid partnership with {promoter}' when a name exists, else 'Paid partnership' (not for
 * status 2)." The name is the sponsor's, else the promoter's. Null without a sponsorship.
 */
export function partnershipText(
  pin: Pick<CardPinInput, 'sponsorship' | 'promoter'>,
): string | null {
  const sponsorship = pin.sponsorship;
  if (!sponsorship) return null;
  if (sponsorship.status === SPONSORSHIP_STATUS_WITHOUT_LABEL) return null;
  const name = SPONSORSHIP_STATUSES_WITHOUT_NAME.includes(sponsorship.status)
    ? null
    : (nameOf(sponsorship.sponsor) ?? nameOf(pin.promoter));
  return name === null ? PIN_CARD.paidPartnership : paidPartnershipWith(name);
}

/**
 * The card's sponsorship label, in the spec's order: "Promoted gives 'Promoted by
 * {promoter}'" (an ad: promoted and not downstream; the pinner names it when the promoter is
 * missing, 'Promoted' when nobody does), then the partnership line.
 */
export function sponsorshipLabel(pin: CardPinInput): string | null {
  if (isPromotedAd(pin)) {
    const name = nameOf(pin.promoter) ?? nameOf(pin.pinner);
    return name === null ? PIN_CARD.promoted : promotedBy(name);
  }
  return partnershipText(pin);
}

/**
 * A promoted paid partnership must disclose both: the label above says 'Promoted by', this
 * is the partnership line. Null unless the pin is an ad with a sponsorship that shows text.
 */
export function partnershipLabel(pin: CardPinInput): string | null {
  return isPromotedAd(pin) ? partnershipText(pin) : null;
}

/**
 * "Products with affiliation show 'Includes sponsored products'." Decided signal: a product
 * whose label_info.labels has 'affiliate' (any case).
 */
export const AFFILIATE_PRODUCT_LABEL = 'affiliate';

export function sponsoredProductsLabel(
  pin: Pick<CardPinInput, 'rich_summary' | 'rich_metadata'>,
): string | null {
  const products = [...(pin.rich_summary?.products ?? []), ...(pin.rich_metadata?.products ?? [])];
  const affiliated = products.some((product) =>
    (product.label_info?.labels ?? []).some(
      (label) => label.trim().toLowerCase() === AFFILIATE_PRODUCT_LABEL,
    ),
  );
  return affiliated ? PIN_CARD.includesSponsoredProducts : null;
}

/** digitalMediaSourceType values (req 000-3.24) and their disclosures (req 000-8.20). */
export const AI_DISCLOSURES: Readonly<Record<string, string>> = {
  'trained algorithmic media': AI_DISCLOSURE_TEXTS.madeWithAi,
  'composite with trained algorithmic media': AI_DISCLOSURE_TEXTS.modifiedWithAi,
  'multi-pin trained algorithmic media': AI_DISCLOSURE_TEXTS.partsMadeWithAi,
};

/**
 * The AI disclosure. The spec's texts all say "this ad" ('This ad was made with AI'), so
 * they show on ads only (promoted, not downstream); organic pins get none.
 */
export function aiDisclosure(pin: CardPinInput): string | null {
  if (!isPromotedAd(pin)) return null;
  const source = collapseWhitespace(pin.digital_media_source_type ?? '').toLowerCase();
  return AI_DISCLOSURES[source] ?? null;
}
