import { describe, expect, it } from 'vitest';

import { extractPageMetadata, type PageMetadata } from '../../src/links';
import {
  BARE_PAGE,
  BARE_PAGE_URL,
  NEWS_ARTICLE,
  NEWS_ARTICLE_URL,
  RECIPE_BLOG,
  RECIPE_BLOG_URL,
  SHOP_PRODUCT,
  SHOP_PRODUCT_URL,
} from './sample-pages';

const shop = extractPageMetadata(SHOP_PRODUCT, SHOP_PRODUCT_URL);
const recipe = extractPageMetadata(RECIPE_BLOG, RECIPE_BLOG_URL);
const news = extractPageMetadata(NEWS_ARTICLE, NEWS_ARTICLE_URL);
const bare = extractPageMetadata(BARE_PAGE, BARE_PAGE_URL);

const head = (tags: string, body = ''): string =>
  `<!doctype html><html><head>${tags}</head><body>${body}</body></html>`;
const ld = (json: string): string => `<script type="application/ld+json">${json}</script>`;
const URL_A = 'https://www.example.com/a/page.html';

describe('sample pages: the fields a pin is made of', () => {
  it.each<[string, PageMetadata, Partial<PageMetadata>]>([
    [
      'title: og:title comes before twitter:title, JSON-LD and <title>',
      shop,
      { title: 'Walnut Writing Desk' },
    ],
    [
      'description: og:description comes before the meta description',
      shop,
      { description: 'Solid walnut, hand-oiled, with two soft-close drawers.' },
    ],
    [
      'domain: the page URL host without www., whatever canonical says',
      shop,
      { domain: 'northwind-home.example' },
    ],
    [
      'link: the canonical URL when it is http(s)',
      shop,
      { link: 'https://northwind-home.example/products/walnut-desk' },
    ],
    ['siteName: og:site_name, entities decoded', recipe, { siteName: 'Salt & Hearth' }],
    [
      'title: JSON-LD name of the page entity before <title> when no og/twitter title',
      recipe,
      { title: 'Swedish Cardamom Buns (Kardemummabullar)' },
    ],
    [
      'description: meta description before the JSON-LD description',
      recipe,
      { description: 'Soft, buttery Swedish cardamom buns with a twist.' },
    ],
    [
      'link: a relative og:url is resolved against the page URL',
      news,
      { link: 'https://news.example/2025/03/04/city-council-bike-lanes' },
    ],
    [
      'title: <title> as the last resort, whitespace collapsed',
      bare,
      { title: 'Linocut printing, step by step', description: '', siteName: null, rich: null },
    ],
    ['link: the page URL when there is no canonical or og:url', bare, { link: BARE_PAGE_URL }],
  ])('%s', (_rule, meta, expected) => {
    expect(meta).toMatchObject(expected);
  });
});

describe('rich metadata from JSON-LD', () => {
  it.each<[string, PageMetadata, PageMetadata['rich']]>([
    [
      'Product with an offers array: the lowest price one can buy, its availability; brand and sku',
      shop,
      {
        type: 'product',
        name: 'Walnut Writing Desk',
        brand: 'Northwind',
        sku: 'NW-DESK-02',
        price: '1199',
        currency: 'USD',
        availability: 'in_stock',
      },
    ],
    [
      'Recipe in an @graph beside an Article: rating, ratingCount, totalTime PT1H15M = 75 min',
      recipe,
      {
        type: 'recipe',
        name: 'Swedish Cardamom Buns (Kardemummabullar)',
        rating: 4.86,
        reviewCount: 213,
        cookTimeMinutes: 75,
        ingredients: [
          '500 g flour',
          '75 g sugar',
          '2 tsp ground cardamom',
          '150 g butter, softened',
          '250 ml milk',
        ],
        ingredientCount: 5,
        servings: '16 buns',
      },
    ],
    [
      'NewsArticle: headline, author names (not profile URLs), datePublished in UTC, publisher',
      news,
      {
        type: 'article',
        headline: 'Council approves 40 km of protected bike lanes',
        author: 'Ana Ruiz, Tom Becker',
        publishedAt: '2025-03-04T14:30:00.000Z',
        publisher: 'The Daily Example',
      },
    ],
  ])('%s', (_rule, meta, expected) => {
    expect(meta.rich).toEqual(expected);
  });
});

