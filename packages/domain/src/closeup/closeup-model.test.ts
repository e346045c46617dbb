import { describe, expect, it } from 'vitest';
import { pin as cardPin, variants } from '../pin-card/test-fixtures';
import {
  availabilityText,
  closeupAction,
  closeupDetails,
  closeupMedia,
  commerceDataOf,
  decideCloseup,
  embedSnippet,
  nextStoryPage,
  type CloseupPinInput,
} from './closeup-model';
import { publishedLabel, servingsLabel, storyPageLabel } from '../copy';

const OWN_HOST = 'corkboard.example';

function pin(overrides: Partial<CloseupPinInput> = {}): CloseupPinInput {
  return { ...cardPin(), ...overrides } as CloseupPinInput;
}

const product = (offer: Record<string, string>, extra: Partial<CloseupPinInput> = {}) =>
  pin({
    rich_metadata: {
      type_name: 'product',
      site_name: 'Oak & Ember',
      products: [{ name: 'Walnut board', offer_summary: offer }],
    },
    ...extra,
  });

describe('closeupAction: "Visit site" for every pin with a link; "Shop" for a product on sale now', () => {
  const cases: [string, CloseupPinInput, { kind: string; label: string } | null][] = [
    ['a plain pin with an outside link', pin(), { kind: 'visit', label: 'Visit site' }],
    ['a pin without a link', pin({ link: null }), null],
    ['a javascript: link is not a link', pin({ link: 'javascript:alert(1)' }), null],
    ['a link to this site itself', pin({ link: `https://${OWN_HOST}/pin/5/` }), null],
    ['a product in stock', product({ price: '$40.00' }), { kind: 'shop', label: 'Shop' }],
    [
      'a sold-out product',
      product({ price: '$40.00', availability: 'out_of_stock' }),
      { kind: 'visit', label: 'Visit site' },
    ],
    [
      'a stale product',
      product({ price: '$40.00' }, { is_stale_product: true }),
      { kind: 'visit', label: 'Visit site' },
    ],
    [
      'a linkless ad keeps people here: no button leaves (req 000-7.19)',
      pin({ is_promoted: true, is_go_linkless: true } as Partial<CloseupPinInput>),
      null,
    ],
    [
      'an ad with its link is visited',
      pin({ is_promoted: true, is_go_linkless: false } as Partial<CloseupPinInput>),
      { kind: 'visit', label: 'Visit site' },
    ],
    [
      'an out-of-stock product by its flag',
      product({ price: '$40.00' }, { is_oos_product: true }),
      { kind: 'visit', label: 'Visit site' },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const action = closeupAction(input, OWN_HOST);
    expect(action && { kind: action.kind, label: action.label }).toEqual(expected);
    if (action) expect(action.href).toBe(input.link);
  });
});

