// The pin card decision: every rule of spec 000 §1–5, §8–9 (each file cites its requirement ids,
// docs/SPEC.md) composed into the view model the card component renders. Pure: the same pin and
// context always give the same model.

import { cardFeedback } from '../discovery/card-feedback';
import { pinPath } from '../routes';
import { attributionHeight, cardAttribution, productAttribution } from './card-attribution';
import { debugRows, tagChips } from './card-extras';
import { cardFooter } from './card-footer';
import { cardKind } from './card-kind';
import { belowMediaHeight, belowMediaParts } from './card-layout';
import { cardMedia, mediaAspect } from './card-media';
import type { CardContext, CardPinInput, PinCardModel } from './card-model';
import { cardOverlay, moreMenu, savedInfo } from './card-overlay';
import { cardPrice, productBadges, shoppingIndicator } from './card-price';
import { cardRating } from './card-rating';
import { cardReactions } from './card-reactions';
import {
  aiDisclosure,
  partnershipLabel,
  sponsoredProductsLabel,
  sponsorshipLabel,
} from './card-sponsorship';
import { fullTitle, merchantName } from './card-text';
import { feedbackType, reasonLine } from './feedback-type';

export function decidePinCard(pin: CardPinInput, ctx: CardContext): PinCardModel {
  const kind = cardKind(pin, ctx);
  const media = cardMedia(pin, ctx);
  const price = cardPrice(pin);
  const footer = cardFooter(pin, ctx, price);
  const attribution = cardAttribution(pin, ctx);
  const product = productAttribution(pin, ctx, attribution, price, merchantName(pin));
  const rating = cardRating(pin);
  const reactions = cardReactions(pin, ctx);
  const partnership = partnershipLabel(pin);
  const sponsoredProducts = sponsoredProductsLabel(pin);
  const ai = aiDisclosure(pin);
  const feedback = feedbackType(pin, ctx);
  const parts = belowMediaParts({
    footer,
    rating,
    reactions,
    attributionHeight: attributionHeight(attribution, product),
    disclosures: [partnership, sponsoredProducts, ai],
  });
  return {
    id: pin.id,
    href: pinPath(pin.id, fullTitle(pin)),
    kind,
    media,
    mediaAspect: mediaAspect(pin, media),
    footer,
    belowMediaHeight: belowMediaHeight(parts),
    belowMediaParts: parts,
    attribution,
    productAttribution: product,
    sponsorshipLabel: sponsorshipLabel(pin),
    partnershipLabel: partnership,
    sponsoredProductsLabel: sponsoredProducts,
    aiDisclosure: ai,
    rating,
    reactions,
    badges: productBadges(pin),
    shoppingIndicator: shoppingIndicator(pin, ctx),
    feedbackType: feedback,
    reasonLine: reasonLine(feedback, pin),
    why: pin,
    feedback: cardFeedback({ surface: ctx.surface, viewer: ctx.viewer, pinnerId: pin.pinner.id }),
    overlay: cardOverlay(pin, ctx),
    moreMenu: moreMenu(ctx),
    tagChips: tagChips(pin),
    savedInfo: savedInfo(pin),
    debug: debugRows(pin, ctx, { kind, media: media.type, feedbackType: feedback }),
  };
}
