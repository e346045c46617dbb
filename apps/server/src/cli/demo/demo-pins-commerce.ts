// Builders for commercial pins: products (with every price and stock case the card shows),
// recipes (rating and cook-time cases), promoted pins and collection ads.
import { AFFILIATE_PRODUCT_LABEL } from '@corkboard/domain';
import { AD_COPY, COLLECTION_COPY } from './demo-ads';
import { BRANDS, PRODUCTS, type ProductCopy } from './demo-products';
import { RECIPES, type RecipeCopy } from './demo-recipes';
import {
  altText,
  basePin,
  description,
  digitsId,
  imageSpec,
  mainImage,
  ref,
  siteLink,
  titledTopic,
  uniqueTitle,
  type PinContext,
} from './demo-pin-parts';
import { THEMES } from './demo-themes';
import type { DemoPin } from './demo-types';
import { ADVERTISER_KEY } from './demo-users';
import { WORDS, slugify } from './demo-words';

const usd = (n: number): string => `$${n.toFixed(2)}`;

/** The product case of the n-th product pin, cycling so that every case appears several times. */
const PRODUCT_CASES = ['plain', 'range', 'sale', 'out_of_stock', 'stale', 'labelled'] as const;
type ProductCase = (typeof PRODUCT_CASES)[number];

function productMetadata(p: ProductCopy, ctx: PinContext, kase: ProductCase, noPrice: boolean) {
  const brand = BRANDS[p.brand];
  const offer: Record<string, string> = { currency: 'USD' };
  if (!noPrice) {
    const max = p.maxPrice ?? (kase === 'range' ? Math.round(p.price * 1.4) : undefined);
    if (max !== undefined) {
      offer.min_price = usd(p.price);
      offer.max_price = usd(max);
    }
    offer.price = usd(p.price);
    if (kase === 'sale') offer.standard_price = usd(Math.round(p.price * 1.25));
  }
  offer.availability = kase === 'out_of_stock' ? 'out_of_stock' : 'in_stock';
  const product: Record<string, unknown> = {
    name: p.name,
    brand: { name: brand.name },
    item_id: digitsId(ctx, 'item'),
    offer_summary: offer,
  };
  if (kase === 'labelled') product.label_info = { labels: ['Free shipping'] };
  return { brand, product };
}

function pickProduct(ctx: PinContext): ProductCopy {
  const mine = PRODUCTS.filter((p) => p.theme === ctx.seed.theme);
  const merchantOnly = mine.filter((p) => p.brand === 'oak');
  const pool =
    ctx.seed.board.ownerKey === 'oakandember' && merchantOnly.length ? merchantOnly : mine;
  return ctx.rng.pick(pool.length ? pool : PRODUCTS);
}

export function productPin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const p = pickProduct(ctx);
  const kase = PRODUCT_CASES[ctx.kindIndex % PRODUCT_CASES.length] ?? 'plain';
  // Two products without any price: the card then says "See price on site".
  const noPrice = ctx.kindIndex === 7 || ctx.kindIndex === 20;
  const { brand, product } = productMetadata(p, ctx, kase, noPrice);
  const pin = basePin(ctx, 'product', mainImage(ctx, p.subject, rng.pick([1, 1.25, 1.5])));
  pin.title = uniqueTitle(ctx, () =>
    ctx.usedTitles.has(p.name) ? `${p.name} in ${rng.pick(WORDS.color2 ?? ['cream'])}` : p.name,
  );
  pin.description = `${p.blurb} ${rng.pick(['Free shipping over $75.', 'Made in small batches.', 'Free returns within 30 days.', 'Ships in two days.'])}`;
  pin.link = `https://${brand.domain}/products/${slugify(pin.title)}`;
  pin.alt_text = `Product photo: ${pin.title.toLowerCase()}`;
  const inStock = kase !== 'out_of_stock';
  const stale = kase === 'stale';
  pin.rich_metadata = {
    type_name: 'product',
    site_name: brand.name,
    title: pin.title,
    description: p.blurb,
    display_name: pin.title,
    products: [product],
  };
  pin.rich_summary = {
    type_name: 'product',
    site_name: brand.name,
    display_name: pin.title,
    products: [product],
  };
  pin.is_oos_product = !inStock;
  pin.is_stale_product = stale;
  pin.is_shoppable = inStock && !stale;
  pin.is_eligible_for_pdp = inStock && !stale && ctx.kindIndex % 3 !== 2;
  pin.shopping_flags = !inStock || stale ? [5] : rng.pick([[1], [1, 5], [5, 6], [1, 6]]);
  if (ctx.pinnerKey === 'oakandember') pin.native_creator_key = 'oakandember';
  return pin;
}