describe('closeupDetails: what the card showed, in full', () => {
  it('a product: price with the original struck through, merchant, availability', () => {
    const details = closeupDetails(
      product({ price: '$30.00', standard_price: '$40.00', availability: 'in_stock' }),
    );
    expect(details).toEqual({
      type: 'product',
      product: {
        name: 'Walnut board',
        price: { text: '$30.00', original: '$40.00', soldOut: false },
        merchant: 'Oak & Ember',
        availability: 'In stock',
      },
    });
  });

  it('a recipe: rating, cook time, servings and ingredients', () => {
    const details = closeupDetails(
      pin({
        rich_metadata: {
          type_name: 'recipe',
          recipe: {
            cook_time_minutes: 95,
            ingredients: [' flour ', '', 'salt'],
            servings: '4',
          },
          aggregate_rating: { rating_value: 4.5, best_rating: 5, review_count: 12 },
        },
      }),
    );
    expect(details?.type).toBe('recipe');
    if (details?.type !== 'recipe') return;
    expect(details.recipe.cookTime).toBe('1h 30m');
    expect(details.recipe.servings).toBe('Serves 4');
    expect(details.recipe.ingredients).toEqual(['flour', 'salt']);
    expect(details.recipe.rating?.stars).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('an article: publisher, author and date', () => {
    expect(
      closeupDetails(
        pin({
          rich_metadata: {
            type_name: 'article',
            site_name: 'Garden Notes',
            article: { author: 'Ana Lima', published_at: '2024-09-24T10:00:00Z' },
          },
        }),
      ),
    ).toEqual({
      type: 'article',
      article: {
        publisher: 'Garden Notes',
        byline: 'By Ana Lima',
        published: 'September 24, 2024',
      },
    });
  });

  it('a plain pin has none', () => {
    expect(closeupDetails(pin())).toBeNull();
  });
});

describe('the texts of the details', () => {
  it.each([
    ['in_stock', 'In stock'],
    ['OUT_OF_STOCK', 'Out of stock'],
    ['preorder', 'Available for preorder'],
    ['discontinued', null],
    [undefined, null],
  ])('availability %s reads %s', (value, expected) => {
    expect(availabilityText(value)).toBe(expected);
  });

  it.each([
    ['4', 'Serves 4'],
    ['12 muffins', '12 muffins'],
  ])('servings %s read %s', (value, expected) => {
    expect(servingsLabel(value)).toBe(expected);
  });

  it('a date that is not one is left out', () => {
    expect(publishedLabel('not a date')).toBeNull();
  });
});

describe('an idea pin plays its pages', () => {
  const story = (pages: { images: ReturnType<typeof variants>; text?: string }[]) =>
    pin({
      story_pin_data: {
        id: 's1',
        pin_title: 'Alta Via',
        page_count: pages.length,
        is_deleted: false,
        pages: pages.map((page) => ({
          images: page.images,
          blocks: page.text === undefined ? [] : [{ type: 'text', text: page.text }],
        })),
      },
    });

  it('every page with a picture, its words with it', () => {
    const media = closeupMedia(
      story([
        { images: variants(540, 960, 'p1'), text: 'Day one' },
        { images: {} },
        { images: variants(540, 960, 'p3') },
      ]),
      { isBot: false },
    );
    expect(media.type).toBe('story');
    if (media.type !== 'story') return;
    expect(media.pages.map((page) => [page.image.url, page.text])).toEqual([
      ['/i/736x/p1.jpg', 'Day one'],
      ['/i/736x/p3.jpg', ''],
    ]);
  });

  it('an idea pin whose pages have no pictures shows its cover as its one page', () => {
    const media = closeupMedia(story([{ images: {} }]), { isBot: false });
    expect(media.type === 'story' && media.pages.length).toBe(1);
  });

  it.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, null],
    [0, 1, null],
  ])('after page %i of %i comes %s (playback stops at the last)', (index, count, next) => {
    expect(nextStoryPage(index, count)).toBe(next);
  });

  it('the dots name the page: "Page 2 of 5"', () => {
    expect(storyPageLabel(2, 5)).toBe('Page 2 of 5');
  });

  it("the box takes the first page's shape", () => {
    expect(decideCloseup(story([{ images: variants(540, 960) }]), false).aspect).toBeCloseTo(
      960 / 540,
      2,
    );
  });
});

describe('embedSnippet: plain HTML that links back, with text escaped', () => {
  it('escapes what it quotes', () => {
    expect(
      embedSnippet({
        pageUrl: 'https://c.example/pin/1/',
        imageUrl: 'https://c.example/i/736x/a.jpg',
        width: 736,
        height: 1104.4,
        alt: 'A "quoted" <title> & more',
      }),
    ).toBe(
      '<a href="https://c.example/pin/1/" target="_blank" rel="noopener">' +
        '<img src="https://c.example/i/736x/a.jpg" width="736" height="1104"' +
        ' alt="A &#34;quoted&#34; &#60;title&#62; &#38; more" style="max-width:100%;height:auto;border-radius:16px"></a>',
    );
  });
});

describe('commerceDataOf: the right-click clickthrough\'s "commerce data" (spec 000 §7)', () => {
  it.each<[string, CloseupPinInput, ReturnType<typeof commerceDataOf>]>([
    ['a plain pin sells nothing', pin(), undefined],
    ['a product with a price', product({ price: '$40.00' }), { price: '$40.00' }],
    [
      'its currency comes along',
      product({ price: '40.00', currency: 'EUR' }),
      { price: '40.00', currency: 'EUR' },
    ],
    [
      'a range gives its lowest price',
      product({ min_price: '$10', max_price: '$20' }),
      { price: '$10' },
    ],
    ['a product without a price has none', product({}), undefined],
  ])('%s', (_rule, input, expected) => expect(commerceDataOf(input)).toEqual(expected));
});
