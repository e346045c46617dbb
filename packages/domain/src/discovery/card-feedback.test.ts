import { describe, expect, it } from 'vitest';
import type { CardSurface } from '../pin-card/card-model';
import {
  cardFeedback,
  hidePaths,
  hideSurfaceFor,
  type CardFeedback,
  type CardHideSurface,
} from './card-feedback';

describe('hideSurfaceFor: "the right endpoint per surface" (spec 000 §7, reqs 000-7.10 to 000-7.12)', () => {
  it.each<[CardSurface, CardHideSurface]>([
    ['AuthHomefeed', 'p2p'],
    ['RelatedPinGrid', 'p2p'],
    ['BoardMoreIdeasTabContent', 'p2p'],
    ['TodayArticleFeed', 'p2p'],
    ['IdeasHubSeasonalRow', 'p2p'],
    ['SearchItem', 'search'],
    ['SearchItemHighShoppingIntent', 'search'],
    ['NewsPage', 'news_hub'],
  ])('%s → %s', (surface, expected) => {
    expect(hideSurfaceFor(surface)).toBe(expected);
  });
});

describe('cardFeedback: which feedback the card menu offers', () => {
  const me = { signedIn: true, id: '7' };
  it.each<[string, CardSurface, { signedIn: boolean; id: string | null }, string, CardFeedback]>([
    [
      'the home feed offers hide (p2p) and report',
      'AuthHomefeed',
      me,
      '9',
      { hide: 'p2p', report: true },
    ],
    ['search hides from search', 'SearchItem', me, '9', { hide: 'search', report: true }],
    ['related pins hide through p2p', 'RelatedPinGrid', me, '9', { hide: 'p2p', report: true }],
    ["a board's own grid: report only", 'BaseBoardPinGrid', me, '9', { hide: null, report: true }],
    ["a profile's grid: report only", 'UserProfilePinGrid', me, '9', { hide: null, report: true }],
    ['the card gallery: report only', 'CardsGallery', me, '9', { hide: null, report: true }],
    ["the viewer's own pin: neither", 'AuthHomefeed', me, '7', { hide: null, report: false }],
    [
      'signed out: neither (the menu is the sign-in upsell)',
      'UnauthHomefeed',
      { signedIn: false, id: null },
      '9',
      { hide: null, report: false },
    ],
  ])('%s', (_case, surface, viewer, pinnerId, expected) => {
    expect(cardFeedback({ surface, viewer, pinnerId })).toEqual(expected);
  });
});

describe('hidePaths: each hide and its undo (spec 000 §7, reqs 000-7.10 to 000-7.12)', () => {
  it.each<[string, CardHideSurface, string | null, { hide: string; undo: string }]>([
    [
      '"PUT /v3/p2p/{pin}/hide/ | Undo is PUT .../unhide/"',
      'p2p',
      null,
      { hide: '/v3/p2p/42/hide/', undo: '/v3/p2p/42/unhide/' },
    ],
    [
      '"PUT /v3/search/{pin_id}/hide/ | Undo is PUT .../unhide/"',
      'search',
      null,
      { hide: '/v3/search/42/hide/', undo: '/v3/search/42/unhide/' },
    ],
    [
      '"PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/ | Undo is PUT .../undo/"',
      'news_hub',
      '5',
      { hide: '/v3/news_hub/5/pin/42/hide/', undo: '/v3/news_hub/5/pin/42/undo/' },
    ],
    [
      'a news hub hide without a news id falls back to p2p',
      'news_hub',
      null,
      { hide: '/v3/p2p/42/hide/', undo: '/v3/p2p/42/unhide/' },
    ],
  ])('%s', (_case, surface, newsId, expected) => {
    expect(hidePaths(surface, '42', newsId)).toEqual(expected);
  });
});
