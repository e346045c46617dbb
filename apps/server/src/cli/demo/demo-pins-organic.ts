// Builders for organic pins: plain images, videos, GIFs, articles, carousels and idea pins.
import { AUTHORS, AUTO_ALT_TEXT } from './demo-captions';
import {
  altText,
  basePin,
  chips,
  description,
  digitsId,
  imageSpec,
  mainImage,
  reactions,
  ref,
  siteLink,
  titledTopic,
  uniqueTitle,
  type PinContext,
} from './demo-pin-parts';
import type { DemoPin } from './demo-types';
import { capitalize, fill } from './demo-words';

/** Extras most organic pins may carry: topic chips, reactions, and now and then SEO copy. */
function decorate(ctx: PinContext, pin: DemoPin, allowReactions: boolean): DemoPin {
  const { rng } = ctx;
  if (rng.chance(0.35)) pin.aggregated_pin_data = chips(ctx);
  if (allowReactions && rng.chance(0.4)) pin.reaction_counts = reactions(ctx);
  if (rng.chance(0.05)) {
    pin.seo_title = `${pin.title} | ${ctx.theme.chips[0] ?? 'Ideas'}`.slice(0, 100);
    pin.seo_description = `Ideas and inspiration: ${pin.title.toLowerCase()}.`;
  }
  return pin;
}

export function imagePin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const { topic, title } = titledTopic(ctx);
  const subject = rng.pick(topic.subjects);
  const pin = basePin(ctx, 'image', mainImage(ctx, subject));
  pin.title = title;
  pin.description = rng.chance(0.04) ? '' : description(ctx);
  if (rng.chance(0.7)) pin.link = siteLink(rng.pick(ctx.theme.sites), pin.title);
  else pin.native_creator_key = ctx.pinnerKey; // an upload: its pinner made it
  // Most uploads describe their picture; some only have the machine's guess; a few have neither.
  const alt = rng.weighted([
    ['human', 65],
    ['auto', 20],
    ['both', 10],
    ['none', 5],
  ] as const);
  if (alt === 'human' || alt === 'both') pin.alt_text = altText(ctx, subject);
  if (alt === 'auto' || alt === 'both') pin.auto_alt_text = AUTO_ALT_TEXT[subject];
  return decorate(ctx, pin, true);
}

export function videoPin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const { topic, title } = titledTopic(ctx);
  const ratio = rng.pick([16 / 9, 16 / 9, 1.25, 1, 1.5]);
  const image = imageSpec(ctx, 'main', rng.pick(topic.subjects), 600, ratio);
  const pin = basePin(ctx, 'video', image);
  pin.title = title;
  pin.description = description(ctx);
  pin.is_video = true;
  pin.native_creator_key = ctx.pinnerKey;
  pin.alt_text = rng.chance(0.5) ? altText(ctx, image.subject) : null;
  pin.videos = {
    duration: rng.int(6, 95) * 1000 + rng.int(0, 999),
    video_list: {
      V_720P: {
        url: '/demo/video/loop.webm',
        width: 720,
        height: Math.round(720 * ratio),
        thumbnail: '',
      },
    },
  };
  if (rng.chance(0.3)) pin.link = siteLink(rng.pick(ctx.theme.sites), pin.title);
  return decorate(ctx, pin, false);
}

export function gifPin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const { topic, title } = titledTopic(ctx);
  const image = mainImage(ctx, rng.pick(topic.subjects), rng.pick([1, 1.25, 0.75, 1.5]));
  const pin = basePin(ctx, 'gif', image);
  pin.title = title;
  pin.description = description(ctx);
  pin.embed = { type: 'gif', src: '', width: image.width, height: image.height };
  pin.auto_alt_text = AUTO_ALT_TEXT[image.subject];
  if (rng.chance(0.5)) pin.link = siteLink(rng.pick(ctx.theme.sites), pin.title);
  return decorate(ctx, pin, true);
}

/** Publication dates well before the seed time, spread over about a year. */
function publishedAt(ctx: PinContext): string {
  const base = Date.UTC(2025, 5, 1, 9, 0, 0);
  const days = ctx.kindIndex * 11 + ctx.rng.int(0, 9);
  return new Date(base - days * 86_400_000).toISOString();
}

