// The API client's seam for grid items (docs/API.md §2, "Pins in grids"): what a grid read asked
// with `field_set_key: "grid_item"` answers is expanded to full Pins once, as it arrives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compactGridPin, expandGridPin } from '@corkboard/domain';
import type { Pin } from '@corkboard/contracts';
import { getFeedPage } from './client';

const pin = {
  id: '1',
  title: 'Oak',
  grid_title: 'Oak',
  link: null,
  tracked_link: null,
  images: { '236x': { url: '/i/236x/s.jpg', width: 236, height: 300 } },
  pinner: { id: '5', username: 'ada', full_name: 'Ada' },
  saved_info: null,
  access: [],
  is_promoted: false,
} as unknown as Pin;
const item = compactGridPin(pin);

function answering(data: unknown) {
  const fetch = vi.fn(async () =>
    Response.json({
      resource_response: { status: 'success', code: 0, message: 'ok', data, bookmark: '-end-' },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('grid items at the client seam', () => {
  it('a grid read asked for grid items hands its callers full Pins', async () => {
    answering([item]);
    const page = await getFeedPage('UserHomefeedResource', { field_set_key: 'grid_item' });
    expect(page).toEqual({ data: [expandGridPin<Pin>(item)], bookmark: '-end-' });
    expect(page.data[0]).toMatchObject({ grid_title: 'Oak', saved_info: null, access: [] });
  });

  it('any other read is handed on as it came (boards in search, no field set)', async () => {
    const boards = [{ id: '7', name: 'Kitchens' }];
    answering(boards);
    const search = await getFeedPage('BaseSearchResource', {
      query: 'oak',
      scope: 'boards',
      field_set_key: 'grid_item',
    });
    expect(search.data).toEqual(boards);
    answering([item]);
    expect((await getFeedPage('UserHomefeedResource', {})).data).toEqual([item]);
  });
});
