// Grid items round trip (docs/API.md §2, "Pins in grids"): a pin compacted by the table and
// expanded back is the full pin again, less the image sizes a grid card never reads; the
// compact pin is a GridPin and the full one a Pin, and only the grid reads answer grid items.
import { describe, expect, it } from 'vitest';
import {
  compactGridPin,
  expandGridPin,
  GRID_ITEM_FIELD_SET,
  GRID_ITEM_IMAGE_SIZES,
  GRID_ITEM_READS,
  IMAGE_SIZE_NAMES,
} from '@corkboard/domain';
import { resourceAnswers } from './answers';
import { GridPinSchema } from './grid-pin-wire';
import { PinSchema, type Pin } from './pin-wire';
import type { ImageVariants, UserSummary } from './wire';

function images(signature: string, width: number, height: number): ImageVariants {
  const out: ImageVariants = {};
  for (const size of IMAGE_SIZE_NAMES) {
    out[size] = { url: `/i/${size}/${signature}.jpg`, width, height };
  }
  return out;
}

function person(id: string, name: string, avatar: boolean): UserSummary {
  return {
    id,
    username: name.toLowerCase(),
    full_name: name,
    image_small_url: avatar ? `/i/60x60/${id}.jpg` : null,
    image_medium_url: avatar ? `/i/136x136/${id}.jpg` : null,
    is_verified_merchant: false,
    verified_identity: { verified: false },
  };
}

/** A plain image pin as the server presents it. */
function imagePin(overrides: Partial<Pin> = {}): Pin {
  return {
    id: '101',
    title: 'Oak shelves over the sink',
    grid_title: 'Oak shelves over the sink',
    description: 'Open shelving in a small kitchen.',
    link: 'https://blog.example.org/p/101',
    tracked_link: 'https://blog.example.org/p/101',
    domain: 'blog.example.org',
    dominant_color: '#a0b0c0',
    image_signature: 'sig101',
    images: images('sig101', 600, 900),
    alt_text: 'Oak shelves with jars',
    auto_alt_text: null,
    seo_title: null,
    seo_description: null,
    category: 'home_decor',
    created_at: '2025-03-01T10:00:00.000Z',
    is_promoted: false,
    is_downstream_promotion: false,
    is_video: false,
    is_repin: false,
    board: {
      id: '7',
      name: 'Kitchens',
      url: '/ada/kitchens/',
      privacy: 'public',
      layout: 'default',
    },
    section_id: null,
    pinner: person('5', 'Ada', true),
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
    recommendation_reason: { reason: 'popular', reason_id: null, board: null },
    source_interest: null,
    ...overrides,
  };
}

const northwind = person('9', 'Northwind', true);

const PINS: [kind: string, pin: Pin][] = [
  ['an image pin', imagePin()],
  [
    'a promoted pin',
    imagePin({
      is_promoted: true,
      promoter: northwind,
      sponsorship: {
        status: 1,
        sponsor: { id: '9', username: 'northwind', full_name: 'Northwind' },
      },
      advertiser_id: '549755813888',
      campaign_id: '626737302528',
      pin_promotion_id: '687194767360',
      ad_match_reason: 'interest',
      digital_media_source_type: 'promoted',
      tracked_link: 'https://ads.example.net/click?to=101',
    }),
  ],
  [
    'a saved pin, in a section, the viewer’s own',
    imagePin({
      section_id: '12',
      saved_info: {
        title: 'Saved ideas',
        type: 'board',
        url: '/vic/saved-ideas/',
        board_id: '8',
        local_pin_id: '202',
      },
      access: ['write', 'delete'],
      reaction_counts: { 1: 14 },
      source_interest: { id: '3', name: 'Kitchens', url_name: 'kitchens' },
    }),
  ],
  [
    'a video by a person without a picture',
    imagePin({
      is_video: true,
      pinner: person('6', 'Bo', false),
      native_creator: person('6', 'Bo', false),
      grid_title: 'Shelf tour',
      link: null,
      tracked_link: null,
      domain: null,
      videos: {
        duration: 31_500,
        video_list: { V_720P: { url: '/v/720.webm', width: 720, height: 1280, thumbnail: '' } },
      },
    }),
  ],
  [
    'a carousel',
    imagePin({
      carousel_data: {
        id: '88',
        index: 0,
        slots: [1, 2, 3].map((k) => ({
          id: String(900 + k),
          title: `Slot ${k}`,
          details: 'Glazed stoneware',
          link: null,
          image_signature: `slot${k}`,
          images: images(`slot${k}`, 600, 750),
        })),
      },
    }),
  ],
  [
    'a product pin',
    imagePin({
      is_shoppable: true,
      is_eligible_for_pdp: true,
      shopping_flags: [1],
      rich_metadata: {
        type_name: 'product',
        site_name: 'Northwind',
        products: [
          {
            name: 'Linen throw',
            offer_summary: { price: '$48.00', currency: 'USD', availability: 'in_stock' },
          },
        ],
      },
      aggregated_pin_data: { pin_tags_chips: [{ name: 'Linen', url: '/search/pins/?q=linen' }] },
    }),
  ],
];

/** The pin with only the image sizes a grid item keeps, nested ones too. */
function gridSized(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => gridSized(item));
  if (value === null || typeof value !== 'object') return value;
  const sizes: readonly string[] = GRID_ITEM_IMAGE_SIZES;
  const entries = Object.entries(value).filter(
    ([name]) => key !== 'images' || sizes.includes(name),
  );
  return Object.fromEntries(entries.map(([name, item]) => [name, gridSized(item, name)]));
}

describe('grid items: expand(compact(pin)) is the pin, less the image sizes left out', () => {
  it.each(PINS)('%s', (_kind, pin) => {
    expect(PinSchema.parse(pin)).toEqual(pin);
    const item = compactGridPin(pin);
    expect(GridPinSchema.safeParse(item).error).toBeUndefined();
    expect(expandGridPin<Pin>(item)).toEqual(gridSized(pin));
    // Smaller than the full pin, and a full pin expands to itself.
    expect(JSON.stringify(item).length).toBeLessThan(JSON.stringify(pin).length);
    expect(expandGridPin<Pin>(pin)).toEqual(pin);
  });

  it('the promoted pin keeps its ad fields; the others send none', () => {
    for (const [, pin] of PINS) {
      const item = compactGridPin(pin);
      expect('advertiser_id' in item).toBe(pin.is_promoted);
    }
  });
});

describe('which reads answer grid items', () => {
  it('the answers with a grid_item field set are exactly the grid reads', () => {
    const withGridItems = Object.entries(resourceAnswers)
      .filter(([, actions]) => {
        const get = (actions as { get?: { fieldSets?: Readonly<Record<string, unknown>> } }).get;
        return get?.fieldSets?.[GRID_ITEM_FIELD_SET] !== undefined;
      })
      .map(([name]) => name);
    expect(withGridItems.sort()).toEqual([...GRID_ITEM_READS].sort());
  });
});
