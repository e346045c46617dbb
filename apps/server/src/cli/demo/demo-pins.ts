// Allocates the demo's pins: how many of each kind, on which boards, by whom and when. The
// kind builders write the content; this file only decides where each pin goes.
import { BOARD_SEEDS, type BoardSeed } from './demo-boards';
import { PRODUCTS } from './demo-products';
import { themeOf, type PinContext } from './demo-pin-parts';
import {
  collectionPin,
  isPartnership,
  markAffiliateProduct,
  productPin,
  promotedPin,
  recipePin,
} from './demo-pins-commerce';
import { articlePin, carouselPin, gifPin, imagePin, storyPin, videoPin } from './demo-pins-organic';
import { hashSeed, Rng } from './demo-random';
import type { ThemeId } from './demo-themes-types';
import type { DemoPin, DemoPinKind } from './demo-types';
import { ADVERTISER_KEY, MERCHANT_KEY } from './demo-users';

/** Pins per kind: about 55% plain images, every other kind at least 8 (520 in all). */
export const PIN_COUNTS: Readonly<Record<DemoPinKind, number>> = {
  image: 293,
  product: 36,
  recipe: 36,
  article: 26,
  carousel: 26,
  story: 26,
  video: 21,
  gif: 16,
  promoted: 28,
  collection: 12,
};

const SIXTY_DAYS = 60 * 24 * 60;

const PRODUCT_THEMES = new Set<ThemeId>(PRODUCTS.map((p) => p.theme));
const brandOwned = (b: BoardSeed) =>
  b.board.ownerKey === MERCHANT_KEY || b.board.ownerKey === ADVERTISER_KEY;
const isAd = (b: BoardSeed) => b.board.ownerKey === ADVERTISER_KEY;
const themed =
  (...ids: ThemeId[]) =>
  (b: BoardSeed) =>
    ids.includes(b.theme);

/** Which boards a kind of pin may land on, and a weight boost for the most fitting ones. */
const ELIGIBLE: Record<DemoPinKind, (b: BoardSeed) => number> = {
  image: (b) => (isAd(b) ? 0 : 1),
  product: (b) =>
    isAd(b) || !PRODUCT_THEMES.has(b.theme) ? 0 : b.board.ownerKey === MERCHANT_KEY ? 6 : 1,
  recipe: (b) => (!brandOwned(b) && themed('food', 'baking')(b) ? 1 : 0),
  article: (b) => (brandOwned(b) ? 0 : 1),
  carousel: (b) =>
    !isAd(b) &&
    themed('home', 'fashion', 'travel', 'tech', 'food', 'garden', 'outdoors', 'wedding')(b)
      ? 1
      : 0,
  story: (b) => (brandOwned(b) ? 0 : 1),
  video: (b) =>
    !brandOwned(b) &&
    themed('food', 'baking', 'fitness', 'diy', 'travel', 'outdoors', 'art', 'home', 'garden')(b)
      ? 1
      : 0,
  gif: (b) =>
    !brandOwned(b) &&
    themed('art', 'fitness', 'food', 'baking', 'home', 'tech', 'wedding', 'diy')(b)
      ? 1
      : 0,
  promoted: (b) => (isAd(b) ? 1 : 0),
  collection: (b) => (isAd(b) ? 1 : 0),
};

/** Creators' public boards that can carry a paid partnership with the outdoor brand. */
const partnershipBoard = (b: BoardSeed) =>
  !brandOwned(b) && b.board.privacy === 'public' && themed('outdoors', 'fashion', 'fitness')(b)
    ? 1
    : 0;

function pickBoard(
  rng: Rng,
  weightOf: (b: BoardSeed) => number,
  counts: Map<string, number>,
): BoardSeed {
  // Fewer pins so far means more likely, so that every board fills up.
  const options = BOARD_SEEDS.map((b) => {
    const w = weightOf(b);
    const n = counts.get(b.board.key) ?? 0;
    return [b, w > 0 ? w / Math.pow(1 + n, 1.5) : 0] as const;
  }).filter(([, w]) => w > 0);
  return rng.weighted(options);
}

export function buildDemoPins(planSeed: number): DemoPin[] {
  const rng = new Rng(hashSeed(planSeed, 'pins'));
  const kinds = rng.shuffle(
    (Object.entries(PIN_COUNTS) as [DemoPinKind, number][]).flatMap(([kind, n]) =>
      Array.from({ length: n }, () => kind),
    ),
  );
  const counts = new Map<string, number>();
  const kindIndex = new Map<DemoPinKind, number>();
  const usedTitles = new Set<string>();
  const usedRecipes = new Set<string>();
  const pins = kinds.map((kind, i) => {
    const k = kindIndex.get(kind) ?? 0;
    kindIndex.set(kind, k + 1);
    const partnership = kind === 'promoted' && isPartnership(k);
    const seed = pickBoard(rng, partnership ? partnershipBoard : ELIGIBLE[kind], counts);
    counts.set(seed.board.key, (counts.get(seed.board.key) ?? 0) + 1);
    const { board } = seed;
    const pinnerKey =
      board.collaboratorKeys.length > 0 && rng.chance(0.3)
        ? rng.pick(board.collaboratorKeys)
        : board.ownerKey;
    const sectionKey =
      board.sections.length > 0 && rng.chance(0.75) ? rng.pick(board.sections).key : null;
    const ctx: PinContext = {
      rng,
      planSeed,
      key: `p${String(i + 1).padStart(4, '0')}`,
      kindIndex: k,
      seed,
      theme: themeOf(seed),
      pinnerKey,
      sectionKey,
      minutesAgo: rng.int(15, SIXTY_DAYS),
      usedTitles,
    };
    switch (kind) {
      case 'image':
        return imagePin(ctx);
      case 'video':
        return videoPin(ctx);
      case 'gif':
        return gifPin(ctx);
      case 'product':
        return productPin(ctx);
      case 'recipe':
        return recipePin(ctx, usedRecipes);
      case 'article':
        return articlePin(ctx);
      case 'carousel':
        return carouselPin(ctx);
      case 'story':
        return storyPin(ctx);
      case 'promoted':
        return promotedPin(ctx);
      case 'collection':
        return collectionPin(ctx);
    }
  });
  // After every draw: marking a pin takes no random number, so the rest stays as it was.
  const privacy = new Map(BOARD_SEEDS.map((b) => [b.board.key, b.board.privacy]));
  return markAffiliateProduct(pins, (p) => privacy.get(p.boardKey) !== 'secret');
}
