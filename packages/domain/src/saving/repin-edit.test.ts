import { describe, expect, it } from 'vitest';
import { readRepinEditQuery, repinEditHref, type RepinEditParams } from './repin-edit';

describe('repin edit route (spec 002 §2.1, req 002-2.11: "/pin/{pinId}/repin/ with query parameters isEditingPin, pinBoardId, isFromToast, originalPinId")', () => {
  it.each<[string, RepinEditParams, string]>([
    [
      'from the save toast',
      { pinId: '900', isEditingPin: true, pinBoardId: '12', isFromToast: true, originalPinId: '5' },
      '/pin/900/repin/?isEditingPin=true&pinBoardId=12&isFromToast=true&originalPinId=5',
    ],
    ['a plain repin (save) page', { pinId: '5' }, '/pin/5/repin/'],
    [
      'the original is left out when it is the pin itself',
      { pinId: '5', isEditingPin: true, originalPinId: '5' },
      '/pin/5/repin/?isEditingPin=true',
    ],
  ])('%s', (_case, params, href) => {
    expect(repinEditHref(params)).toBe(href);
  });

  it.each<[string, ReturnType<typeof readRepinEditQuery>]>([
    [
      '?isEditingPin=true&pinBoardId=12&isFromToast=true&originalPinId=5',
      { isEditingPin: true, pinBoardId: '12', isFromToast: true, originalPinId: '5' },
    ],
    ['', { isEditingPin: false, pinBoardId: null, isFromToast: false, originalPinId: null }],
    [
      '?isEditingPin&isFromToast=false&pinBoardId=x&originalPinId=',
      { isEditingPin: true, pinBoardId: null, isFromToast: false, originalPinId: null },
    ],
  ])('reads %j', (search, query) => {
    expect(readRepinEditQuery(search)).toEqual(query);
  });

  it('round-trips', () => {
    const params = {
      pinId: '1',
      isEditingPin: true,
      pinBoardId: '2',
      isFromToast: true,
      originalPinId: '3',
    };
    const href = repinEditHref(params);
    expect(readRepinEditQuery(href.split('?')[1] ?? '')).toEqual({
      isEditingPin: true,
      pinBoardId: '2',
      isFromToast: true,
      originalPinId: '3',
    });
  });
});
