// The save flow's cache update: every copy of a pin, untouched objects shared.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Pin } from '@corkboard/contracts';
import { findPin, findPinIn, mapPins, updateCachedPins } from './pin-cache';

const pin = (id: string, saved: string | null = null) =>
  ({
    id,
    images: {},
    saved_info: saved
      ? { title: 'B', type: 'board', url: '/a/b/', board_id: '1', local_pin_id: saved }
      : null,
  }) as unknown as Pin;

const save = (p: Pin): Pin => ({ ...p, saved_info: { ...pin('x', '900').saved_info! } });

describe('mapPins', () => {
  it('updates a single pin', () => {
    const before = pin('1');
    const after = mapPins(before, new Set(['1']), save) as Pin;
    expect(after.saved_info?.local_pin_id).toBe('900');
    expect(before.saved_info).toBeNull();
  });

  it('updates every copy in an infinite feed and shares the rest', () => {
    const other = pin('2');
    const feed = {
      pages: [{ data: [pin('1'), other] }, { data: [pin('3'), pin('1')], bookmark: 'b' }],
      pageParams: [null, 'a'],
    };
    const next = mapPins(feed, new Set(['1']), save) as typeof feed;
    expect(next).not.toBe(feed);
    expect(next.pages[0]?.data[0]?.saved_info?.local_pin_id).toBe('900');
    expect(next.pages[1]?.data[1]?.saved_info?.local_pin_id).toBe('900');
    expect(next.pages[0]?.data[1]).toBe(other);
    expect(next.pages[1]?.data[0]).toBe(feed.pages[1]?.data[0]);
    expect(next.pageParams).toBe(feed.pageParams);
  });

  it('answers the same data when nothing matches', () => {
    const feed = { pages: [{ data: [pin('1')] }], pageParams: [null] };
    expect(mapPins(feed, new Set(['9']), save)).toBe(feed);
  });

  it('removes a pin from its list when the update answers null', () => {
    const feed = { pages: [{ data: [pin('1'), pin('2')] }], pageParams: [null] };
    const next = mapPins(feed, new Set(['2']), () => null) as typeof feed;
    expect(next.pages[0]?.data.map((p) => p.id)).toEqual(['1']);
  });

  it('reaches {key, pin} rows (the cards gallery)', () => {
    const rows = [{ key: 'a', pin: pin('1') }];
    const next = mapPins(rows, new Set(['1']), save) as typeof rows;
    expect(next[0]?.pin.saved_info?.local_pin_id).toBe('900');
  });
});

describe('the query cache', () => {
  it('finds and updates every cached copy', () => {
    const client = new QueryClient();
    client.setQueryData(['resource', 'PinResource', { id: '1' }], pin('1'));
    client.setQueryData(['resource', 'UserHomefeedResource', {}], {
      pages: [{ data: [pin('2'), pin('1')] }],
      pageParams: [null],
    });
    expect(findPin(client, '2')?.id).toBe('2');
    updateCachedPins(client, ['1'], save);
    expect(
      client.getQueryData<Pin>(['resource', 'PinResource', { id: '1' }])?.saved_info,
    ).not.toBeNull();
    const feed = client.getQueryData(['resource', 'UserHomefeedResource', {}]);
    expect(findPinIn(feed, '1')?.saved_info?.local_pin_id).toBe('900');
    expect(findPinIn(feed, '2')?.saved_info).toBeNull();
  });
});