type ProductJson = { label_info?: { labels: string[] } };
type ProductsJson = { products?: ProductJson[] };

const productsOf = (pin: DemoPin): ProductJson[] =>
  (pin.rich_metadata as ProductsJson | null)?.products ?? [];

/**
 * "Products with affiliation show 'Includes sponsored products'": one product pin also carries
 * the 'affiliate' label, chosen by a fixed rule once every pin is drawn: the newest labelled
 * product on a board others can see. No random draw, so every other pin stays as it was; the
 * newest of its case, so it survives the small scenario (demo-trim: newest pins first).
 */
export function markAffiliateProduct(
  pins: readonly DemoPin[],
  visible: (pin: DemoPin) => boolean,
): DemoPin[] {
  const labelled = pins.filter(
    (p) => p.kind === 'product' && visible(p) && productsOf(p).some((x) => x.label_info),
  );
  const chosen = labelled.reduce<DemoPin | null>(
    (newest, p) => (newest && newest.minutesAgo <= p.minutesAgo ? newest : p),
    null,
  );
  if (!chosen) return [...pins];
  const affiliate = (products: ProductJson[] = []) =>
    products.map((x) => ({
      ...x,
      label_info: { labels: [...(x.label_info?.labels ?? []), AFFILIATE_PRODUCT_LABEL] },
    }));
  const withLabel = (json: object | null) =>
    json && { ...json, products: affiliate((json as ProductsJson).products) };
  return pins.map((p) =>
    p === chosen
      ? { ...p, rich_metadata: withLabel(p.rich_metadata), rich_summary: withLabel(p.rich_summary) }
      : p,
  );
}

/** Cook times chosen to cover each rounding rule of the card's time label. */
export const COOK_TIMES = [10, 25, 50, 70, 95, 130, 15, 35, 45, 60, 20, 240, 5, 40] as const;
/** Ratings with full, half and empty star cases. */
export const RATINGS = [4.3, 3.5, 4.8, 5, 4, 2.7, 4.5, 3.8, 4.9, 3.2, 4.6, 1.5] as const;

function pickRecipe(ctx: PinContext, used: Set<string>): RecipeCopy {
  const theme = ctx.seed.theme === 'baking' ? 'baking' : 'food';
  const fresh = RECIPES.filter((r) => !used.has(r.title));
  const mine = fresh.filter((r) => r.theme === theme);
  const r = ctx.rng.pick(mine.length ? mine : fresh.length ? fresh : RECIPES);
  used.add(r.title);
  return r;
}

export function recipePin(ctx: PinContext, used: Set<string>): DemoPin {
  const { rng } = ctx;
  const r = pickRecipe(ctx, used);
  const theme = THEMES[r.theme];
  const site = rng.pick(theme.sites);
  const pin = basePin(ctx, 'recipe', mainImage(ctx, 'food'));
  pin.title = uniqueTitle(ctx, () =>
    ctx.usedTitles.has(r.title) ? `${r.title}, the easy way` : r.title,
  );
  pin.description = description(ctx, theme);
  pin.link = siteLink(site, pin.title);
  pin.alt_text = rng.chance(0.7) ? altText(ctx, 'food') : null;
  const i = ctx.kindIndex;
  const cook = COOK_TIMES[i % COOK_TIMES.length] ?? 30;
  // One recipe without reviews: its card must hide the rating row.
  const reviews = i === 11 ? 0 : rng.int(3, 2400);
  const rating = {
    rating_value: RATINGS[i % RATINGS.length] ?? 4,
    best_rating: 5,
    review_count: reviews,
  };
  const recipe = {
    cook_time_minutes: cook,
    from_aggregated_data: i % 4 === 0,
    ingredients: [...r.ingredients, 'olive oil', 'salt', 'black pepper'],
    servings: String(2 + (i % 5) * 2),
  };
  pin.rich_metadata = {
    type_name: 'recipe',
    site_name: site.name,
    title: pin.title,
    description: pin.description,
    display_name: pin.title,
    recipe,
    aggregate_rating: rating,
  };
  pin.rich_summary = {
    type_name: 'recipe',
    site_name: site.name,
    display_name: pin.title,
    recipe: { cook_time_minutes: cook },
    aggregate_rating: rating,
  };
  return pin;
}

export const ADVERTISER_ID = '5497558138';
const CAMPAIGNS = ['6267440011', '6267440012', '6267440013'];
const AI_SOURCES = [
  'trained algorithmic media',
  'composite with trained algorithmic media',
  'multi-pin trained algorithmic media',
];

