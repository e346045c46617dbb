// Grid items (docs/API.md §2, "Pins in grids"): a grid read asked `field_set_key: "grid_item"`
// answers compact pins that expand back to the full ones, fits a 25-pin page in the 30 KB of
// docs/DESIGN.md §3, and leaves the default answer as it was. Every answer here is also checked
// against the contract (GridPin for grid items, Pin otherwise) by the harness.
import {
  compactGridPin,
  expandGridPin,
  GRID_ITEM_IMAGE_SIZES,
  IMAGE_SIZE_NAMES,
  PIN_GRID_FIELDS,
} from '@corkboard/domain';
import type { GridPin, Pin } from '@corkboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createUser } from './factories';
import { buildGridWorld, type GridWorld } from './grid-item-fixtures';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';

const GRID = { field_set_key: 'grid_item' };
const PAGE_BUDGET_BYTES = 30 * 1024;

let server: TestServer;
let world: GridWorld;
let viewer: ApiClient;
let signedOut: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildGridWorld(server);
  viewer = await clientFor(server, world.viewer);
  signedOut = await clientFor(server, null);
});
afterAll(async () => {
  await server.close();
});

/** A full pin with only the image sizes a grid item keeps (also in its nested parts). */
function gridSized(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => gridSized(item));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(
    ([name]) => key !== 'images' || (GRID_ITEM_IMAGE_SIZES as readonly string[]).includes(name),
  );
  return Object.fromEntries(entries.map(([name, item]) => [name, gridSized(item, name)]));
}

const pinsOf = (raw: string) =>
  (JSON.parse(raw) as { resource_response: { data: unknown[] } }).resource_response.data;

type Read = [
  label: string,
  name: string,
  options: () => Record<string, unknown>,
  signedIn: boolean,
];
const READS: Read[] = [
  ['home, signed in', 'UserHomefeedResource', () => ({}), true],
  ['home, signed out', 'UserHomefeedResource', () => ({}), false],
  ['related pins', 'RelatedPinFeedResource', () => ({ pin_id: world.pins[1] }), true],
  ['more ideas', 'BoardMoreIdeasFeedResource', () => ({ board_id: world.board.id }), true],
  ['topic', 'TopicFeedResource', () => ({ interest_id: world.interestId }), true],
  ['board', 'BoardFeedResource', () => ({ board_id: world.board.id }), true],
  [
    'board section',
    'BoardFeedResource',
    () => ({ board_id: world.board.id, section_id: world.sectionId }),
    true,
  ],
  ['created pins', 'UserPinsResource', () => ({ username: world.pinner.username }), true],
  ['saved pins', 'UserSavedResource', () => ({ username: world.viewer.username }), true],
  ['search, pins', 'BaseSearchResource', () => ({ query: 'kitchen', scope: 'pins' }), true],
  ['search, videos', 'BaseSearchResource', () => ({ query: 'kitchen', scope: 'videos' }), true],
];

describe('field_set_key grid_item on the grid reads', () => {
  it.each(READS)(
    '%s: each item expands to the default answer’s pin, images in grid sizes, cold and warm alike',
    async (_label, name, options, signedIn) => {
      const api = signedIn ? viewer : signedOut;
      const full = await api.get(name, { ...options(), page_size: 25 });
      const cold = await api.get(name, { ...options(), ...GRID, page_size: 25 });
      // The second read is a skeleton hit: the cached compact fragments, spliced.
      const warm = await api.get(name, { ...options(), ...GRID, page_size: 25 });
      expect([full.status, cold.status, warm.status]).toEqual([200, 200, 200]);
      expect(JSON.parse(warm.raw)).toEqual(JSON.parse(cold.raw));
      const pins = pinsOf(full.raw) as Pin[];
      const items = pinsOf(cold.raw) as GridPin[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.map((item) => expandGridPin<Pin>(item))).toEqual(pins.map((p) => gridSized(p)));
      for (const item of items) {
        // Nothing left in that the table says goes: compacting again changes nothing.
        expect(compactGridPin(expandGridPin<Pin>(item))).toEqual(item);
        const sizes: readonly string[] = GRID_ITEM_IMAGE_SIZES;
        expect(Object.keys(item.images).filter((size) => !sizes.includes(size))).toEqual([]);
      }
    },
  );

  it('leaves out nulls, falses, empty lists and objects, duplicates and unpromoted ad fields', async () => {
    const items: Record<string, unknown>[] = [];
    for (const [name, options] of [
      ['UserHomefeedResource', {}],
      ['BoardFeedResource', { board_id: world.board.id }],
      ['TopicFeedResource', { interest_id: world.interestId }],
    ] as const) {
      const raw = (await viewer.get(name, { ...options, ...GRID, page_size: 25 })).raw;
      items.push(...(pinsOf(raw) as Record<string, unknown>[]));
    }
    for (const item of items) {
      for (const [key, value] of Object.entries(item)) {
        expect([key, value]).not.toEqual([key, null]);
        expect([key, value]).not.toEqual([key, false]);
        expect([key, value]).not.toEqual([key, []]);
        expect([key, value]).not.toEqual([key, {}]);
      }
      if (item.grid_title !== undefined) expect(item.grid_title).not.toBe(item.title);
      if (item.tracked_link !== undefined) expect(item.tracked_link).not.toBe(item.link);
    }
    const promoted = items.find((item) => item.id === world.kinds.promoted);
    expect(promoted).toMatchObject({ is_promoted: true, advertiser_id: '549755813888' });
    const unpromoted = items.filter((item) => item.id !== world.kinds.promoted);
    expect(unpromoted.some((item) => 'advertiser_id' in item || 'is_promoted' in item)).toBe(false);
    // Pins the viewer saved carry saved_info; the rest leave it out.
    const saved = items.filter((item) => 'saved_info' in item).map((item) => String(item.id));
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.filter((id) => !world.saved.includes(id))).toEqual([]);
  });

  it('fits a 25-pin signed-in home page in 30 KB (docs/DESIGN.md §3); the full page does not', async () => {
    const grid = await viewer.get('UserHomefeedResource', { ...GRID, page_size: 25 });
    const full = await viewer.get('UserHomefeedResource', { page_size: 25 });
    expect(pinsOf(grid.raw)).toHaveLength(25);
    expect(Buffer.byteLength(grid.raw)).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    expect(Buffer.byteLength(full.raw)).toBeGreaterThan(PAGE_BUDGET_BYTES);
  });

  it('never sends orig to crawlers', async () => {
    const url = `/resource/UserHomefeedResource/get/?data=${encodeURIComponent(
      JSON.stringify({ options: { ...GRID, page_size: 25 } }),
    )}`;
    const res = await signedOut.request('GET', url, undefined, { 'user-agent': 'Googlebot/2.1' });
    const items = pinsOf(res.raw) as GridPin[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((item) => 'orig' in item.images)).toBe(false);
  });
});

