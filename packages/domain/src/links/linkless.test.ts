import { describe, expect, it } from 'vitest';
import { clickthroughTypeOf, offsiteClickthroughType } from './clickthrough';
import { isGoLinkless, linklessAuxData, linklessDestination, linklessPingUrl } from './linkless';

describe('isGoLinkless: only an ad goes linkless (spec 000 §3 isGoLinkless)', () => {
  it.each<[string, { is_go_linkless?: boolean; is_promoted: boolean }, boolean]>([
    ['a linkless ad', { is_go_linkless: true, is_promoted: true }, true],
    ['an ad with its link', { is_go_linkless: false, is_promoted: true }, false],
    ['a grid item leaves the field out when false', { is_promoted: true }, false],
    ['a pin that is no ad keeps its link', { is_go_linkless: true, is_promoted: false }, false],
  ])('%s', (_rule, pin, expected) => expect(isGoLinkless(pin)).toBe(expected));
});

describe('linklessDestination: "the tracked link if present, else the link" (spec 000 §7)', () => {
  it.each<[string, { link: string | null; tracked_link?: string | null }, string | null]>([
    [
      'the tracked link first',
      { link: 'https://shop.example/', tracked_link: 'https://ads.example/c?x=1' },
      'https://ads.example/c?x=1',
    ],
    [
      'else the link',
      { link: 'https://shop.example/', tracked_link: null },
      'https://shop.example/',
    ],
    ['none', { link: null, tracked_link: null }, null],
    ['no http(s) link is a destination', { link: 'javascript:alert(1)' }, null],
  ])('%s', (_rule, pin, expected) => expect(linklessDestination(pin)).toBe(expected));
});

describe('linklessPingUrl: "Plain GET to the destination url with pin and client_tracking_params query parameters"', () => {
  it.each<[string, string, string | undefined, string | null]>([
    [
      'both parameters are added',
      'https://ads.example/click',
      'closeup',
      'https://ads.example/click?pin=42&client_tracking_params=closeup',
    ],
    [
      'the destination keeps its own query',
      'https://ads.example/click?campaign=7',
      'closeup',
      'https://ads.example/click?campaign=7&pin=42&client_tracking_params=closeup',
    ],
    [
      'a pin parameter already there is replaced, not doubled',
      'https://ads.example/click?pin=1',
      'home:3',
      'https://ads.example/click?pin=42&client_tracking_params=home%3A3',
    ],
    [
      'without tracking params the parameter is empty',
      'https://ads.example/c',
      undefined,
      'https://ads.example/c?pin=42&client_tracking_params=',
    ],
    ['no URL', 'not a url', 'closeup', null],
    ['no http(s) URL', 'ftp://ads.example/c', 'closeup', null],
  ])('%s', (_rule, destination, tracking, expected) =>
    expect(linklessPingUrl(destination, '42', tracking)).toBe(expected),
  );
});

describe('a linkless click is recorded by its check, never again by /offsite/', () => {
  it('its aux_data names the linkless clickthrough', () => {
    const aux = linklessAuxData('42');
    expect(JSON.parse(aux)).toEqual({ clickthrough_type: 'linkless', objectId: '42' });
    expect(clickthroughTypeOf(aux)).toBe('linkless');
    expect(offsiteClickthroughType({ csr: true, auxData: aux })).toBeNull();
  });
});
