// The demo plan: each pin kind carries the data its card needs, covering the spec's edge cases.
import { describe, expect, it } from 'vitest';
import { PIN_CARD, sponsoredProductsLabel, type CardRichInput } from '@corkboard/domain';
import { ADVERTISER_KEY, buildDemoPlan, type DemoPin } from '../../src/cli/demo/demo-plan';
import { SMALL_SCENARIO_PINS, trimPlan } from '../../src/cli/demo/demo-trim';

const plan = buildDemoPlan();

type Json = Record<string, unknown>;
const obj = (v: object | null): Json => (v ?? {}) as Json;
const of = (kind: string): DemoPin[] => plan.pins.filter((p) => p.kind === kind);
const offer = (p: DemoPin): Json => {
  const products = obj(p.rich_metadata).products as Json[];
  return (products[0]?.offer_summary ?? {}) as Json;
};
const isRef = (v: unknown): boolean => typeof v === 'object' && v !== null && '$image' in v;

describe('demo plan: kinds', () => {
  it('products cover prices, ranges, sales, sold-out and stale items', () => {
    const products = of('product');
    for (const p of products) {
      expect(obj(p.rich_metadata).type_name).toBe('product');
      expect(p.shopping_flags.length).toBeGreaterThan(0);
      expect(p.link).toMatch(/^https:\/\//);
    }
    const ranges = products.filter((p) => offer(p).min_price && offer(p).max_price);
    const sales = products.filter(
      (p) => offer(p).standard_price && offer(p).standard_price !== offer(p).price,
    );
    const soldOut = products.filter((p) => offer(p).availability === 'out_of_stock');
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    expect(sales.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    for (const p of soldOut) expect(p.is_oos_product).toBe(true);
    expect(products.filter((p) => p.is_stale_product).length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => p.is_eligible_for_pdp)).toBe(true);
    expect(products.some((p) => offer(p).price === undefined)).toBe(true);
    for (const p of products) if (offer(p).price) expect(offer(p).price).toMatch(/^\$\d+\.\d\d$/);
  });

  it('one product is an affiliate one, on a board others see, kept by the small scenario', () => {
    const label = (p: DemoPin) =>
      sponsoredProductsLabel({
        rich_summary: p.rich_summary as CardRichInput | null,
        rich_metadata: p.rich_metadata as CardRichInput | null,
      });
    const affiliates = plan.pins.filter((p) => label(p) !== null);
    expect(affiliates.map((p) => p.kind)).toEqual(['product']);
    const [affiliate] = affiliates;
    expect(label(affiliate!)).toBe(PIN_CARD.includesSponsoredProducts);
    expect(plan.boards.find((b) => b.key === affiliate!.boardKey)?.privacy).not.toBe('secret');
    const small = trimPlan(plan, SMALL_SCENARIO_PINS);
    expect(small.pins.map((p) => p.key)).toContain(affiliate!.key);
  });

  it('recipes have ratings with half stars and every cook-time rounding case', () => {
    const recipes = of('recipe');
    const times = recipes.map((p) => (obj(p.rich_metadata).recipe as Json).cook_time_minutes);
    for (const t of [10, 25, 50, 70, 95, 130]) expect(times).toContain(t);
    const ratings = recipes.map((p) => obj(p.rich_metadata).aggregate_rating as Json);
    for (const r of ratings) expect(r.best_rating).toBe(5);
    expect(ratings.some((r) => (r.rating_value as number) % 1 === 0.5)).toBe(true);
    expect(ratings.some((r) => (r.review_count as number) > 0)).toBe(true);
  });

  it('articles name their site and author', () => {
    for (const p of of('article')) {
      const meta = obj(p.rich_metadata);
      expect(meta.type_name).toBe('article');
      expect(meta.site_name).toBeTruthy();
      expect((meta.article as Json).author).toBeTruthy();
    }
  });

  it('carousels have 3 to 5 complete slots', () => {
    for (const p of of('carousel')) {
      const slots = obj(p.carousel_data).slots as Json[];
      expect(slots.length).toBeGreaterThanOrEqual(3);
      expect(slots.length).toBeLessThanOrEqual(5);
      for (const s of slots) {
        expect(s.title && s.details && s.link && s.id).toBeTruthy();
        expect(isRef(s.image_signature)).toBe(true);
      }
    }
  });

  it('idea pins have 3 to 6 pages of text, and at least two are deleted', () => {
    const stories = of('story');
    for (const p of stories) {
      const data = obj(p.story_pin_data);
      const pages = data.pages as Json[];
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.length).toBeLessThanOrEqual(6);
      expect(data.page_count).toBe(pages.length);
      for (const page of pages) {
        expect(isRef(page.image_signature)).toBe(true);
        expect((page.blocks as Json[]).some((b) => b.type === 'text' && b.text)).toBe(true);
      }
    }
    expect(
      stories.filter((p) => obj(p.story_pin_data).is_deleted === true).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('videos play the placeholder loop; GIFs embed their size', () => {
    for (const p of of('video')) {
      expect(p.is_video).toBe(true);
      const v = obj(p.videos);
      expect(v.duration).toBeGreaterThan(0);
      expect((v.video_list as Record<string, Json>).V_720P?.url).toBe('/demo/video/loop.webm');
    }
    for (const p of of('gif')) {
      expect(p.embed).toEqual({
        type: 'gif',
        src: '',
        width: p.image.width,
        height: p.image.height,
      });
    }
  });

  it('promoted pins and collection ads are promoted by the advertiser, with ad fields', () => {
    const ads = [...of('promoted'), ...of('collection')];
    for (const p of ads) {
      expect(p.is_promoted).toBe(true);
      expect(p.promoter_key).toBe(ADVERTISER_KEY);
      expect(p.advertiser_id).toMatch(/^\d+$/);
      expect(p.campaign_id).toMatch(/^\d+$/);
    }
    const statuses = new Set(ads.map((p) => p.sponsorship?.status).filter((s) => s !== undefined));
    for (const s of [0, 1, 2, 3]) expect(statuses.has(s)).toBe(true);
    const sources = new Set(ads.map((p) => p.digital_media_source_type));
    for (const s of [
      'trained algorithmic media',
      'composite with trained algorithmic media',
      'multi-pin trained algorithmic media',
    ]) {
      expect(sources.has(s)).toBe(true);
    }
    expect(plan.pins.filter((p) => !p.is_promoted && p.promoter_key !== null)).toEqual([]);
  });

  it('collection ads have 3 to 5 items with link and image', () => {
    for (const p of of('collection')) {
      const items = obj(p.collection_pin).item_data as Json[];
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(5);
      for (const item of items) {
        expect(item.link).toMatch(/^https:\/\//);
        expect(isRef(item.image_signature)).toBe(true);
      }
    }
  });

  it('plain images mix alt text, machine alt text, chips, reactions and native creators', () => {
    const images = of('image');
    expect(images.filter((p) => p.alt_text !== null).length).toBeGreaterThan(images.length / 2);
    expect(images.some((p) => p.alt_text === null && p.auto_alt_text !== null)).toBe(true);
    expect(plan.pins.some((p) => p.native_creator_key !== null)).toBe(true);
    const chips = plan.pins.flatMap(
      (p) => (obj(p.aggregated_pin_data).pin_tags_chips as Json[]) ?? [],
    );
    expect(chips.length).toBeGreaterThan(0);
    for (const c of chips) expect(c.url).toMatch(/^\/topics\/[a-z0-9-]+$/);
    expect(plan.pins.some((p) => Object.keys(p.reaction_counts).length > 0)).toBe(true);
  });
});

describe('demo plan: determinism', () => {
  it('gives the same plan for the same seed, and plain JSON data', () => {
    expect(buildDemoPlan(1)).toEqual(plan);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  });

  it('gives different pins for another seed', () => {
    const other = buildDemoPlan(2);
    expect(other.pins.map((p) => p.title)).not.toEqual(plan.pins.map((p) => p.title));
  });
});
