import { describe, expect, it } from 'vitest';
import type { DisplayData } from './display-data';
import {
  anchorOf,
  anketHref,
  askedDelayMs,
  bannerBackgroundOf,
  completeButtonOf,
  directionOf,
  dismissButtonOf,
  EXPERIENCE_ICON_COLORS,
  EXPERIENCE_ICONS,
  experienceIcon,
  searchQueryLinks,
  secondaryActionOf,
  titledLinksOf,
} from './experience-content';
import type { ExperienceKind } from './experience-kinds';
import type { ExperienceDevice } from './experience-targeting';

describe('the buttons display_data names two ways', () => {
  it.each<[string, DisplayData, ReturnType<typeof completeButtonOf>]>([
    ['complete_button', { complete_button: { text: 'Go', url: '/a' } }, { text: 'Go', url: '/a' }],
    [
      'the flat complete_button_text and complete_button_cta_url',
      { complete_button_text: 'Try it', complete_button_cta_url: '/b' },
      { text: 'Try it', url: '/b' },
    ],
    ['complete_button_text alone', { complete_button_text: 'Ok' }, { text: 'Ok' }],
    [
      'the object wins when both are given',
      { complete_button: { text: 'A' }, complete_button_text: 'B' },
      { text: 'A' },
    ],
    ['neither', {}, undefined],
  ])('complete button: %s', (_, data, expected) => {
    expect(completeButtonOf(data)).toEqual(expected);
  });

  it.each<[string, DisplayData, ReturnType<typeof dismissButtonOf>]>([
    ['dismiss_button', { dismiss_button: { text: 'No' } }, { text: 'No' }],
    ['dismiss_button_text', { dismiss_button_text: 'Later' }, { text: 'Later' }],
    ['neither', {}, undefined],
  ])('dismiss button: %s', (_, data, expected) => {
    expect(dismissButtonOf(data)).toEqual(expected);
  });

  it.each<[string, DisplayData, ReturnType<typeof secondaryActionOf>]>([
    ['secondaryAction', { secondaryAction: { label: 'More' } }, { label: 'More' }],
    [
      'secondary_cta_link {url, text}',
      { secondary_cta_link: { url: '/help/', text: 'Learn more' } },
      { label: 'Learn more', href: '/help/' },
    ],
    ['neither', {}, null],
  ])('second way on: %s', (_, data, expected) => {
    expect(secondaryActionOf(data)).toEqual(expected);
  });
});

describe('askedDelayMs: "delay, delay_in_millis"', () => {
  it.each<[DisplayData, number | undefined]>([
    [{}, undefined],
    [{ delay: 2 }, 2000],
    [{ delay: 1.5 }, 1500],
    [{ delay_in_millis: 700 }, 700],
    [{ delay: 9, delay_in_millis: 700 }, 700],
  ])('%j waits %s ms', (data, expected) => {
    expect(askedDelayMs(data)).toBe(expected);
  });
});

describe('anchors_by_platform "web and web_mobile, each with anchor and placement"', () => {
  const data: DisplayData = {
    anchor: 'header_today',
    tooltip: { mainText: 'x', idealDirection: 'right' },
    flyout_direction: 'left',
    anchors_by_platform: {
      web: { anchor: 'header_search', placement: 'down' },
      web_mobile: { anchor: 'header_create' },
    },
  };
  it.each<[string, DisplayData, ExperienceDevice, string | undefined]>([
    ['a desktop takes web', data, 'desktop', 'header_search'],
    ['a phone takes web_mobile', data, 'phone', 'header_create'],
    [
      'a phone without web_mobile takes web',
      { anchors_by_platform: { web: { anchor: 'header_search' } } },
      'phone',
      'header_search',
    ],
    ['no platform anchors: anchor', { anchor: 'closeup_save' }, 'phone', 'closeup_save'],
  ])('anchor: %s', (_, d, device, expected) => {
    expect(anchorOf(d, device)).toBe(expected);
  });

  it.each<[string, ExperienceKind, DisplayData, ExperienceDevice, string | null]>([
    ["the platform's placement first", 'tooltip', data, 'desktop', 'down'],
    ["a tooltip's idealDirection", 'tooltip', data, 'phone', 'right'],
    ["a flyout's flyout_direction", 'flyout', data, 'phone', 'left'],
    ['a popover chooses by room', 'popover', { anchor: 'header_create' }, 'desktop', null],
    ['a tooltip with no direction chooses by room', 'tooltip', {}, 'desktop', null],
  ])('direction: %s', (_, kind, d, device, expected) => {
    expect(directionOf(kind, d, device)).toBe(expected);
  });
});

describe('bannerBackgroundOf: "background colours and images for narrow and wide"', () => {
  const narrow = { color: '#111111' };
  const wide = { image_url: '/i/wide.jpg' };
  it.each<[string, DisplayData, number, object | null]>([
    [
      'up to 480 px is narrow (req 001-9.05)',
      { background_narrow: narrow, background_wide: wide },
      480,
      narrow,
    ],
    ['481 px is wide', { background_narrow: narrow, background_wide: wide }, 481, wide],
    ['a narrow window without its own takes the wide one', { background_wide: wide }, 390, wide],
    [
      'a wide window without its own takes the narrow one',
      { background_narrow: narrow },
      1280,
      narrow,
    ],
    ['none given', {}, 1280, null],
  ])('%s', (_, data, width, expected) => {
    expect(bannerBackgroundOf(data, width)).toEqual(expected);
  });
});

describe('links and searches', () => {
  it('"links, linkTitles": each link titled at its index, else by its address', () => {
    expect(
      titledLinksOf({ links: ['/today/', 'https://help.example/'], linkTitles: ['Today', ' '] }),
    ).toEqual([
      { href: '/today/', title: 'Today' },
      { href: 'https://help.example/', title: 'https://help.example/' },
    ]);
  });
  it('search_query_list: each query a link to its pins, blanks left out', () => {
    expect(searchQueryLinks({ search_query_list: ['fall decor', ' ', 'soup & bread'] })).toEqual([
      { query: 'fall decor', href: '/search/pins/?q=fall%20decor' },
      { query: 'soup & bread', href: '/search/pins/?q=soup%20%26%20bread' },
    ]);
  });
  it('an anket experience completes on the product survey page', () => {
    expect(anketHref(600123, { anket: true })).toBe('/survey/600123/');
    expect(anketHref(600123, {})).toBeUndefined();
  });
});

describe('session tag icons: "31 icon codes and 12 colour codes" (req 001-9.13)', () => {
  it('has 31 icons and 12 colours, each named once', () => {
    expect(EXPERIENCE_ICONS).toHaveLength(31);
    expect(EXPERIENCE_ICON_COLORS).toHaveLength(12);
    expect(new Set(EXPERIENCE_ICONS.map(([name]) => name)).size).toBe(31);
    expect(new Set(EXPERIENCE_ICONS.map(([, glyph]) => glyph)).size).toBe(31);
  });
  it.each<[number | undefined, number | undefined, object | null]>([
    [0, undefined, { name: 'star', glyph: '★\uFE0E', color: 'currentColor' }],
    [1, 1, { name: 'heart', glyph: '♥\uFE0E', color: '#e60023' }],
    [30, 11, { name: 'circle', glyph: '●\uFE0E', color: '#ffffff' }],
    [31, 0, null],
    [undefined, 3, null],
    [2, 99, { name: 'check', glyph: '✓\uFE0E', color: 'currentColor' }],
  ])('icon %s in colour %s', (icon, color, expected) => {
    expect(experienceIcon(icon, color)).toEqual(expected);
  });
});
