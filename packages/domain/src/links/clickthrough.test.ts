import { describe, expect, it } from 'vitest';
import { parseHostList } from './host-lists';
import {
  clickthroughTypeOf,
  collectionChipAuxData,
  isEmptyHref,
  isLinkSpamChecked,
  isRightClickClickthrough,
  mustNotOpen,
  offsiteClickthroughType,
  pinRedirectContinue,
  pinRedirectHref,
  rightClickAuxData,
  type LinkCheckOutcome,
} from './clickthrough';
import { clientTrackingParams, OFFSITE_QUERY_PARAMS, offsiteHrefWith } from './offsite-extras';
import { offsiteHref } from './offsite-href';

describe('mustNotOpen (req 000-5.35, 000-5.38)', () => {
  it.each<[string, LinkCheckOutcome, boolean]>([
    ['allowed opens', 'allowed', false],
    ['"blocked ... must not be opened"', 'blocked', true],
    ['"suspicious ... must not be opened"', 'suspicious', true],
    ['"porn must not be opened"', 'porn', true],
    ['"a missing or errored check response ... falls back to normal navigation"', 'error', false],
  ])('%s', (_rule, outcome, expected) => expect(mustNotOpen(outcome)).toBe(expected));
});

describe('isEmptyHref (req 001-8.05: "Empty or #-only href: no navigation")', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['#', true],
    ['#section', true],
    [null, true],
    ['https://example.com/', false],
  ])('%j', (href, expected) => expect(isEmptyHref(href)).toBe(expected));
});

describe('isRightClickClickthrough (req 000-5.39)', () => {
  it.each([
    ['an outside page', 'https://blog.example/post', true],
    ['"ignores media file extensions": png', 'https://blog.example/a.png', false],
    ['jpeg in capitals', 'https://blog.example/A.JPEG', false],
    ['mp4', 'https://cdn.example/v.mp4', false],
    ['quicktime', 'https://cdn.example/v.quicktime', false],
    ['a media word in the middle is a page', 'https://blog.example/png-guide', true],
    ['"... and pin-page links"', 'https://other.example/pin/123/', false],
    ['a pin page with a slug', 'https://other.example/pin/a-title--123/', false],
    ['"not internal" (req 000-5.36)', 'https://corkboard.test/board/', false],
    ['"must begin with http or https"', 'ftp://files.example/x', false],
  ])('%s', (_rule, url, expected) =>
    expect(isRightClickClickthrough(url, 'corkboard.test')).toBe(expected),
  );
});

describe('offsiteHref (req 001-7.11: "through /offsite/ with token, url, pin")', () => {
  it('carries the token, the url and the pin, encoded', () => {
    expect(offsiteHref('https://a.example/?q=1&r=2', '42', 'tok')).toBe(
      '/offsite/?token=tok&url=https%3A%2F%2Fa.example%2F%3Fq%3D1%26r%3D2&pin=42',
    );
  });
});

describe('offsiteHrefWith (req 001-7.11: "through /offsite/ with token, url, pin, isThirdPartyAd, csr, client_tracking_params, aux_data")', () => {
  it("carries every extra that is set, in the spec's order", () => {
    const href = offsiteHrefWith('https://a.example/', '42', 'tok', {
      auxData: '{"k":1}',
      clientTrackingParams: 'closeup',
      csr: true,
      isThirdPartyAd: true,
    });
    const query = new URL(href, 'http://x').searchParams;
    expect([...query.keys()]).toEqual([...OFFSITE_QUERY_PARAMS]);
    expect(Object.fromEntries(query)).toEqual({
      token: 'tok',
      url: 'https://a.example/',
      pin: '42',
      isThirdPartyAd: 'true',
      csr: '1',
      client_tracking_params: 'closeup',
      aux_data: '{"k":1}',
    });
  });
  it("leaves out what is unset, so with none it is the card's address", () => {
    expect(offsiteHrefWith('https://a.example/', '42', 'tok', {})).toBe(
      offsiteHref('https://a.example/', '42', 'tok'),
    );
    expect(
      offsiteHrefWith('https://a.example/', '42', 'tok', { csr: false, isThirdPartyAd: false }),
    ).toBe(offsiteHref('https://a.example/', '42', 'tok'));
  });
});

describe('clientTrackingParams: where a link was clicked, never who', () => {
  it.each<[string, number | undefined, string]>([
    ['closeup', undefined, 'closeup'],
    ['home', 3, 'home:3'],
    ['grid', 0, 'grid:0'],
  ])('%s %s', (surface, slot, expected) =>
    expect(clientTrackingParams(surface, slot)).toBe(expected),
  );
});

describe('offsiteClickthroughType: /offsite/ counts each person it sends on, once', () => {
  it.each<[string, boolean, string | undefined, string | null]>([
    ['the app checked the link on the click (csr)', true, undefined, 'click'],
    ['followed without the app: a middle click, a new tab, no script', false, undefined, 'direct'],
    ['other aux_data does not change the kind', true, '{"source":"x"}', 'click'],
    ['aux_data that is not JSON is ignored', false, 'not json', 'direct'],
    [
      'a collection-chip click the check already recorded is not counted again',
      true,
      collectionChipAuxData(1, 'collection'),
      null,
    ],
    ['nor a right-click the check recorded', false, rightClickAuxData('42'), null],
  ])('%s', (_rule, csr, auxData, expected) =>
    expect(offsiteClickthroughType({ csr, auxData })).toBe(expected),
  );
});

