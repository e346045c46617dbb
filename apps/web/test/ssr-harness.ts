// The server-rendering harness of the web tests: render() with a fake fetchResource standing in
// for the API, a table of fake answers, and readers of the HTML it streams.
import { Writable } from 'node:stream';
import { vi } from 'vitest';
import type { Me, SsrFetchAnswer } from '@corkboard/contracts';
import { render, type RenderContext } from '../src/entry-server';

// The fakes answer partial shapes (only what a page reads), so they are typed loosely here and
// handed to render() as the real seam.
export type Answer = SsrFetchAnswer<unknown>;

export function fakePin(i: number, overrides: Record<string, unknown> = {}) {
  const height = 150 + ((i * 37) % 300);
  const variant = (size: string, width: number) => ({
    url: `/i/${size}/sig${i}.jpg`,
    width,
    height: Math.round((height * width) / 236),
  });
  return {
    id: String(1000 + i),
    title: `Pin number ${i}`,
    grid_title: `Pin number ${i}`,
    description: `Description of pin ${i}`,
    link: `https://example.com/post/${i}`,
    tracked_link: null,
    domain: 'example.com',
    dominant_color: '#a0b0c0',
    image_signature: `sig${i}`,
    images: {
      '170x': variant('170x', 170),
      '236x': variant('236x', 236),
      '474x': variant('474x', 474),
      '564x': variant('564x', 564),
      '736x': variant('736x', 736),
      orig: variant('orig', 1200),
    },
    alt_text: null,
    auto_alt_text: `Auto alt ${i}`,
    seo_title: null,
    seo_description: null,
    category: null,
    created_at: '2024-01-01T00:00:00Z',
    is_promoted: false,
    is_downstream_promotion: false,
    is_video: false,
    is_repin: false,
    board: { id: '77', name: 'Kitchens', url: '/ada/kitchens/', privacy: 'public' },
    section_id: null,
    pinner: {
      id: '5',
      username: 'ada',
      full_name: 'Ada Lovelace',
      image_small_url: '/i/60x60/ada.jpg',
      image_medium_url: '/i/136x136/ada.jpg',
    },
    native_creator: null,
    origin_pinner: null,
    promoter: null,
    sponsorship: null,
    rich_summary: null,
    rich_metadata: null,
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
    reaction_counts: {},
    aggregated_pin_data: null,
    saved_info: null,
    access: [],
    advertiser_id: null,
    campaign_id: null,
    pin_promotion_id: null,
    ad_match_reason: null,
    digital_media_source_type: null,
    is_go_linkless: false,
    recommendation_reason: null,
    ...overrides,
  };
}

export const pins = Array.from({ length: 30 }, (_, i) => fakePin(i));

export const board = {
  id: '77',
  name: 'Kitchens',
  url: '/ada/kitchens/',
  privacy: 'public',
  layout: 'default',
  description: 'Warm wood and open shelves.',
  pin_count: 30,
  section_count: 1,
  follower_count: 3,
  is_collaborative: false,
  collaborator_count: 0,
  collaborated_by_me: false,
  followed_by_me: false,
  created_at: '2024-01-01T00:00:00Z',
  owner: { id: '5', username: 'ada', full_name: 'Ada Lovelace' },
  images: { '170x': [{ url: '/i/170x/sig1.jpg', width: 170, height: 200 }] },
  sections: [{ id: '9', title: 'Islands', slug: 'islands', pin_count: 4 }],
};

export const user = {
  id: '5',
  username: 'ada',
  first_name: 'Ada',
  full_name: 'Ada Lovelace',
  image_small_url: null,
  image_medium_url: '/i/136x136/ada.jpg',
  image_large_url: '/i/280x280/ada.jpg',
  follower_count: 1200,
  following_count: 3,
  board_count: 1,
  pin_count: 30,
};

export const viewer = {
  ...user,
  id: '6',
  username: 'grace',
  full_name: 'Grace Hopper',
} as unknown as Me;

