// Building blocks shared by the pin builders: the pin being built, its words, links and images.
import type { BoardSeed } from './demo-boards';
import { ALT_TEXT } from './demo-captions';
import { hashSeed, type Rng } from './demo-random';
import { THEMES, type Site, type Theme, type Topic } from './demo-themes';
import type { DemoImageSpec, DemoImageRef, DemoPin, DemoPinKind, DemoSubject } from './demo-types';
import { capitalize, fill, slugify } from './demo-words';

export interface PinContext {
  rng: Rng;
  planSeed: number;
  key: string;
  /** Index of this pin among the pins of its kind, to cycle through edge cases in order. */
  kindIndex: number;
  seed: BoardSeed;
  theme: Theme;
  pinnerKey: string;
  sectionKey: string | null;
  minutesAgo: number;
  usedTitles: Set<string>;
}

/** Aspect ratios (height / width) of pins, weighted like a real grid: mostly 2:3. */
const RATIOS: readonly (readonly [number, number])[] = [
  [1.5, 35],
  [1.25, 15],
  [4 / 3, 10],
  [1, 10],
  [16 / 9, 10],
  [2, 6],
  [0.75, 8],
  [2 / 3, 6],
];

export function pickRatio(rng: Rng): number {
  return rng.weighted(RATIOS);
}

/** An image spec whose seed depends only on the plan seed, the pin and the purpose. */
export function imageSpec(
  ctx: PinContext,
  purpose: string,
  subject: DemoSubject,
  width: number,
  ratio: number,
): DemoImageSpec {
  return {
    seed: hashSeed(ctx.planSeed, ctx.key, purpose),
    width,
    height: Math.round(width * ratio),
    subject,
  };
}

export const ref = (spec: DemoImageSpec): DemoImageRef => ({ $image: spec });

export function mainImage(
  ctx: PinContext,
  subject: DemoSubject,
  ratio = pickRatio(ctx.rng),
): DemoImageSpec {
  return imageSpec(ctx, 'main', subject, ctx.rng.pick([600, 640, 700, 736]), ratio);
}

/** Draws titles until one is new (giving up after a few tries: repeats are rare and harmless). */
export function uniqueTitle(ctx: PinContext, make: () => string): string {
  let title = make();
  for (let i = 0; i < 12 && ctx.usedTitles.has(title); i++) title = make();
  ctx.usedTitles.add(title);
  return title.slice(0, 100);
}

/**
 * A topic and a new title from it. Topics with few templates run dry, so each retry may pick
 * another topic; after 20 tries a repeat is accepted (rare, and harmless).
 */
export function titledTopic(
  ctx: PinContext,
  subjects?: readonly DemoSubject[],
): { topic: Topic; title: string } {
  let topic = pickTopic(ctx, subjects);
  let title = '';
  for (let i = 0; i < 20; i++) {
    topic = pickTopic(ctx, subjects);
    title = capitalize(fill(ctx.rng.pick(topic.titles), ctx.rng)).slice(0, 100);
    if (!ctx.usedTitles.has(title)) break;
  }
  ctx.usedTitles.add(title);
  return { topic, title };
}

function pickTopic(ctx: PinContext, subjects?: readonly DemoSubject[]): Topic {
  const topics = subjects
    ? ctx.theme.topics.filter((t) => t.subjects.some((s) => subjects.includes(s)))
    : ctx.theme.topics;
  return ctx.rng.pick(topics.length > 0 ? topics : ctx.theme.topics);
}

export function description(ctx: PinContext, theme: Theme = ctx.theme): string {
  const { rng } = ctx;
  let text = `${fill(rng.pick(theme.leads), rng)} ${fill(rng.pick(theme.tails), rng)}`;
  if (rng.chance(0.15)) {
    const tags = rng
      .sample(theme.chips, 2)
      .map((c) => `#${c.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
    text += ` ${tags.join(' ')}`;
  }
  return text.slice(0, 500);
}

export function siteLink(site: Site, title: string): string {
  return `https://${site.domain}/${site.section}/${slugify(title)}/`;
}

export function altText(ctx: PinContext, subject: DemoSubject): string {
  return ctx.rng.pick(ALT_TEXT[subject]);
}

export function chips(ctx: PinContext): { pin_tags_chips: { name: string; url: string }[] } {
  const names = ctx.rng.sample(ctx.theme.chips, ctx.rng.int(2, 3));
  return { pin_tags_chips: names.map((name) => ({ name, url: `/topics/${slugify(name)}` })) };
}

export function reactions(ctx: PinContext): Record<string, number> {
  const { rng } = ctx;
  // Keyed by the domain's reaction types (REACTION_TYPES), as reactions made later add to them.
  const out: Record<string, number> = { like: rng.int(1, 240) };
  if (rng.chance(0.5)) out.good_idea = rng.int(1, 40);
  if (rng.chance(0.2)) out.haha = rng.int(1, 12);
  return out;
}

/** A digit string id (ids on the wire are strings of digits), stable for a pin and a purpose. */
export function digitsId(ctx: PinContext, purpose: string): string {
  return String(1_000_000_000 + (hashSeed(ctx.planSeed, ctx.key, purpose) % 8_999_999_999));
}

/** Every field at its organic default: a plain image pin with no rich data. */
export function basePin(ctx: PinContext, kind: DemoPinKind, image: DemoImageSpec): DemoPin {
  return {
    key: ctx.key,
    kind,
    boardKey: ctx.seed.board.key,
    sectionKey: ctx.sectionKey,
    pinnerKey: ctx.pinnerKey,
    title: '',
    description: '',
    link: null,
    alt_text: null,
    image,
    minutesAgo: ctx.minutesAgo,
    native_creator_key: null,
    is_promoted: false,
    promoter_key: null,
    is_video: false,
    is_downstream_promotion: false,
    rich_metadata: null,
    rich_summary: null,
    shopping_flags: [],
    is_eligible_for_pdp: false,
    is_oos_product: false,
    is_stale_product: false,
    is_shoppable: false,
    carousel_data: null,
    story_pin_data: null,
    collection_pin: null,
    videos: null,
    embed: null,
    sponsorship: null,
    aggregated_pin_data: null,
    reaction_counts: {},
    advertiser_id: null,
    campaign_id: null,
    ad_match_reason: null,
    digital_media_source_type: null,
    is_go_linkless: false,
    auto_alt_text: null,
    seo_title: null,
    seo_description: null,
    category: ctx.theme.category,
  };
}

export const themeOf = (seed: BoardSeed): Theme => THEMES[seed.theme];