describe('rightClickAuxData: "clickthrough_type \'rightClick\', objectId, slot index, commerce data"', () => {
  it.each<[string, Parameters<typeof rightClickAuxData>[1], Record<string, unknown>]>([
    ['a plain link', undefined, { clickthrough_type: 'rightClick', objectId: '42' }],
    [
      "a carousel slot's link names its slot",
      { slotIndex: 2 },
      { clickthrough_type: 'rightClick', objectId: '42', slot_index: 2 },
    ],
    [
      "a product's link carries its price",
      { commerceData: { price: '$5', currency: 'USD' } },
      {
        clickthrough_type: 'rightClick',
        objectId: '42',
        commerce_data: { price: '$5', currency: 'USD' },
      },
    ],
  ])('%s', (_rule, context, expected) => {
    const aux = rightClickAuxData('42', context);
    expect(JSON.parse(aux)).toEqual(expected);
    expect(clickthroughTypeOf(aux)).toBe('rightClick');
  });
});

describe('parseHostList: "the common host-list formats"', () => {
  it('reads hosts files, plain domains, Adblock lines and URL prefixes', () => {
    const list = parseHostList(
      [
        '# a hosts file',
        '127.0.0.1 localhost',
        '::1 ip6-localhost',
        '0.0.0.0 malware.example  # inline comment',
        '0.0.0.0 a.example b.example',
        'plain.example',
        '||adblock.example^',
        '||adblock-opts.example^$third-party',
        '! an Adblock comment',
        '[Adblock Plus 2.0]',
        'https://share.example/bad/',
        'not a domain!',
        'EXAMPLE-UPPER.Example.',
      ].join('\n'),
    );
    expect(list.domains.sort()).toEqual(
      [
        'a.example',
        'adblock-opts.example',
        'adblock.example',
        'b.example',
        'example-upper.example',
        'malware.example',
        'plain.example',
      ].sort(),
    );
    expect(list.prefixes).toEqual(['https://share.example/bad/']);
    expect(list.skipped).toBe(1);
  });
});

describe('isLinkSpamChecked (req 002-4.14)', () => {
  it.each([
    ['an organic pin is checked', { promoter: null, is_downstream_promotion: false }, true],
    [
      '"not promoted by a promoter"',
      { promoter: { id: '1' }, is_downstream_promotion: false },
      false,
    ],
    ['"(or downstream promotions)"', { promoter: null, is_downstream_promotion: true }, false],
  ])('%s', (_rule, pin, expected) => expect(isLinkSpamChecked(pin)).toBe(expected));
});

describe('/pin_redirect (spec 002 §2.1: "the unauthenticated clickthrough interstitial")', () => {
  it('"with query parameters domain, domainImageUrl, origin, pinCategory, pinImageUrl, redirectUrl"', () => {
    const href = pinRedirectHref({
      domain: 'blog.example',
      pinImageUrl: '/i/236x/abc.jpg',
      redirectUrl: '/offsite/?token=t&url=u&pin=1',
      origin: '/pin/1/',
      pinCategory: '',
    });
    const query = new URL(href, 'http://x').searchParams;
    expect(href.startsWith('/pin_redirect/?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      domain: 'blog.example',
      origin: '/pin/1/',
      pinImageUrl: '/i/236x/abc.jpg',
      redirectUrl: '/offsite/?token=t&url=u&pin=1',
    });
  });

  it.each([
    [
      'a signed /offsite/ address is followed',
      '/offsite/?token=t&url=u&pin=1',
      '/offsite/?token=t&url=u&pin=1',
    ],
    [
      'any other URL goes through the page that names it',
      'https://evil.example/',
      '/offsite/?url=https%3A%2F%2Fevil.example%2F',
    ],
    [
      'a look-alike path is no /offsite/ address',
      '/offsite-x/?a',
      '/offsite/?url=%2Foffsite-x%2F%3Fa',
    ],
    ['none: no continue', undefined, null],
  ])('continue: %s', (_rule, redirectUrl, expected) =>
    expect(pinRedirectContinue(redirectUrl)).toBe(expected),
  );
});

describe('clickthroughTypeOf: which clickthrough a check_only=false request records', () => {
  it.each<[string, string | undefined, string | null]>([
    [
      'a right-click (spec 000 §7)',
      '{"clickthrough_type":"rightClick","objectId":"1"}',
      'rightClick',
    ],
    [
      'a collection-chip click (spec 000 §7)',
      collectionChipAuxData(2, 'collection'),
      'collectionChip',
    ],
    ['another type records nothing', '{"clickthrough_type":"hover"}', null],
    ['no type', '{"objectId":"1"}', null],
    ['not JSON', 'rightClick', null],
    ['a JSON string, not an object', '"rightClick"', null],
    ['absent', undefined, null],
  ])('%s', (_rule, aux, expected) => expect(clickthroughTypeOf(aux)).toBe(expected));

  it('"click position, creative type and clickthrough type in aux_data"', () => {
    expect(JSON.parse(collectionChipAuxData(1, 'collection'))).toEqual({
      clickthrough_type: 'collectionChip',
      click_position: 1,
      creative_type: 'collection',
    });
  });
});
