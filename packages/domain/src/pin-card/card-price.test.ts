import { describe, expect, it } from 'vitest';
import type { CardContext, CardOfferInput, CardPinInput, CardPrice } from './card-model';
import { cardPrice, productBadges, samePrice, shoppingIndicator } from './card-price';
import { context, pin } from './test-fixtures';

const product = (
  offer: CardOfferInput | undefined,
  link: string | null = 'https://shop.example/p',
): CardPinInput =>
  pin({
    link,
    rich_summary: { type_name: 'product', products: [{ name: 'Lamp', offer_summary: offer }] },
  });

describe('cardPrice', () => {
  it.each<[string, CardPinInput, CardPrice | null]>([
    ['"The price block shows only if a price exists." (not a product: none)', pin(), null],
    [
      '"otherwise show price"',
      product({ price: '$48.00' }),
      { text: '$48.00', original: null, soldOut: false },
    ],
    [
      '"When both minPrice and maxPrice exist, show the range "min-max""',
      product({ price: '$20.00', min_price: '$20.00', max_price: '$35.00' }),
      { text: '$20.00-$35.00', original: null, soldOut: false },
    ],
    [
      'only minPrice: the price',
      product({ price: '$20.00', min_price: '$20.00' }),
      { text: '$20.00', original: null, soldOut: false },
    ],
    [
      '"The struck-through original price is shown only if it differs from the current price"',
      product({ price: '$48.00', standard_price: '$60.00' }),
      { text: '$48.00', original: '$60.00', soldOut: false },
    ],
    [
      '"... only if it differs" ($48 and $48.00 are the same)',
      product({ price: '$48.00', standard_price: '$48' }),
      { text: '$48.00', original: null, soldOut: false },
    ],
    [
      '"When price is missing for an off-site product the text "See price on site" is used"',
      product({ currency: 'USD' }),
      { text: 'See price on site', original: null, soldOut: false },
    ],
    ['no price and no off-site link: no price block', product({}, null), null],
    [
      '"a sold-out product shows "Sold out""',
      product({ price: '$48.00', availability: 'out_of_stock' }),
      { text: 'Sold out', original: null, soldOut: true },
    ],
    [
      '"Sold out" also reads availability "SOLD_OUT"',
      product({ availability: 'SOLD_OUT' }),
      { text: 'Sold out', original: null, soldOut: true },
    ],
    [
      'a product by shopping flag with no rich data and a link',
      pin({ shopping_flags: [5] }),
      { text: 'See price on site', original: null, soldOut: false },
    ],
  ])('%s', (_sentence, input, expected) => {
    expect(cardPrice(input)).toEqual(expected);
  });

  it('a link to our own host is not off-site', () => {
    expect(
      cardPrice(product({}, 'https://corkboard.example/pin/1/'), 'corkboard.example'),
    ).toBeNull();
  });

  it('samePrice compares amounts, else text', () => {
    expect(samePrice('$1,299.00', '$1299')).toBe(true);
    expect(samePrice('free', 'free')).toBe(true);
    expect(samePrice('$1', '$2')).toBe(false);
  });
});

describe('productBadges', () => {
  it.each([
    ['"An out-of-stock pin shows an out-of-stock badge"', { is_oos_product: true }, ['outOfStock']],
    ['"a stale product shows a stale badge"', { is_stale_product: true }, ['stale']],
    ['both', { is_oos_product: true, is_stale_product: true }, ['outOfStock', 'stale']],
    ['neither', {}, []],
  ])('%s', (_sentence, fields, expected) => {
    expect(productBadges(fields)).toEqual(expected);
  });
});

describe('shoppingIndicator', () => {
  const eligible = { is_eligible_for_pdp: true, is_promoted: false };
  const ctx = (surface: CardContext['surface'], group?: string) =>
    context({ surface, experiments: group ? { shopping_indicators: group } : {} });
  it.each<
    [string, Pick<CardPinInput, 'is_eligible_for_pdp' | 'is_promoted'>, CardContext, boolean]
  >([
    [
      '"enabled_homefeed" shows it on the home feed',
      eligible,
      ctx('AuthHomefeed', 'enabled_homefeed'),
      true,
    ],
    [
      '"enabled_homefeed" not on related pins',
      eligible,
      ctx('RelatedPinGrid', 'enabled_homefeed'),
      false,
    ],
    [
      '"enabled_related_pins" shows it on related pins',
      eligible,
      ctx('RelatedPinGrid', 'enabled_related_pins'),
      true,
    ],
    [
      '"enabled_related_pins" not on the home feed',
      eligible,
      ctx('AuthHomefeed', 'enabled_related_pins'),
      false,
    ],
    ['control: nowhere on product surfaces', eligible, ctx('AuthHomefeed', 'control'), false],
    ['no assignment is the default group (control)', eligible, ctx('AuthHomefeed'), false],
    ['the cards gallery always shows it', eligible, ctx('CardsGallery', 'control'), true],
    [
      '"shown only if the pin is eligible for a product page"',
      { is_eligible_for_pdp: false, is_promoted: false },
      ctx('CardsGallery'),
      false,
    ],
    [
      '"... and is not promoted"',
      { is_eligible_for_pdp: true, is_promoted: true },
      ctx('CardsGallery'),
      false,
    ],
  ])('%s', (_sentence, fields, c, expected) => {
    expect(shoppingIndicator(fields, c)).toBe(expected);
  });
});