export function articlePin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const { topic, title } = titledTopic(ctx);
  const site = rng.pick(ctx.theme.sites);
  const pin = basePin(ctx, 'article', mainImage(ctx, rng.pick(topic.subjects)));
  pin.title = title;
  pin.description = description(ctx);
  pin.link = siteLink(site, pin.title);
  pin.alt_text = rng.chance(0.6) ? altText(ctx, pin.image.subject) : null;
  const author = AUTHORS[ctx.kindIndex % AUTHORS.length] ?? 'Staff';
  pin.rich_metadata = {
    type_name: 'article',
    site_name: site.name,
    title: pin.title,
    description: pin.description,
    display_name: pin.title,
    article: { author, published_at: publishedAt(ctx) },
  };
  pin.rich_summary = { type_name: 'article', site_name: site.name, display_name: pin.title };
  return decorate(ctx, pin, true);
}

export function carouselPin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const { topic } = titledTopic(ctx);
  const site = rng.pick(ctx.theme.sites);
  const ratio = rng.pick([1, 1.25, 1.5]);
  const count = 3 + (ctx.kindIndex % 3);
  const slotTitles = new Set<string>();
  const slots = Array.from({ length: count }, (_, i) => {
    let title = capitalize(fill(rng.pick(topic.titles), rng));
    for (let k = 0; k < 8 && slotTitles.has(title); k++)
      title = capitalize(fill(rng.pick(topic.titles), rng));
    slotTitles.add(title);
    const spec = imageSpec(ctx, `slot${i}`, rng.pick(topic.subjects), 600, ratio);
    return {
      id: digitsId(ctx, `slot${i}`),
      title: title.slice(0, 100),
      details: fill(rng.pick(ctx.theme.details), rng),
      link: siteLink(site, title),
      image_signature: ref(spec),
      spec,
    };
  });
  const first = slots[0];
  if (!first) throw new Error('a carousel has at least one slot');
  const pin = basePin(ctx, 'carousel', first.spec);
  pin.title = uniqueTitle(
    ctx,
    () =>
      `${rng.pick(ctx.theme.chips)}: ${count} ${rng.pick(['favourites', 'finds', 'picks'])} to save`,
  );
  pin.description = description(ctx);
  pin.link = first.link;
  pin.alt_text = altText(ctx, first.spec.subject);
  pin.carousel_data = {
    id: digitsId(ctx, 'carousel'),
    index: 0,
    slots: slots.map(({ spec: _spec, ...slot }) => slot),
  };
  if (ctx.kindIndex % 4 === 1) pin.shopping_flags = [10];
  return decorate(ctx, pin, true);
}

export function storyPin(ctx: PinContext): DemoPin {
  const { rng } = ctx;
  const { topic, title } = titledTopic(ctx);
  const pages = 3 + (ctx.kindIndex % 4);
  const start = rng.int(0, Math.max(0, ctx.theme.steps.length - (pages - 1)));
  const texts = [
    title,
    ...ctx.theme.steps.slice(start, start + pages - 1).map((t) => fill(t, rng)),
  ];
  const specs = texts.map((_, i) =>
    imageSpec(ctx, `page${i}`, rng.pick(topic.subjects), 540, 16 / 9),
  );
  const cover = specs[0];
  if (!cover) throw new Error('an idea pin has at least one page');
  const pin = basePin(ctx, 'story', cover);
  pin.title = title;
  pin.description = rng.chance(0.5) ? description(ctx) : '';
  pin.native_creator_key = ctx.pinnerKey;
  pin.auto_alt_text = AUTO_ALT_TEXT[cover.subject];
  pin.story_pin_data = {
    id: digitsId(ctx, 'story'),
    pin_title: title,
    pages: texts.map((text, i) => ({
      image_signature: ref(specs[i] ?? cover),
      blocks: [{ type: 'text', text }],
    })),
    page_count: texts.length,
    static_page_count: texts.length,
    total_video_duration: 0,
    has_product_pins: ctx.kindIndex % 5 === 0,
    // A few idea pins whose author deleted them, which the grid must handle.
    is_deleted: ctx.kindIndex % 9 === 2,
  };
  return decorate(ctx, pin, false);
}
