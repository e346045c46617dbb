import { describe, expect, it } from 'vitest';
import type { DisplayData } from './display-data';
import { isExperienceHref, opensInNewTab } from './display-data';
import type { ExperienceKind } from './experience-kinds';
import { completesImmediately, validateDisplayData } from './experience-validation';

const fields = (kind: ExperienceKind, data: DisplayData) =>
  validateDisplayData(kind, data).map((e) => e.field);

describe('validateDisplayData (spec 001 §5)', () => {
  it.each<[string, ExperienceKind, DisplayData, string[]]>([
    [
      '"Callout banners need display type error-callout, info-callout or warning-callout, and a message"',
      'callout',
      { display_type: 'info-callout', message: 'Boards can now be shared.' },
      [],
    ],
    [
      'a callout without a message',
      'callout',
      { display_type: 'warning-callout' },
      ['display_data.message'],
    ],
    [
      'a callout of another display type',
      'callout',
      { display_type: 'upsell', message: 'x' },
      ['display_data.display_type'],
    ],
    [
      'a blank message is no message',
      'callout',
      { display_type: 'error-callout', message: '  ' },
      ['display_data.message'],
    ],
    [
      '"Upsell callouts need type upsell and a message"',
      'upsell',
      { display_type: 'upsell', message: 'Get the app' },
      [],
    ],
    [
      'an upsell typed as a callout',
      'upsell',
      { display_type: 'info-callout', message: 'x' },
      ['display_data.display_type'],
    ],
    [
      '"Modal (type 26) needs title, body and complete button text"',
      'modal',
      { title: 'Hi', body: 'Welcome', complete_button: { text: 'Got it' } },
      [],
    ],
    [
      'a modal whose complete button text comes flat, as complete_button_text',
      'modal',
      { title: 'Hi', body: 'Welcome', complete_button_text: 'Got it' },
      [],
    ],
    [
      'a tooltip anchored per platform (anchors_by_platform) needs no anchor of its own',
      'tooltip',
      {
        has_pulsar: true,
        anchors_by_platform: {
          web: { anchor: 'header_search' },
          web_mobile: { anchor: 'header_create' },
        },
      },
      [],
    ],
    [
      'a platform anchor the page does not have',
      'flyout',
      { message: 'x', anchors_by_platform: { web: { anchor: 'footer_links' } } },
      ['display_data.anchors_by_platform'],
    ],
    [
      'links of the new fields are checked like the others',
      'callout',
      {
        display_type: 'info-callout',
        message: 'x',
        secondary_cta_link: { url: 'javascript:alert(1)', text: 'More' },
        links: ['/today/', 'data:text/html,x'],
        video: { url: 'https://cdn.example/v.mp4' },
        background_wide: { image_url: 'javascript:x' },
      },
      [
        'display_data.secondary_cta_link.url',
        'display_data.links.1',
        'display_data.background_wide.image_url',
      ],
    ],
    [
      'a modal with none of them',
      'modal',
      {},
      ['display_data.title', 'display_data.body', 'display_data.complete_button.text'],
    ],
    [
      '"Experience-metrics banner (type 5) needs at least 2 buttons, title_text and subtitle_text"',
      'metrics_banner',
      {
        title_text: 'How was it?',
        subtitle_text: 'Tell us',
        buttons: [{ text: 'Good' }, { text: 'Bad' }],
      },
      [],
    ],
    [
      'a metrics banner with one button',
      'metrics_banner',
      { title_text: 'How was it?', subtitle_text: 'Tell us', buttons: [{ text: 'Good' }] },
      ['display_data.buttons'],
    ],
    [
      '"Educational popover (type 29) needs an anchor that exists on the page"',
      'popover',
      { anchor: 'header_create', title: 'Make a pin' },
      [],
    ],
    [
      'a popover on an unknown anchor',
      'popover',
      { anchor: 'nowhere', title: 'x' },
      ['display_data.anchor'],
    ],
    ['a pulsar alone needs no words', 'tooltip', { anchor: 'header_search', has_pulsar: true }, []],
    [
      'a tooltip that shows needs its mainText',
      'tooltip',
      { anchor: 'header_search', has_tooltip: true },
      ['display_data.tooltip.mainText'],
    ],
    [
      'a flyout needs an anchor and a message',
      'flyout',
      {},
      ['display_data.anchor', 'display_data.message'],
    ],
    [
      'a survey needs its http(s) page',
      'survey',
      { title: 'Quick question', link: { href: '/s' } },
      ['display_data.link.href'],
    ],
    [
      'a survey with its page',
      'survey',
      { title: 'Quick question', link: { href: 'https://survey.example/s' } },
      [],
    ],
    ['a toast needs a message', 'toast', {}, ['display_data.message']],
    ['a hero banner needs a title', 'hero', {}, ['display_data.title']],
    [
      'a search delight needs its searches, an icon and a message',
      'search_delight',
      { search_query_list: [' '], icon: 31 },
      ['display_data.search_query_list', 'display_data.icon', 'display_data.message'],
    ],
    [
      'a search delight with a search, an icon of the table and a message',
      'search_delight',
      { search_query_list: ['halloween'], icon: 21, iconColor: 6, message: 'Spooky season!' },
      [],
    ],
    ["the welcome-back banner needs nothing: its words are the spec's", 'welcome_back', {}, []],
    [
      'no javascript: links anywhere',
      'toast',
      {
        message: 'x',
        link: { href: 'javascript:alert(1)' },
        buttons: [{ text: 'a', uri: 'data:text/html,x' }],
      },
      ['display_data.link.href', 'display_data.buttons.0.uri'],
    ],
  ])('%s', (_rule, kind, data, expected) => expect(fields(kind, data)).toEqual(expected));
});

describe('isExperienceHref and opensInNewTab (req 001-4.12, 001-5.06, 001-5.08)', () => {
  it.each([
    ['https://example.com/x', true, true],
    ['http://example.com', true, true],
    ['/settings', true, false],
    ['#more', true, false],
    ['//evil.example/', false, false],
    ['javascript:alert(1)', false, false],
    ['mailto:a@b.example', false, false],
  ])('%s', (href, allowed, newTab) => {
    expect(isExperienceHref(href)).toBe(allowed);
    expect(opensInNewTab(href)).toBe(newTab);
  });
});

describe('completesImmediately (req 001-4.08)', () => {
  it('"An experience with neither pulsar nor tooltip is completed immediately"', () => {
    expect(completesImmediately('tooltip', { anchor: 'header_search' })).toBe(true);
    expect(completesImmediately('tooltip', { anchor: 'header_search', has_pulsar: true })).toBe(
      false,
    );
    expect(completesImmediately('tooltip', { anchor: 'header_search', has_tooltip: true })).toBe(
      false,
    );
    expect(completesImmediately('modal', {})).toBe(false);
  });
});
