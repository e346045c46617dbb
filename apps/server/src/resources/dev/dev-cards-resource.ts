// Demo and development mode only: one real pin for every card variant, for the /_/cards page
// where people compare the pin card's rules side by side. Elsewhere it does not exist.
import { resourceSchemas } from '@corkboard/contracts';
import { sponsoredProductsLabel, type CardRichInput } from '@corkboard/domain';
import { hydratePins } from '../../feeds/hydrate-pins';
import { notFound } from '../../http/errors';
import type { PinRow } from '../../storage/pins-store';
import { fromJson, idString, toFlag } from '../../storage/row-mapping';
import { action } from '../define';

type Rich = {
  type_name?: string;
  products?: { offer_summary?: Record<string, string> }[];
  aggregate_rating?: { rating_value: number; review_count: number };
};

const rich = (row: PinRow) => fromJson<Rich>(row.rich_metadata);
const offer = (row: PinRow) => rich(row)?.products?.[0]?.offer_summary;
const isProduct = (row: PinRow) => rich(row)?.type_name === 'product' && !toFlag(row.is_promoted);
/** A product with an affiliate label: the card adds 'Includes sponsored products'. */
const isAffiliate = (row: PinRow) =>
  sponsoredProductsLabel({
    rich_summary: fromJson<CardRichInput>(row.rich_summary),
    rich_metadata: fromJson<CardRichInput>(row.rich_metadata),
  }) !== null;
const sponsorshipStatus = (row: PinRow) => fromJson<{ status: number }>(row.sponsorship)?.status;

/** Variant key → the test a pin must pass. The first (newest) match wins. */
export const CARD_VARIANTS: [string, (row: PinRow) => boolean][] = [
  ['image', (r) => isPlain(r) && !r.alt_text],
  ['image_alt_text', (r) => isPlain(r) && r.alt_text !== null],
  ['video', (r) => toFlag(r.is_video) && !toFlag(r.is_promoted)],
  ['gif', (r) => fromJson<{ type: string }>(r.embed)?.type === 'gif'],
  [
    'product',
    (r) =>
      isProduct(r) &&
      !isAffiliate(r) &&
      !!offer(r)?.price &&
      !offer(r)?.standard_price &&
      !toFlag(r.is_oos_product) &&
      !toFlag(r.is_stale_product),
  ],
  ['product_range', (r) => isProduct(r) && !!offer(r)?.min_price && !!offer(r)?.max_price],
  [
    'product_sale',
    (r) =>
      isProduct(r) && !!offer(r)?.standard_price && offer(r)?.standard_price !== offer(r)?.price,
  ],
  ['product_sold_out', (r) => isProduct(r) && offer(r)?.availability === 'out_of_stock'],
  ['product_out_of_stock', (r) => isProduct(r) && toFlag(r.is_oos_product)],
  ['product_stale', (r) => isProduct(r) && toFlag(r.is_stale_product)],
  ['product_no_price', (r) => isProduct(r) && !offer(r)?.price && !offer(r)?.min_price],
  ['product_affiliate', (r) => isProduct(r) && isAffiliate(r)],
  [
    'recipe_half_stars',
    (r) =>
      rich(r)?.type_name === 'recipe' &&
      hasHalfStar(rich(r)?.aggregate_rating?.rating_value) &&
      (rich(r)?.aggregate_rating?.review_count ?? 0) > 0,
  ],
  [
    'recipe_no_reviews',
    (r) => rich(r)?.type_name === 'recipe' && (rich(r)?.aggregate_rating?.review_count ?? 0) === 0,
  ],
  ['article', (r) => rich(r)?.type_name === 'article'],
  ['carousel', (r) => r.carousel_data !== null],
  [
    'story',
    (r) =>
      r.story_pin_data !== null && !fromJson<{ is_deleted: boolean }>(r.story_pin_data)?.is_deleted,
  ],
  [
    'story_deleted',
    (r) => fromJson<{ is_deleted: boolean }>(r.story_pin_data)?.is_deleted === true,
  ],
  [
    'promoted',
    (r) =>
      toFlag(r.is_promoted) &&
      !toFlag(r.is_video) &&
      r.sponsorship === null &&
      rich(r)?.type_name !== 'product' &&
      r.collection_pin === null &&
      !r.digital_media_source_type &&
      !toFlag(r.is_go_linkless),
  ],
  ['promoted_linkless', (r) => toFlag(r.is_promoted) && toFlag(r.is_go_linkless)],
  ['promoted_video', (r) => toFlag(r.is_promoted) && toFlag(r.is_video)],
  ['promoted_product', (r) => toFlag(r.is_promoted) && rich(r)?.type_name === 'product'],
  ['paid_partnership', (r) => sponsorshipStatus(r) === 1],
  ['paid_partnership_status_2', (r) => sponsorshipStatus(r) === 2],
  ['ai_made', (r) => r.digital_media_source_type === 'trained algorithmic media'],
  [
    'ai_modified',
    (r) => r.digital_media_source_type === 'composite with trained algorithmic media',
  ],
  ['ai_parts', (r) => r.digital_media_source_type === 'multi-pin trained algorithmic media'],
  ['collection', (r) => r.collection_pin !== null],
  ['downstream_promotion', (r) => toFlag(r.is_downstream_promotion)],
  ['protected_board', (r) => r.board_privacy === 'protected'],
  [
    'tag_chips',
    (r) =>
      (fromJson<{ pin_tags_chips?: unknown[] }>(r.aggregated_pin_data)?.pin_tags_chips?.length ??
        0) > 0,
  ],
  [
    'reactions',
    (r) =>
      Object.keys(fromJson<Record<string, number>>(r.reaction_counts) ?? {}).length > 0 &&
      !toFlag(r.is_promoted),
  ],
];

function isPlain(r: PinRow): boolean {
  return (
    !toFlag(r.is_promoted) &&
    !toFlag(r.is_video) &&
    r.rich_metadata === null &&
    r.carousel_data === null &&
    r.story_pin_data === null &&
    r.embed === null &&
    r.collection_pin === null
  );
}

function hasHalfStar(value: number | undefined): boolean {
  if (value === undefined) return false;
  const fraction = value - Math.floor(value);
  return fraction >= 0.25 && fraction < 0.75;
}

export const DevCardsResource = {
  get: action(resourceSchemas.DevCardsResource.get, async (ctx) => {
    if (!ctx.app.config.devPages) throw notFound('That resource');
    const rows = await ctx.app.stores.pins.visibleOriginals(2000);
    const chosen: { key: string; row: PinRow }[] = [];
    for (const [key, test] of CARD_VARIANTS) {
      const row = rows.find(test);
      if (row) chosen.push({ key, row });
    }
    const pins = new Map(
      (
        await hydratePins(
          ctx,
          chosen.map((c) => c.row),
        )
      ).map((p) => [p.id, p]),
    );
    return {
      data: chosen.flatMap(({ key, row }) => {
        const pin = pins.get(idString(row.id));
        return pin ? [{ key, pin }] : [];
      }),
    };
  }),
};
