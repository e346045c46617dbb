// A world of realistic pins for the grid item tests (docs/API.md §2, "Pins in grids"): text in
// the proportions of bench/seed-content.mjs (most pins titled, half described, fewer linked,
// some alt text and categories, a quarter with reactions), pinners with avatars, boards with a
// section, one interest over everything (topic and related feeds), and one pin of each kind a
// grid shows: promoted, video, carousel, product, plus pins the viewer saved.
import type { Updateable } from 'kysely';
import type { AppContext } from '../../src/app/context';
import type { PinsTable } from '../../src/storage/schema/pins';
import { toJson } from '../../src/storage/row-mapping';
import { createInterest, savePin, tag } from './discovery-fixtures';
import { createBoard, createImage, createPin, createUser } from './factories';
import type { TestServer } from './harness';
import { createSection } from './saving-fixtures';

const WORDS = (
  'cozy reading nook autumn soup minimal kitchen garden ideas linen ceramic vase trail ' +
  'sunset pasta recipe plant shelf watercolor sketch outfit wedding cabin lake bread ' +
  'sourdough tiny house desk setup macrame wall art bedroom palette spring picnic'
).split(' ');
const DOMAINS = ['example.com', 'blog.example.org', 'shop.example.net', 'recipes.example.com'];
const CATEGORIES = ['home_decor', 'food_drinks', 'diy_crafts', 'travel', 'art'];

/** Deterministic words: the nth to the (n+count)th of a fixed walk through WORDS. */
function words(seed: number, count: number): string {
  return Array.from({ length: count }, (_, k) => WORDS[(seed * 7 + k * 5) % WORDS.length]).join(
    ' ',
  );
}

type PinColumns = Updateable<PinsTable>;

async function setColumns(ctx: AppContext, pinId: string, columns: PinColumns) {
  await ctx.storage.db.updateTable('pins').set(columns).where('id', '=', pinId).execute();
  ctx.readCache.invalidate();
}

/** The text columns of the ith pin, as real pins carry them. */
function textOf(i: number): PinColumns {
  const title = i % 5 === 4 ? '' : words(i, 3 + (i % 4));
  const linked = i % 5 < 2;
  const domain = linked ? DOMAINS[i % DOMAINS.length]! : null;
  return {
    title: title.charAt(0).toUpperCase() + title.slice(1),
    description: i % 2 === 0 ? words(i + 3, 8 + ((i * 3) % 20)) : '',
    link: linked ? `https://${domain}/p/${i}-${words(i, 3).replaceAll(' ', '-')}` : null,
    domain,
    alt_text: i % 10 < 3 ? words(i + 1, 6) : null,
    category: i % 5 === 2 ? CATEGORIES[i % CATEGORIES.length]! : null,
    reaction_counts: toJson(i % 4 === 1 ? { 1: 3 + i * 7 } : {}),
  };
}

export interface GridWorld {
  viewer: { id: string; username: string };
  pinner: { id: string; username: string };
  board: { id: string; privacy: string };
  sectionId: string;
  interestId: string;
  kinds: { promoted: string; video: string; carousel: string; product: string };
  saved: string[];
  /** Every original pin, oldest first. */
  pins: string[];
}

async function withAvatar(ctx: AppContext, user: { id: string }, seed: string) {
  const signature = await createImage(ctx, seed, 400, 400);
  await ctx.storage.db
    .updateTable('users')
    .set({ avatar_signature: signature })
    .where('id', '=', user.id)
    .execute();
}

/** Sets the ith pin's kind: the promoted, video, carousel and product pins of the world. */
async function makeKinds(ctx: AppContext, pins: string[], advertiserId: string) {
  // The newest pins, so every first page shows them.
  const [promoted, video, carousel, product] = pins.slice(-4) as [string, string, string, string];
  await setColumns(ctx, promoted, {
    title: 'Kitchen linen, made to last',
    is_promoted: 1,
    promoter_id: advertiserId,
    advertiser_id: '549755813888',
    campaign_id: '626737302528',
    pin_promotion_id: '687194767360',
    ad_match_reason: 'interest',
    digital_media_source_type: 'promoted',
    sponsorship: toJson({ status: 1, sponsor_id: advertiserId }),
  });
  await setColumns(ctx, video, {
    title: 'Kitchen shelf tour',
    is_video: 1,
    videos: toJson({
      duration: 31_500,
      video_list: {
        V_720P: { url: '/demo/video/loop.webm', width: 720, height: 1280, thumbnail: '' },
      },
    }),
  });
  const slots = [];
  for (const k of [0, 1, 2]) {
    slots.push({
      id: String(9000 + k),
      title: `Slot ${k + 1}: ${words(k, 3)}`,
      details: words(k + 2, 6),
      link: `https://shop.example.net/item/${k}`,
      image_signature: await createImage(ctx, `slot-${k}`, 600, 750),
    });
  }
  await setColumns(ctx, carousel, {
    title: 'Kitchen ceramics, three ways',
    carousel_data: toJson({ id: '8800', index: 0, slots }),
  });
  await setColumns(ctx, product, {
    title: 'Kitchen linen throw',
    is_shoppable: 1,
    is_eligible_for_pdp: 1,
    shopping_flags: toJson([1]),
    rich_metadata: toJson({
      type_name: 'product',
      site_name: 'Northwind',
      title: 'Linen throw',
      products: [
        {
          name: 'Linen throw',
          brand: { name: 'Northwind' },
          offer_summary: { price: '$48.00', currency: 'USD', availability: 'in_stock' },
        },
      ],
    }),
  });
  return { promoted, video, carousel, product };
}

export async function buildGridWorld(server: TestServer, count = 30): Promise<GridWorld> {
  const { ctx } = server;
  const pinner = await createUser(ctx, { first_name: 'Ada' });
  const other = await createUser(ctx, { first_name: 'Bo' });
  const third = await createUser(ctx, { first_name: 'Cy' });
  const advertiser = await createUser(ctx, { first_name: 'Northwind' });
  const viewer = await createUser(ctx, { first_name: 'Vic' });
  // Some people upload a picture, some never do.
  for (const user of [pinner, advertiser, viewer]) await withAvatar(ctx, user, user.username);
  const board = await createBoard(ctx, pinner.id, { name: 'Kitchens' });
  const gardens = await createBoard(ctx, other.id, { name: 'Gardens' });
  const recipes = await createBoard(ctx, third.id, { name: 'Recipes' });
  const viewerBoard = await createBoard(ctx, viewer.id, { name: 'Saved ideas' });
  const sectionId = await createSection(ctx, board.id, 'Islands');
  const interest = await createInterest(ctx, 'Home');
  const owners = [
    [board, pinner],
    [gardens, other],
    [recipes, third],
  ] as const;
  const pins: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [onBoard, owner] = owners[i % owners.length]!;
    const id = await createPin(ctx, onBoard, owner.id, {
      section_id: onBoard === board && i % 2 === 0 ? sectionId : null,
    });
    const signature = await createImage(ctx, `grid-${i}`, 600 + (i % 3) * 200, 700 + (i % 5) * 150);
    await setColumns(ctx, id, { ...textOf(i), image_signature: signature });
    if (i % 2 === 0) await tag(ctx, id, interest);
    pins.push(id);
  }
  const kinds = await makeKinds(ctx, pins, advertiser.id);
  const saved: string[] = [];
  for (const origin of [pins[count - 3]!, pins[count - 8]!, pins[count - 13]!]) {
    await savePin(ctx, viewerBoard, viewer.id, origin);
    saved.push(origin);
  }
  return { viewer, pinner, board, sectionId, interestId: interest.id, kinds, saved, pins };
}