describe('the default answer', () => {
  it('is the same without field_set_key and with a value no read knows, before and after grid items', async () => {
    const options = { page_size: 25 };
    const before = await viewer.get('UserHomefeedResource', options);
    await viewer.get('UserHomefeedResource', { ...options, ...GRID });
    const after = await viewer.get('UserHomefeedResource', options);
    const unknown = await viewer.get('UserHomefeedResource', {
      ...options,
      field_set_key: 'profile_grid_item',
    });
    expect(after.raw).toBe(before.raw);
    expect(pinsOf(unknown.raw)).toEqual(pinsOf(before.raw));
    for (const pin of pinsOf(before.raw) as Pin[]) {
      expect(Object.keys(pin).sort()).toEqual(Object.keys(PIN_GRID_FIELDS).sort());
      expect(Object.keys(pin.images).sort()).toEqual([...IMAGE_SIZE_NAMES].sort());
    }
  });

  it('is what a pin read answers, whatever field set it asks', async () => {
    const id = world.kinds.carousel;
    const plain = await viewer.get('PinResource', { id });
    const asked = await viewer.get('PinResource', { id, ...GRID });
    expect(asked.raw).toBe(plain.raw);
  });

  it('boards in search stay boards when grid items are asked', async () => {
    const options = { query: 'kitchens', scope: 'boards' };
    const plain = await viewer.get('BaseSearchResource', options);
    const asked = await viewer.get('BaseSearchResource', { ...options, ...GRID });
    expect(pinsOf(plain.raw).length).toBeGreaterThan(0);
    expect(pinsOf(asked.raw)).toEqual(pinsOf(plain.raw));
  });

  it('leaves out, cold and warm, the promoter and sponsor a viewer has blocked, as the full answer does', async () => {
    const full = pinsOf(
      (await viewer.get('TopicFeedResource', { interest_id: world.interestId })).raw,
    );
    const promoted = (full as Pin[]).find((pin) => pin.id === world.kinds.promoted);
    const advertiser = promoted?.promoter?.id;
    expect(advertiser).toBeDefined();
    const blocker = await clientFor(
      server,
      await createUser(server.ctx, { first_name: 'Blocker' }),
    );
    const blocked = await blocker.post('UserBlockResource', 'create', {
      blocked_user_id: advertiser,
    });
    expect(blocked.status).toBe(200);
    for (const [name, options] of [
      ['TopicFeedResource', { interest_id: world.interestId }],
      ['UserHomefeedResource', {}],
    ] as const) {
      const wholePins = pinsOf(
        (await blocker.get(name, { ...options, page_size: 25 })).raw,
      ) as Pin[];
      const cold = await blocker.get(name, { ...options, ...GRID, page_size: 25 });
      const warm = await blocker.get(name, { ...options, ...GRID, page_size: 25 });
      expect(JSON.parse(warm.raw)).toEqual(JSON.parse(cold.raw));
      const items = pinsOf(cold.raw) as GridPin[];
      // The ad stays (its pinner is not blocked): only the people it names are left out.
      expect(items.some((item) => item.id === world.kinds.promoted)).toBe(true);
      expect(items.map((item) => expandGridPin<Pin>(item))).toEqual(
        wholePins.map((p) => gridSized(p)),
      );
      for (const pin of items.map((item) => expandGridPin<Pin>(item))) {
        expect(pin.promoter?.id).not.toBe(advertiser);
        expect(pin.native_creator?.id).not.toBe(advertiser);
        expect(pin.sponsorship?.sponsor?.id).not.toBe(advertiser);
      }
    }
  });
});
