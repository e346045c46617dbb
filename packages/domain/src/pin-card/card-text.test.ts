import { describe, expect, it } from 'vitest';
import type { CardPinInput } from './card-model';
import {
  cardDescription,
  cardTitle,
  domainLabel,
  fullTitle,
  merchantName,
  slotDetails,
  slotTitle,
  sourceDomain,
} from './card-text';
import { context, pin } from './test-fixtures';

const a = (n: number) => 'a'.repeat(n);

describe('cardTitle', () => {
  it.each<[string, Partial<CardPinInput>, Record<string, string>, string | null]>([
    ['grid_title first', { grid_title: 'Grid', title: 'Title' }, {}, 'Grid'],
    ['then title, trimmed and collapsed', { title: '  Linen \n dress ' }, {}, 'Linen dress'],
    ['then the rich title', { title: '', rich_metadata: { title: 'Rich' } }, {}, 'Rich'],
    ['"Grid titles are cut at 200 characters"', { title: a(201) }, {}, `${a(200)}…`],
    ['200 characters pass', { title: a(200) }, {}, a(200)],
    [
      '"Title in the newer style is cut to 20 characters"',
      { title: a(21) },
      { newer_style_title: 'enabled' },
      `${a(20)}…`,
    ],
    [
      'newer style control keeps the grid cut',
      { title: a(21) },
      { newer_style_title: 'control' },
      a(21),
    ],
    [
      '"sensitive raw pin text": the SEO title replaces the normal one',
      { title: 'Raw', seo_title: 'Safe', sensitive_reasons: ['raw_text'] },
      {},
      'Safe',
    ],
    [
      '"sensitive rich title": the SEO title replaces the normal one',
      { title: 'Raw', seo_title: 'Safe', sensitive_reasons: ['rich_title'] },
      {},
      'Safe',
    ],
    [
      '"sensitive board title": the SEO title replaces the normal one',
      { title: 'Raw', seo_title: 'Safe', sensitive_reasons: ['board_title'] },
      {},
      'Safe',
    ],
    [
      'sensitive without an SEO title shows no title, never the sensitive one',
      { title: 'Raw', sensitive_reasons: ['raw_text'] },
      {},
      null,
    ],
    [
      'a sensitive rich description does not swap the title',
      { title: 'Raw', seo_title: 'Safe', sensitive_reasons: ['rich_description'] },
      {},
      'Raw',
    ],
    ['no title at all', { title: '', grid_title: ' ' }, {}, null],
  ])('%s', (_sentence, fields, experiments, expected) => {
    expect(cardTitle(pin(fields), context({ experiments }))).toBe(expected);
  });

  it('fullTitle is uncut', () => {
    expect(fullTitle(pin({ title: a(300) }))).toBe(a(300));
  });
});

describe('cardDescription', () => {
  it.each<[string, Partial<CardPinInput>, string | null]>([
    ['"Descriptions are trimmed and whitespace collapsed."', { description: ' a \n\n b ' }, 'a b'],
    ['"descriptions at 496"', { description: a(497) }, `${a(496)}…`],
    [
      '"A rich description is used only if longer than 3 characters"',
      { description: 'Own', rich_summary: { description: 'Rich text', display_name: 'X' } },
      'Rich text',
    ],
    [
      '"... only if longer than 3 characters" (3 is not)',
      { description: 'Own', rich_summary: { description: 'abc' } },
      'Own',
    ],
    [
      '"... and different from the display name"',
      { description: 'Own', rich_summary: { description: 'Same name', display_name: 'Same name' } },
      'Own',
    ],
    [
      '"sensitive rich ... description": the SEO description replaces the normal one',
      { description: 'Raw', seo_description: 'Safe', sensitive_reasons: ['rich_description'] },
      'Safe',
    ],
    [
      'sensitive without an SEO description shows none',
      { description: 'Raw', sensitive_reasons: ['raw_text'] },
      null,
    ],
    ['empty description', { description: '  ' }, null],
  ])('%s', (_sentence, fields, expected) => {
    expect(cardDescription(pin(fields))).toBe(expected);
  });
});

describe('domain and merchant', () => {
  it.each<[string, Partial<CardPinInput>, 'footer' | 'hover', string | null]>([
    [
      '"The domain label is cut to 27 characters"',
      { domain: `${a(28)}.com` },
      'footer',
      `${a(27)}…`,
    ],
    ['"(12 in the hover overlay)"', { domain: 'example-shop.com' }, 'hover', 'example-shop…'],
    [
      '"Uploaded by user" is not a usable source name',
      { domain: 'Uploaded by user', link: null },
      'footer',
      null,
    ],
    [
      'an unusable domain falls back to the link host',
      { domain: 'Uploaded by user', link: 'https://www.site.org/x' },
      'footer',
      'site.org',
    ],
    ['no domain, no link', { domain: null, link: null }, 'footer', null],
  ])('%s', (_sentence, fields, where, expected) => {
    expect(domainLabel(pin(fields), where)).toBe(expected);
  });

  it('sourceDomain is uncut', () => {
    expect(sourceDomain(pin({ domain: `${a(40)}.com` }))).toBe(`${a(40)}.com`);
  });

  it('merchant: the brand, else the site name', () => {
    expect(
      merchantName(
        pin({
          rich_summary: { site_name: 'Site', products: [{ name: 'P', brand: { name: 'Brand' } }] },
        }),
      ),
    ).toBe('Brand');
    expect(merchantName(pin({ rich_summary: { site_name: 'Site' } }))).toBe('Site');
    expect(merchantName(pin())).toBeNull();
  });
});

describe('carousel slot text', () => {
  it.each([
    ['"Titles shorter than 32 characters pass as they are."', slotTitle, a(31), a(31)],
    ['longer slot titles are cut at 32', slotTitle, a(33), `${a(32)}…`],
    [
      '"The default truncation is 80 characters with an ellipsis."',
      slotDetails,
      a(81),
      `${a(80)}…`,
    ],
  ] as const)('%s', (_sentence, fn, input, expected) => {
    expect(fn(input)).toBe(expected);
  });
});