function promote(ctx: PinContext, pin: DemoPin): DemoPin {
  pin.is_promoted = true;
  pin.promoter_key = ADVERTISER_KEY;
  pin.advertiser_id = ADVERTISER_ID;
  pin.campaign_id = CAMPAIGNS[ctx.kindIndex % CAMPAIGNS.length] ?? null;
  if (ctx.kindIndex % 4 === 3)
    pin.digital_media_source_type = AI_SOURCES[ctx.kindIndex % 3] ?? null;
  return pin;
}

/** Paid partnerships among the promoted pins: every fifth, starting at the second, six in all. */
export const PARTNERSHIPS = 6;
export const isPartnership = (k: number): boolean => k % 5 === 1 && k < PARTNERSHIPS * 5;
/** The n-th of the advertiser's own ads, counting past the partnerships before it. */
const adIndex = (k: number): number => k - Math.min(PARTNERSHIPS, Math.floor((k + 3) / 5));

/** Promoted pins: the advertiser's own ads, and paid partnerships pinned by creators. */
export function promotedPin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const northwind = BRANDS.northwind;
  if (ctx.pinnerKey !== ADVERTISER_KEY) {
    const { topic, title } = titledTopic(ctx);
    const pin = basePin(ctx, 'promoted', mainImage(ctx, rng.pick(topic.subjects)));
    pin.title = title;
    pin.description = `${description(ctx)} In partnership with ${northwind.name}.`;
    pin.link = `https://${northwind.domain}/stories/${slugify(pin.title)}`;
    pin.native_creator_key = ctx.pinnerKey;
    pin.alt_text = altText(ctx, pin.image.subject);
    // Paid partnerships in every sponsorship status the card distinguishes.
    pin.sponsorship = { status: [1, 2, 3, 0][ctx.kindIndex % 4] ?? 1, sponsor_key: ADVERTISER_KEY };
    return promote(ctx, pin);
  }
  const ad = AD_COPY[adIndex(ctx.kindIndex) % AD_COPY.length] ?? AD_COPY[0];
  if (!ad) throw new Error('no ad copy');
  const pin = basePin(ctx, 'promoted', mainImage(ctx, ad.subject, rng.pick([1, 1.25, 1.5])));
  pin.title = uniqueTitle(ctx, () => ad.title);
  pin.description = ad.description;
  pin.link = `https://${northwind.domain}/collections/${slugify(ad.title)}`;
  pin.alt_text = altText(ctx, ad.subject);
  pin.is_downstream_promotion = ctx.kindIndex % 10 === 9;
  // Some ads keep people on Corkboard: their click opens the closeup and tells the destination.
  pin.is_go_linkless = ad.linkless === true;
  if (ctx.kindIndex % 8 === 2) {
    // A shopping ad: promoted and a product at once, so the card must hide the shopping badge.
    const product = {
      name: ad.title,
      brand: { name: northwind.name },
      offer_summary: {
        price: usd(rng.pick([89, 129, 179, 249])),
        currency: 'USD',
        availability: 'in_stock',
      },
    };
    pin.rich_metadata = {
      type_name: 'product',
      site_name: northwind.name,
      display_name: ad.title,
      products: [product],
    };
    pin.rich_summary = {
      type_name: 'product',
      site_name: northwind.name,
      display_name: ad.title,
      products: [product],
    };
    pin.shopping_flags = [1, 6];
    pin.is_eligible_for_pdp = true;
    pin.is_shoppable = true;
  }
  return promote(ctx, pin);
}

export function collectionPin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const copy = COLLECTION_COPY[ctx.kindIndex % COLLECTION_COPY.length] ?? COLLECTION_COPY[0];
  if (!copy) throw new Error('no collection copy');
  const northwind = BRANDS.northwind;
  const hero = mainImage(
    ctx,
    rng.pick(['landscape', 'fashion', 'forest'] as const),
    rng.pick([1, 1.25]),
  );
  const pin = basePin(ctx, 'collection', hero);
  pin.title = uniqueTitle(ctx, () => copy.title);
  pin.description = copy.description;
  pin.link = `https://${northwind.domain}/collections/${slugify(copy.title)}`;
  pin.alt_text = altText(ctx, hero.subject);
  const count = Math.min(copy.items.length, 3 + (ctx.kindIndex % 3));
  pin.collection_pin = {
    item_data: copy.items.slice(0, count).map((name, i) => ({
      pin_id: null,
      link: `https://${northwind.domain}/products/${slugify(name)}`,
      image_signature: ref(
        imageSpec(ctx, `item${i}`, rng.pick(['product', 'fashion'] as const), 400, 1),
      ),
    })),
  };
  return promote(ctx, pin);
}