describe('candidate images', () => {
  it.each<[string, PageMetadata, PageMetadata['images']]>([
    [
      'og:image first (secure_url preferred, with its width/height/alt), then JSON-LD, then <img>; ' +
        'svg logos and 1x1 pixels skipped; the largest srcset candidate; duplicates merged',
      shop,
      [
        {
          url: 'https://cdn.northwind-home.example/files/desk-front.jpg?v=17',
          width: 1600,
          height: 1200,
          alt: 'Walnut desk, front view',
        },
        { url: 'https://cdn.northwind-home.example/files/desk-side.jpg' },
        { url: 'https://cdn.northwind-home.example/files/desk-top.jpg', width: 1400, height: 1000 },
        {
          url: 'https://cdn.northwind-home.example/files/desk-drawer_1200.jpg',
          width: 1200,
          height: 900,
          alt: 'Drawer detail',
        },
      ],
    ],
    [
      'twitter:image, then the Recipe images, @id references followed to ImageObjects, ' +
        'data-src of lazy images instead of the data: placeholder',
      recipe,
      [
        { url: 'https://www.saltandhearth.example/wp-content/uploads/buns-twitter.jpg' },
        { url: 'https://www.saltandhearth.example/wp-content/uploads/buns-225x225.jpg' },
        {
          url: 'https://www.saltandhearth.example/wp-content/uploads/buns.jpg',
          width: 1200,
          height: 1800,
          alt: 'Cardamom buns on a tray',
        },
        {
          url: 'https://www.saltandhearth.example/wp-content/uploads/buns-step-1.jpg',
          alt: 'Kneading the dough',
        },
      ],
    ],
    [
      'only <img> tags: pixels (by size and by name), data:, javascript: and svg skipped; ' +
        '2x srcset candidate; data-src over a placeholder src; duplicates merged',
      bare,
      [
        { url: 'https://craft-notes.example/img/carving-1600.jpg', alt: 'Carving the block' },
        {
          url: 'https://craft-notes.example/img/print.jpg',
          width: 600,
          height: 400,
          alt: 'The print',
        },
      ],
    ],
  ])('%s', (_rule, meta, expected) => {
    expect(meta.images).toEqual(expected);
  });
});

describe('edge cases, one rule each', () => {
  const long = 'Very long title '.repeat(20);
  it.each<[string, string, string, Partial<PageMetadata>]>([
    [
      'HTML entities in titles are decoded once (named, numeric, hex)',
      head(
        '<meta property="og:title" content="Tom &amp; Jerry&#39;s &quot;Caf&eacute;&quot; &#x2013; 2">',
      ),
      URL_A,
      { title: 'Tom & Jerry\'s "Café" – 2' },
    ],
    [
      'text is never HTML: tags leaked into og:description are dropped',
      head(
        '<meta property="og:description" content="&lt;p&gt;Hand-made &lt;b&gt;mugs&lt;/b&gt;&lt;/p&gt;">',
      ),
      URL_A,
      { description: 'Hand-made mugs' },
    ],
    [
      'JSON-LD text: entities decoded and tags stripped',
      head(ld('{"@type":"Recipe","name":"Mac &amp; <b>Cheese</b>","description":"<p>Creamy</p>"}')),
      URL_A,
      { title: 'Mac & Cheese', description: 'Creamy' },
    ],
    [
      'titles are clipped to the pin limit of 100, ellipsis included',
      head(`<title>${long}</title>`),
      URL_A,
      { title: `${long.slice(0, 99).trimEnd()}…` },
    ],
    [
      'descriptions are clipped to the pin limit of 500',
      head(`<meta name="description" content="${'word '.repeat(300)}">`),
      URL_A,
      { description: `${'word '.repeat(100).slice(0, 499).trimEnd()}…` },
    ],
    [
      'a relative og:image resolves against <base href>, itself relative to the page',
      head('<base href="/static/v2/"><meta property="og:image" content="img/hero.jpg">'),
      URL_A,
      { images: [{ url: 'https://www.example.com/static/v2/img/hero.jpg' }] },
    ],
    [
      'a non-http(s) canonical is ignored for the link',
      head('<link rel="canonical" href="ftp://example.com/x">'),
      URL_A,
      { link: URL_A },
    ],
    [
      'malformed JSON-LD is ignored; Open Graph product tags still make a product',
      head(
        ld('{"@type": "Product", "name": "Mug", offers: }') +
          '<meta property="og:type" content="product"><meta property="og:title" content="Stoneware Mug">' +
          '<meta property="product:price:amount" content="24.5"><meta property="product:price:currency" content="eur">' +
          '<meta property="product:availability" content="out of stock">',
      ),
      URL_A,
      {
        title: 'Stoneware Mug',
        rich: {
          type: 'product',
          name: 'Stoneware Mug',
          price: '24.50',
          currency: 'EUR',
          availability: 'out_of_stock',
        },
      },
    ],
    [
      'JSON-LD with raw newlines in strings and trailing commas is still read',
      head(ld('{"@type":"Article","headline":"Line\none",\n"author":"Kim Li",}')),
      URL_A,
      { title: 'Line one', rich: { type: 'article', headline: 'Line one', author: 'Kim Li' } },
    ],
    [
      'og:type article alone makes an article from article:* tags',
      head(
        '<meta property="og:type" content="article"><meta property="article:published_time" content="2024-05-01">' +
          '<meta property="article:author" content="https://facebook.com/someone"><meta name="author" content="Lee">',
      ),
      URL_A,
      { rich: { type: 'article', publishedAt: '2024-05-01T00:00:00.000Z' } },
    ],
    [
      'a page URL that is not http(s) gives no domain and no link',
      head('<title>x</title>'),
      'file:///etc/passwd',
      { domain: null, link: null, title: 'x' },
    ],
    [
      'an <svg> <title> is not the page title',
      '<html><body><svg><title>Icon</title></svg></body></html>',
      URL_A,
      { title: '' },
    ],
  ])('%s', (_rule, html, url, expected) => {
    expect(extractPageMetadata(html, url)).toMatchObject(expected);
  });
});