export const manifest: RenderContext['manifest'] = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-AAA.js',
    src: 'src/entry-client.tsx',
    isEntry: true,
    css: ['assets/entry-client-CCC.css'],
    imports: ['_vendor-VVV.js'],
    dynamicImports: ['src/routes/home/HomePage.tsx', 'src/routes/pin/PinPage.tsx'],
  },
  '_vendor-VVV.js': { file: 'assets/vendor-VVV.js' },
  'src/routes/home/HomePage.tsx': {
    file: 'assets/HomePage-HHH.js',
    src: 'src/routes/home/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_PinFeed-FFF.js'],
  },
  '_PinFeed-FFF.js': { file: 'assets/PinFeed-FFF.js' },
  'src/routes/pin/PinPage.tsx': {
    file: 'assets/PinPage-PPP.js',
    src: 'src/routes/pin/PinPage.tsx',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
};

export type Handler = (options: Record<string, unknown>) => Answer;

export const notFound: Answer = { ok: false, status: 404, code: 'not_found', message: 'Not found' };

/** PinResource answers the closeup: the pin, the viewer's reaction and its links' tokens. */
export function closeupOf(pin: ReturnType<typeof fakePin>) {
  const link = (pin as { link?: string | null }).link;
  return {
    ...pin,
    viewer_reaction: null,
    on_collaborative_board: false,
    comment_count: 0,
    link_tokens: link ? { [link]: 'token-of-the-server' } : {},
  };
}

export const defaultHandlers: Record<string, Handler> = {
  UserHomefeedResource: () => ({ ok: true, data: pins, bookmark: 'next-page' }),
  PinResource: (o) => {
    const pin = pins.find((p) => p.id === o.id);
    return pin ? { ok: true, data: closeupOf(pin) } : notFound;
  },
  PinCommentsResource: () => ({ ok: true, data: [], bookmark: '-end-' }),
  BoardResource: (o) =>
    o.username === 'ada' && o.slug === 'kitchens' ? { ok: true, data: board } : notFound,
  BoardFeedResource: () => ({ ok: true, data: pins.slice(0, 10), bookmark: '-end-' }),
  UserResource: (o) => (o.username === 'ada' ? { ok: true, data: user } : notFound),
  BoardsResource: (o) => (o.username === 'ada' ? { ok: true, data: [board] } : notFound),
  UserSavedResource: () => ({ ok: true, data: pins.slice(0, 5), bookmark: '-end-' }),
  UserPinsResource: () => ({ ok: true, data: pins.slice(5, 9), bookmark: '-end-' }),
};

export function context(
  url: string,
  overrides: Partial<RenderContext> = {},
  handlers = defaultHandlers,
) {
  const fetchResource = vi.fn(
    async (name: string, _action: 'get', options: Record<string, unknown>): Promise<Answer> =>
      handlers[name]?.(options) ?? notFound,
  );
  const ctx: RenderContext = {
    url,
    viewer: null,
    isBot: false,
    touchScreen: false,
    internalNetwork: false,
    publicUrl: 'http://localhost:3000',
    experiments: {},
    consent: 'unset',
    manifest,
    assetBase: '/assets/',
    nonce: 'n0nce',
    fetchResource: fetchResource as unknown as RenderContext['fetchResource'],
    ...overrides,
  };
  return { ctx, fetchResource };
}

export async function renderHtml(ctx: RenderContext): Promise<{ status: number; html: string }> {
  const result = await render(ctx);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    sink.on('finish', resolve);
    sink.on('error', reject);
    result.pipe(sink);
  });
  return { status: result.status, html: Buffer.concat(chunks).toString('utf8') };
}

/** Grids ask for grid items (docs/API.md §2, "Pins in grids"). */
export const GRID = { field_set_key: 'grid_item' };

export function stateOf(html: string): Record<string, unknown> {
  // The state travels as a JSON string the page parses (state/initial-state.ts stateScript).
  const match = /window\.__CORKBOARD__=JSON\.parse\((".*?")\);window\.__CB_CONSENT__=/s.exec(html);
  if (!match?.[1]) throw new Error('no state script');
  return JSON.parse(JSON.parse(match[1]) as string) as Record<string, unknown>;
}
