// "Rich pins": what a page says about the thing it shows (a product, a recipe, an article),
// from schema.org JSON-LD first and the Open Graph product and article tags second.

import { metaContent, type MetaTag } from './html-reader';
import {
  hasType,
  isObject,
  listOf,
  nameOf,
  numberOf,
  resolve,
  textOf,
  type JsonLdGraph,
  type JsonObject,
} from './json-ld';
import { clipText, plainText } from './page-text';
import { offerFacts, type OfferFacts } from './product-offers';
import {
  durationMinutes,
  isoDate,
  normalizeAvailability,
  normalizeCurrency,
  normalizePrice,
} from './schema-values';

export interface ProductRich extends OfferFacts {
  type: 'product';
  name?: string;
  brand?: string;
  /** The shop's own id for the item (sku, else productID). */
  sku?: string;
}

export interface RecipeRich {
  type: 'recipe';
  name?: string;
  /** aggregateRating.ratingValue, and the scale it is on when the page says. */
  rating?: number;
  bestRating?: number;
  /** aggregateRating.ratingCount, else reviewCount. */
  reviewCount?: number;
  /** totalTime, else cookTime + prepTime, in whole minutes. */
  cookTimeMinutes?: number;
  /** recipeIngredient lines as plain text (at most MAX_INGREDIENTS are kept). */
  ingredients: string[];
  ingredientCount: number;
  /** recipeYield as the page words it ("4 servings", "12"). */
  servings?: string;
}

export interface ArticleRich {
  type: 'article';
  headline?: string;
  /** Author names, comma-separated when there are several. */
  author?: string;
  /** datePublished as a UTC ISO string. */
  publishedAt?: string;
  publisher?: string;
}

export type PageRich = ProductRich | RecipeRich | ArticleRich;

/** The JSON-LD node a page is about and what kind of rich pin it makes. */
export interface PrimaryEntity {
  type: PageRich['type'];
  node: JsonObject;
}

const RECIPE = new Set(['recipe']);
const PRODUCT = new Set(['product', 'productgroup', 'productmodel', 'individualproduct']);
const ARTICLE = new Set([
  'article',
  'newsarticle',
  'blogposting',
  'liveblogposting',
  'reportagenews',
  'analysisnewsarticle',
  'opinionnewsarticle',
  'reviewnewsarticle',
  'backgroundnewsarticle',
  'techarticle',
  'scholarlyarticle',
  'report',
]);
const MAX_INGREDIENTS = 100;
const MAX_AUTHORS = 3;
const NAME_MAX = 200;
const INGREDIENT_MAX = 300;

/**
 * Recipe before Product before Article: recipe posts are Articles too (Yoast graphs) and often
 * list affiliate Products, while shop pages seldom hold recipes.
 */
export function primaryEntity(graph: JsonLdGraph): PrimaryEntity | null {
  const kinds: [PageRich['type'], ReadonlySet<string>][] = [
    ['recipe', RECIPE],
    ['product', PRODUCT],
    ['article', ARTICLE],
  ];
  for (const [type, names] of kinds) {
    const node = graph.nodes.find((n) => hasType(n, names));
    if (node) return { type, node };
  }
  return null;
}

const short = (text: string | null, max = NAME_MAX): string | undefined =>
  text ? clipText(text, max) : undefined;