describe('rich metadata variants', () => {
  const rich = (json: string) => extractPageMetadata(head(ld(json)), URL_A).rich;
  it.each<[string, string, PageMetadata['rich']]>([
    [
      'AggregateOffer: lowPrice is the price, lowPrice-highPrice the range',
      '{"@type":"Product","name":"Rug","offers":{"@type":"AggregateOffer","lowPrice":"79.00","highPrice":"249.00","priceCurrency":"GBP","offerCount":4}}',
      {
        type: 'product',
        name: 'Rug',
        price: '79',
        minPrice: '79',
        maxPrice: '249',
        currency: 'GBP',
      },
    ],
    [
      '@type as an array and a full IRI; PreOrder is preorder; a numeric price',
      '{"@type":["https://schema.org/Product","Thing"],"name":"Lamp","offers":{"@type":"Offer","price":59.9,"priceCurrency":"USD","availability":"schema:PreOrder"}}',
      { type: 'product', name: 'Lamp', price: '59.90', currency: 'USD', availability: 'preorder' },
    ],
    [
      'Recipe without totalTime: cookTime + prepTime; reviewCount when no ratingCount',
      '{"@type":"Recipe","name":"Soup","cookTime":"P0DT45M","prepTime":"PT15M","aggregateRating":{"ratingValue":4,"reviewCount":12},"recipeYield":4}',
      {
        type: 'recipe',
        name: 'Soup',
        rating: 4,
        reviewCount: 12,
        cookTimeMinutes: 60,
        ingredients: [],
        ingredientCount: 0,
        servings: '4',
      },
    ],
    [
      'a Recipe nested in a WebPage mainEntity is found',
      '{"@type":"WebPage","mainEntity":{"@type":"Recipe","name":"Pie","totalTime":"PT90M"}}',
      { type: 'recipe', name: 'Pie', cookTimeMinutes: 90, ingredients: [], ingredientCount: 0 },
    ],
    [
      'BlogPosting counts as an article; author and publisher given as plain text',
      '{"@type":"BlogPosting","headline":"Notes","author":"Sam","publisher":"Sam\'s Blog","datePublished":"not a date"}',
      { type: 'article', headline: 'Notes', author: 'Sam', publisher: "Sam's Blog" },
    ],
    ['no Product, Recipe or Article: no rich data', '{"@type":"WebSite","name":"Home"}', null],
  ])('%s', (_rule, json, expected) => {
    expect(rich(json)).toEqual(expected);
  });
});
