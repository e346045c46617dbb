// PageMetadata → the pin columns that hold rich data (pins.rich_metadata, pins.rich_summary,
// pins.is_oos_product), in the wire's RichMetadata shape, so a pin saved from a page renders
// like the seeded product, recipe and article pins.

import type { RichMetadata, RichProduct } from '@corkboard/contracts';

import type { PageMetadata } from './page-metadata';
import type { ArticleRich, ProductRich, RecipeRich } from './rich-metadata';

export interface PinRichColumns {
  rich_metadata: RichMetadata | null;
  rich_summary: RichMetadata | null;
  is_oos_product: boolean;
}

/**
 * The card shows offer prices as they are, so they are stored ready to read ("$1,299.00");
 * an unknown currency code still reads as "1299.00 XYZ" rather than failing.
 */
export function displayPrice(price: string, currency: string | undefined): string {
  if (!currency) return price;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(price));
  } catch {
    return `${price} ${currency}`;
  }
}

function richProduct(product: ProductRich, fallbackName: string): RichProduct {
  const offer: NonNullable<RichProduct['offer_summary']> = {};
  if (product.price) offer.price = displayPrice(product.price, product.currency);
  if (product.minPrice) offer.min_price = displayPrice(product.minPrice, product.currency);
  if (product.maxPrice) offer.max_price = displayPrice(product.maxPrice, product.currency);
  if (product.currency) offer.currency = product.currency;
  if (product.availability) offer.availability = product.availability;
  const out: RichProduct = { name: product.name ?? fallbackName };
  if (product.brand) out.brand = { name: product.brand };
  if (product.sku) out.item_id = product.sku;
  if (Object.keys(offer).length > 0) out.offer_summary = offer;
  return out;
}

function recipeParts(recipe: RecipeRich): Pick<RichMetadata, 'recipe' | 'aggregate_rating'> {
  const parts: Pick<RichMetadata, 'recipe' | 'aggregate_rating'> = {
    recipe: {
      ...(recipe.cookTimeMinutes !== undefined && { cook_time_minutes: recipe.cookTimeMinutes }),
      ...(recipe.ingredients.length > 0 && { ingredients: recipe.ingredients }),
      ...(recipe.servings !== undefined && { servings: recipe.servings }),
    },
  };
  if (recipe.rating !== undefined) {
    parts.aggregate_rating = {
      rating_value: recipe.rating,
      ...(recipe.bestRating !== undefined && { best_rating: recipe.bestRating }),
      // No count: 0, which the card reads as "no reviews" and hides the stars for.
      review_count: recipe.reviewCount ?? 0,
    };
  }
  return parts;
}

function articlePart(article: ArticleRich): Pick<RichMetadata, 'article'> {
  return {
    article: {
      ...(article.author !== undefined && { author: article.author }),
      ...(article.publishedAt !== undefined && { published_at: article.publishedAt }),
    },
  };
}

export function pinRichColumns(meta: PageMetadata): PinRichColumns {
  const { rich } = meta;
  if (!rich) return { rich_metadata: null, rich_summary: null, is_oos_product: false };
  const siteName = meta.siteName ?? (rich.type === 'article' ? rich.publisher : undefined);
  const displayName =
    (rich.type === 'article' ? rich.headline : rich.name) ?? (meta.title || undefined);
  const head: RichMetadata = {
    type_name: rich.type,
    ...(siteName && { site_name: siteName }),
    ...(displayName && { display_name: displayName }),
  };
  const full: RichMetadata = {
    ...head,
    ...(meta.title && { title: meta.title }),
    ...(meta.description && { description: meta.description }),
  };
  switch (rich.type) {
    case 'product': {
      const products = [richProduct(rich, meta.title)];
      return {
        rich_metadata: { ...full, products },
        rich_summary: { ...head, products },
        is_oos_product: rich.availability === 'out_of_stock',
      };
    }
    case 'recipe': {
      const parts = recipeParts(rich);
      const summaryRecipe =
        rich.cookTimeMinutes !== undefined ? { cook_time_minutes: rich.cookTimeMinutes } : {};
      return {
        rich_metadata: { ...full, ...parts },
        rich_summary: {
          ...head,
          recipe: summaryRecipe,
          ...(parts.aggregate_rating && { aggregate_rating: parts.aggregate_rating }),
        },
        is_oos_product: false,
      };
    }
    case 'article':
      return {
        rich_metadata: { ...full, ...articlePart(rich) },
        rich_summary: head,
        is_oos_product: false,
      };
  }
}
