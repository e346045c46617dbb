import { describe, expect, it } from 'vitest';

import { cardPrice, cardRating, isSoldOut, type CardPinInput } from '@corkboard/domain';

import { displayPrice, extractPageMetadata, pinRichColumns } from '../../src/links';
import {
  NEWS_ARTICLE,
  NEWS_ARTICLE_URL,
  RECIPE_BLOG,
  RECIPE_BLOG_URL,
  SHOP_PRODUCT,
  SHOP_PRODUCT_URL,
} from './sample-pages';

const columns = (html: string, url: string) => pinRichColumns(extractPageMetadata(html, url));

describe('page metadata maps onto the pin rich columns (wire RichMetadata)', () => {
  it('a product: products[0] with brand, item_id and an offer_summary priced for display', () => {
    expect(columns(SHOP_PRODUCT, SHOP_PRODUCT_URL)).toEqual({
      rich_metadata: {
        type_name: 'product',
        site_name: 'Northwind Home',
        display_name: 'Walnut Writing Desk',
        title: 'Walnut Writing Desk',
        description: 'Solid walnut, hand-oiled, with two soft-close drawers.',
        products: [
          {
            name: 'Walnut Writing Desk',
            brand: { name: 'Northwind' },
            item_id: 'NW-DESK-02',
            offer_summary: { price: '$1,199.00', currency: 'USD', availability: 'in_stock' },
          },
        ],
      },
      rich_summary: {
        type_name: 'product',
        site_name: 'Northwind Home',
        display_name: 'Walnut Writing Desk',
        products: [
          {
            name: 'Walnut Writing Desk',
            brand: { name: 'Northwind' },
            item_id: 'NW-DESK-02',
            offer_summary: { price: '$1,199.00', currency: 'USD', availability: 'in_stock' },
          },
        ],
      },
      is_oos_product: false,
    });
  });

  it('a recipe: recipe.cook_time_minutes, ingredients and aggregate_rating', () => {
    const { rich_metadata, rich_summary } = columns(RECIPE_BLOG, RECIPE_BLOG_URL);
    expect(rich_metadata).toMatchObject({
      type_name: 'recipe',
      site_name: 'Salt & Hearth',
      display_name: 'Swedish Cardamom Buns (Kardemummabullar)',
      recipe: { cook_time_minutes: 75, ingredients: expect.arrayContaining(['500 g flour']) },
      aggregate_rating: { rating_value: 4.86, review_count: 213 },
    });
    expect(rich_summary).toEqual({
      type_name: 'recipe',
      site_name: 'Salt & Hearth',
      display_name: 'Swedish Cardamom Buns (Kardemummabullar)',
      recipe: { cook_time_minutes: 75 },
      aggregate_rating: { rating_value: 4.86, review_count: 213 },
    });
  });

  it('an article: article.author and published_at; the publisher stands in for og:site_name', () => {
    const { rich_metadata, rich_summary } = columns(NEWS_ARTICLE, NEWS_ARTICLE_URL);
    expect(rich_metadata).toMatchObject({
      type_name: 'article',
      site_name: 'The Daily Example',
      article: { author: 'Ana Ruiz, Tom Becker', published_at: '2025-03-04T14:30:00.000Z' },
    });
    expect(rich_summary).toEqual({
      type_name: 'article',
      site_name: 'The Daily Example',
      display_name: 'Council approves 40 km of protected bike lanes',
    });
  });

  it('an out-of-stock product sets is_oos_product, and the card reads it as sold out', () => {
    const html =
      '<meta property="og:type" content="product"><meta property="og:title" content="Mug">' +
      '<meta property="product:price:amount" content="12"><meta property="product:availability" content="oos">';
    const result = columns(html, 'https://shop.example/mug');
    expect(result.is_oos_product).toBe(true);
    expect(isSoldOut(result.rich_metadata?.products?.[0]?.offer_summary)).toBe(true);
  });

  it('a page with no rich data leaves the columns empty', () => {
    expect(columns('<title>x</title>', 'https://a.example/')).toEqual({
      rich_metadata: null,
      rich_summary: null,
      is_oos_product: false,
    });
  });
});

describe('the pin card reads what was stored', () => {
  // Only the fields the price and rating rules read; the rest of a card pin is irrelevant here.
  const pin = (html: string, url: string): CardPinInput => {
    const meta = extractPageMetadata(html, url);
    const rich = pinRichColumns(meta);
    const fields: Partial<CardPinInput> = {
      id: '1',
      title: meta.title,
      description: meta.description,
      link: meta.link,
      domain: meta.domain,
      dominant_color: '#efefef',
      images: {},
      alt_text: null,
      rich_metadata: rich.rich_metadata,
      rich_summary: rich.rich_summary,
      is_oos_product: rich.is_oos_product,
      is_stale_product: false,
      shopping_flags: [],
    };
    return fields as CardPinInput;
  };

  it('cardPrice shows the stored display price', () => {
    const card = pin(SHOP_PRODUCT, SHOP_PRODUCT_URL);
    expect(cardPrice(card)?.text).toBe('$1,199.00');
  });

  it('cardRating shows the recipe rating and cook time', () => {
    const card = pin(RECIPE_BLOG, RECIPE_BLOG_URL);
    expect(cardRating(card)).toMatchObject({ reviewCount: 213, cookTime: '1h 0m' });
  });
});

describe('display prices', () => {
  it.each<[string, string | undefined, string]>([
    ['1299', 'USD', '$1,299.00'],
    ['38.50', 'EUR', '€38.50'],
    ['1200', 'JPY', '¥1,200'],
    ['19.99', undefined, '19.99'],
    ['5', 'ZZ', '5 ZZ'],
  ])('%s %s → %s', (price, currency, expected) => {
    expect(displayPrice(price, currency)).toBe(expected);
  });
});
