import { describe, expect, it } from 'vitest';
import { cardFooter, footerHeight, footerLineClamp, footerVisible } from './card-footer';
import type { FooterClampInput } from './card-footer';
import type { CardContext } from './card-model';
import { context, pin, signedOut } from './test-fixtures';

const control = { signed_in_footer_hidden: 'control' };

describe('footerVisible', () => {
  it.each<[string, CardContext, boolean]>([
    ['"never shown for signed-out users"', signedOut({ experiments: control }), false],
    [
      '"hidden by default for signed-in users under an experiment" (no assignment)',
      context(),
      false,
    ],
    [
      '"... under an experiment" (group enabled hides it)',
      context({ experiments: { signed_in_footer_hidden: 'enabled' } }),
      false,
    ],
    ['the control group shows it', context({ experiments: control }), true],
    [
      'an image-only grid has no footer',
      context({ experiments: control, attribution: 'imageOnly' }),
      false,
    ],
  ])('%s', (_sentence, ctx, expected) => {
    expect(footerVisible(ctx)).toBe(expected);
  });
});

describe('footerLineClamp', () => {
  const base: FooterClampInput = {
    signedIn: true,
    isMobile: false,
    surface: 'AuthHomefeed',
    hasPrice: false,
    newerStyleTitle: false,
  };
  it.each<[string, Partial<FooterClampInput>, number]>([
    [
      '"1 (signed-out mobile shopping module)"',
      { signedIn: false, isMobile: true, surface: 'ShoppingGridSmallCarousel' },
      1,
    ],
    [
      'signed-out desktop shopping module is not 1',
      { signedIn: false, surface: 'ShoppingGridSmallCarousel', hasPrice: true },
      3,
    ],
    ['"2 (square)"', {}, 2],
    ['"3 (with price)"', { hasPrice: true }, 3],
    [
      '"Title in the newer style is ... clamped to 2 lines"',
      { hasPrice: true, newerStyleTitle: true },
      2,
    ],
  ])('%s', (_sentence, fields, expected) => {
    expect(footerLineClamp({ ...base, ...fields })).toBe(expected);
  });
});

describe('footerHeight', () => {
  it.each([
    ['"Card footer height is 75 when signed in"', true, 3, 75],
    ['"otherwise a computed value plus 20 per line clamp" (1 line)', false, 1, 36],
    ['"otherwise a computed value plus 20 per line clamp" (3 lines)', false, 3, 76],
  ] as const)('%s', (_sentence, signedIn, lines, expected) => {
    expect(footerHeight(signedIn, lines)).toBe(expected);
  });
});

describe('cardFooter', () => {
  const price = { text: '$48.00', original: null, soldOut: false };
  it('the signed-in footer: title, description, domain, price, merchant, 75 px', () => {
    const p = pin({
      rich_summary: {
        type_name: 'product',
        products: [{ name: 'Dress', brand: { name: 'Linen Co' } }],
      },
    });
    expect(cardFooter(p, context({ experiments: control }), price)).toEqual({
      title: 'Linen summer dress',
      titleLines: 3,
      description: 'A loose linen dress for hot days.',
      domain: 'example-shop.com',
      price,
      merchant: 'Linen Co',
      height: 75,
    });
  });

  it('no merchant on a pin that is not a product', () => {
    expect(
      cardFooter(
        pin({ rich_summary: { site_name: 'Blog' } }),
        context({ experiments: control }),
        null,
      ),
    ).toMatchObject({ merchant: null, titleLines: 2 });
  });

  it('"never shown for signed-out users"', () => {
    expect(cardFooter(pin(), signedOut({ experiments: control }), price)).toBeNull();
  });
});
