import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PIN_DESCRIPTION_MAX, PIN_TITLE_MAX } from '@corkboard/domain';

import {
  MAX_PAGE_IMAGES,
  extractPageMetadata,
  pinRichColumns,
  type PageMetadata,
} from '../../src/links';

/** The shape every answer has, whatever the page. */
function expectValid(meta: PageMetadata): void {
  expect(typeof meta.title).toBe('string');
  expect(meta.title.length).toBeLessThanOrEqual(PIN_TITLE_MAX);
  expect(typeof meta.description).toBe('string');
  expect(meta.description.length).toBeLessThanOrEqual(PIN_DESCRIPTION_MAX);
  expect(meta.images.length).toBeLessThanOrEqual(MAX_PAGE_IMAGES);
  for (const image of meta.images) expect(image.url).toMatch(/^https?:\/\//);
  if (meta.link !== null) expect(meta.link).toMatch(/^https?:\/\//);
  expect(['product', 'recipe', 'article', undefined]).toContain(meta.rich?.type);
  // Stored as JSON columns: must serialise.
  expect(() => JSON.stringify(pinRichColumns(meta))).not.toThrow();
}

const fragments = fc.constantFrom(
  '<html>',
  '<head>',
  '</head>',
  '<body>',
  '<title>',
  '</title>',
  '<svg>',
  '</svg>',
  '<base href="',
  '<meta property="og:image" content="',
  '<meta property="og:image:width" content="',
  '<meta property="og:title" content="',
  '<meta name="description" content="',
  '<meta property="product:price:amount" content="',
  '<link rel="canonical" href="',
  '<img src="',
  '<img srcset="',
  ' 2x, ',
  ' 300w',
  '<img width="1" height="1" src="',
  '<script type="application/ld+json">',
  '</script>',
  '<script>',
  '<!--',
  '-->',
  '<![CDATA[',
  '{"@type":"Product","offers":[',
  '{"@type":"Recipe","totalTime":"PT',
  '{"@graph":[',
  '{"@id":"#a"}',
  '"aggregateRating":{"ratingValue":',
  '"@type":["Article"]',
  ']',
  '}',
  ',',
  '"',
  "'",
  '>',
  '<',
  '&amp;',
  '&#x1F600;',
  '&#0;',
  '&',
  'https://',
  'javascript:',
  'data:',
  '//cdn.example/',
  '/img/a.jpg',
  '../',
  '😀',
  '\u0000',
  '\n',
  ' ',
  'x'.repeat(200),
);
const htmlish = fc.array(fc.oneof(fragments, fc.string({ maxLength: 20 })), { maxLength: 80 });
const pageUrl = fc.oneof(
  fc.constant('https://www.example.com/dir/page'),
  fc.webUrl(),
  fc.string({ maxLength: 30 }),
);

describe('never throws, always answers a valid object', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2_000 }), pageUrl, (html, url) => {
        expectValid(extractPageMetadata(html, url));
      }),
      { numRuns: 300 },
    );
  });

  it('on html-ish strings, and a leading og:title still comes through', () => {
    fc.assert(
      fc.property(htmlish, pageUrl, (parts, url) => {
        const html = `<meta property="og:title" content="Fuzz title">${parts.join('')}`;
        const meta = extractPageMetadata(html, url);
        expectValid(meta);
        // The try/catch fallback answers '' here, so this catches a thrown error hidden by it.
        expect(meta.title).toBe('Fuzz title');
      }),
      { numRuns: 500 },
    );
  });

  it('on arbitrary JSON inside JSON-LD', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const json = JSON.stringify(value);
        const html = `<title>T</title><script type="application/ld+json">${json}</script>`;
        const meta = extractPageMetadata(html, 'https://example.com/');
        expectValid(meta);
        expect(meta.title).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });
});

describe('bounded work', () => {
  it('a JSON-LD block over 1 MB is skipped whole', () => {
    const big = JSON.stringify({
      '@type': 'Product',
      name: 'Huge',
      description: 'x'.repeat(1_100_000),
    });
    const meta = extractPageMetadata(
      `<script type="application/ld+json">${big}</script>`,
      'https://a.example/',
    );
    expect(meta.rich).toBeNull();
  });

  it('deeply nested JSON-LD and thousands of images are read without blowing up', () => {
    const deep = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    const imgs = Array.from({ length: 2_000 }, (_, i) => `<img src="/i/${i}.jpg">`).join('');
    const meta = extractPageMetadata(
      `<script type="application/ld+json">${deep}</script>${imgs}`,
      'https://a.example/',
    );
    expect(meta.images).toHaveLength(MAX_PAGE_IMAGES);
    expect(meta.images[0]).toEqual({ url: 'https://a.example/i/0.jpg' });
  });
});