/** Leaves out undefined fields, so results compare and serialise cleanly. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function productRich(graph: JsonLdGraph, node: JsonObject | null, metas: MetaTag[]): ProductRich {
  const facts = node ? offerFacts(graph, node) : {};
  // Open Graph product tags fill what JSON-LD left out (or stand alone).
  const ogPrice = normalizePrice(metaContent(metas, 'product:price:amount', 'og:price:amount'));
  const ogCurrency = normalizeCurrency(
    metaContent(metas, 'product:price:currency', 'og:price:currency'),
  );
  const ogAvailability = normalizeAvailability(
    metaContent(metas, 'product:availability', 'og:availability'),
  );
  const name = node ? textOf(node.name) : null;
  return compact<ProductRich>({
    type: 'product',
    name: short(name ?? plainText(metaContent(metas, 'og:title'))),
    brand: short(
      (node ? nameOf(graph, node.brand) : null) ??
        plainText(metaContent(metas, 'product:brand', 'og:brand')),
    ),
    sku: short(node ? (textOf(node.sku) ?? textOf(node.productID)) : null),
    ...facts,
    price: facts.price ?? ogPrice ?? undefined,
    currency: facts.currency ?? ogCurrency ?? undefined,
    availability: facts.availability ?? ogAvailability ?? undefined,
  });
}

function servingsOf(value: unknown): string | null {
  const texts = listOf(value)
    .map(textOf)
    .filter((t): t is string => t !== null);
  // ["4", "4 servings"]: the worded one says more.
  return texts.find((t) => /\D/.test(t)) ?? texts[0] ?? null;
}

function recipeRich(graph: JsonLdGraph, node: JsonObject): RecipeRich {
  const rating = resolve(graph, node.aggregateRating);
  const value = isObject(rating) ? numberOf(rating.ratingValue) : null;
  const best = isObject(rating) ? numberOf(rating.bestRating) : null;
  const count = isObject(rating)
    ? (numberOf(rating.ratingCount) ?? numberOf(rating.reviewCount))
    : null;
  const total = durationMinutes(textOf(node.totalTime));
  const cook = durationMinutes(textOf(node.cookTime));
  const prep = durationMinutes(textOf(node.prepTime));
  const lines = listOf(node.recipeIngredient ?? node.ingredients)
    .slice(0, 1_000)
    .map(textOf)
    .filter((t): t is string => t !== null);
  return compact<RecipeRich>({
    type: 'recipe',
    name: short(textOf(node.name) ?? textOf(node.headline)),
    rating: value !== null && value >= 0 ? value : undefined,
    bestRating: best !== null && best > 0 ? best : undefined,
    reviewCount: value !== null && count !== null && count >= 0 ? Math.floor(count) : undefined,
    cookTimeMinutes:
      total ?? (cook !== null || prep !== null ? (cook ?? 0) + (prep ?? 0) : undefined),
    ingredients: lines.slice(0, MAX_INGREDIENTS).map((line) => clipText(line, INGREDIENT_MAX)),
    ingredientCount: lines.length,
    servings: short(servingsOf(node.recipeYield ?? node.yield), 100),
  });
}

/** Names of authors; a bare profile URL is not a name. */
function authorsOf(graph: JsonLdGraph, value: unknown): string | null {
  const names = listOf(value)
    .slice(0, 20)
    .map((author) => nameOf(graph, author))
    .filter((name): name is string => name !== null && !/^https?:\/\//i.test(name));
  return names.length ? [...new Set(names)].slice(0, MAX_AUTHORS).join(', ') : null;
}

function articleRich(graph: JsonLdGraph, node: JsonObject | null, metas: MetaTag[]): ArticleRich {
  const ogAuthor = plainText(metaContent(metas, 'article:author', 'author'));
  return compact<ArticleRich>({
    type: 'article',
    headline: short(node ? (textOf(node.headline) ?? textOf(node.name)) : null),
    author: short(
      (node ? authorsOf(graph, node.author) : null) ??
        (ogAuthor && !/^https?:\/\//i.test(ogAuthor) ? ogAuthor : null),
    ),
    publishedAt:
      (node ? isoDate(textOf(node.datePublished)) : null) ??
      isoDate(metaContent(metas, 'article:published_time')) ??
      undefined,
    publisher: short(node ? nameOf(graph, node.publisher) : null),
  });
}

const OG_PRODUCT_TYPES = new Set(['product', 'product.item', 'product.group', 'og:product']);

/** The page's rich data: from its primary JSON-LD entity, else from Open Graph alone. */
export function richMetadata(
  graph: JsonLdGraph,
  entity: PrimaryEntity | null,
  metas: MetaTag[],
): PageRich | null {
  if (entity?.type === 'recipe') return recipeRich(graph, entity.node);
  if (entity?.type === 'product') return productRich(graph, entity.node, metas);
  if (entity?.type === 'article') return articleRich(graph, entity.node, metas);
  const ogType = (metaContent(metas, 'og:type') ?? '').trim().toLowerCase();
  const ogPrice = metaContent(metas, 'product:price:amount', 'og:price:amount');
  if (OG_PRODUCT_TYPES.has(ogType) || normalizePrice(ogPrice) !== null) {
    return productRich(graph, null, metas);
  }
  if (ogType === 'article') return articleRich(graph, null, metas);
  return null;
}
