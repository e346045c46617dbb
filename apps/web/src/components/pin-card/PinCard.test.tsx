// The pin card renders its model and nothing else: server-rendered markup for a table of
// models (no DOM in these tests; browser behaviour is covered by the e2e suite).
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decidePinCard,
  type CardContext,
  type CardImage,
  type CardMedia,
  type CardPinInput,
  type PinCardModel,
} from '@corkboard/domain';
import { preloadAllCardParts } from './card-parts';
import { PinCard } from './PinCard';

// As on the server: the lazily loaded card media render complete (card-parts.ts).
beforeAll(() => preloadAllCardParts());

function image(name: string, overrides: Partial<CardImage> = {}): CardImage {
  return {
    url: `/i/736x/${name}.jpg`,
    width: 736,
    height: 1104,
    srcSet: `/i/236x/${name}.jpg 236w, /i/474x/${name}.jpg 474w, /i/736x/${name}.jpg 736w, /i/originals/${name}.jpg 1000w`,
    alt: `Alt of ${name}`,
    dominantColor: '#a0b0c0',
    ...overrides,
  };
}

function model(overrides: Partial<PinCardModel> = {}): PinCardModel {
  return {
    id: '101',
    href: '/pin/linen-dress--101/',
    kind: 'image',
    media: { type: 'image', image: image('dress') },
    mediaAspect: 1.5,
    footer: null,
    belowMediaHeight: 0,
    attribution: { type: 'none' },
    sponsorshipLabel: null,
    sponsoredProductsLabel: null,
    aiDisclosure: null,
    rating: null,
    reactions: null,
    badges: [],
    shoppingIndicator: false,
    feedbackType: 'default',
    reasonLine: null,
    why: {
      recommendation_reason: { reason: 'fresh', reason_id: null, board: null },
      pinner: { full_name: 'Ada', username: 'ada' },
      board: { name: 'Dresses' },
    },
    feedback: { hide: 'p2p', report: true },
    overlay: {
      hover: true,
      hoverText: null,
      domain: 'example.com',
      savedBoardName: null,
      saveButton: 'save',
    },
    moreMenu: 'contextMenu',
    tagChips: [],
    savedInfo: null,
    debug: null,
    ...overrides,
  };
}

function render(m: PinCardModel, eager = false, path = '/'): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath={path} ssrSearch="">
        <PinCard model={m} eager={eager} />
      </Router>
    </QueryClientProvider>,
  );
}

const slots = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    title: `Slot ${i + 1}`,
    details: '',
    link: null,
    image: image(`slot${i}`),
  }));

const carousel = (startIndex: number, count = 3): CardMedia => ({
  type: 'carousel',
  slots: slots(count),
  startIndex,
  itemsPerPage: 1,
});

describe('PinCard: the card root and link', () => {
  it('keeps data-testid="pin-card", the pin id and the link to the closeup', () => {
    const html = render(model());
    expect(html).toContain('data-testid="pin-card"');
    expect(html).toContain('data-pin-id="101"');
    expect(html).toMatch(/<a [^>]*href="\/pin\/linen-dress--101\/"[^>]*class="pc-link"/);
  });

  it('the media box is mediaAspect tall; nothing under it without a height', () => {
    const html = render(model({ mediaAspect: 1.25 }));
    expect(html).toContain('padding-bottom:125%');
    expect(html).not.toContain('class="pc-below"');
  });

  it('an image: width and height, srcSet with sizes, alt, dominant colour, lazy unless eager', () => {
    const html = render(model());
    expect(html).toMatch(/<img[^>]*src="\/i\/736x\/dress.jpg"/);
    expect(html).toContain('width="736" height="1104"');
    expect(html).toContain('srcSet="/i/236x/dress.jpg 236w, /i/474x/dress.jpg 474w');
    expect(html).toContain('sizes="(max-width: 519px) 50vw, 236px"');
    expect(html).toContain('alt="Alt of dress"');
    expect(html).toContain('--pc-bg:#a0b0c0');
    expect(html).toContain('loading="lazy"');
    expect(render(model(), true)).toContain('loading="eager"');
  });

  it('a link without alt text gets the footer title, else "Pin", as its name', () => {
    const noAlt = { type: 'image', image: image('x', { alt: '' }) } as const;
    expect(render(model({ media: noAlt }))).toContain('aria-label="Pin"');
    expect(render(model())).not.toMatch(/class="pc-link"[^>]*aria-label|aria-label="Pin"/);
  });

  it('a pin without a usable image shows its colour, never an empty src', () => {
    const none = image('none', { url: '', srcSet: '', width: 236, height: 236 });
    const html = render(model({ media: { type: 'image', image: none } }));
    expect(html).not.toContain('src=""');
    expect(html).toContain('role="img"');
  });

  it('a bot model carries no orig URL: the card adds none of its own', () => {
    const bot = image('bot', {
      srcSet: '/i/236x/bot.jpg 236w, /i/474x/bot.jpg 474w, /i/736x/bot.jpg 736w',
    });
    const html = render(model({ media: { type: 'image', image: bot } }));
    expect(html).not.toContain('originals');
    expect(html).not.toContain('/orig');
  });
});

describe('PinCard: media kinds', () => {
  it.each<[string, PinCardModel, (RegExp | string)[], (RegExp | string)[]]>([
    [
      'gif: the poster and a GIF label, the animation only on hover',
      model({ kind: 'gif', media: { type: 'gif', image: image('poster'), src: '/g/a.gif' } }),
      ['src="/i/736x/poster.jpg"', '>GIF<'],
      ['/g/a.gif'],
    ],
    [
      'video: a muted inline looping <video> over its poster image, and a play button',
      model({
        kind: 'video',
        media: {
          type: 'video',
          poster: image('poster'),
          src: '/v/a.mp4',
          durationMs: 75_000,
          promoted: false,
        },
      }),
      [
        /<img[^>]*src="\/i\/736x\/poster.jpg"[^>]*><video[^>]*src="\/v\/a.mp4"/,
        /<video[^>]*playsInline=""/i,
        /<video[^>]*loop=""/,
        /<video[^>]*preload="none"/,
        'aria-label="Play video"',
        '>1:15<',
      ],
      // No `poster` attribute: the browser would fetch it at once, however far down the card is.
      ['autoplay', 'aria-label="Pause video"', 'poster='],
    ],
    [
      'video without a source: the poster only',
      model({
        media: { type: 'video', poster: image('p'), src: null, durationMs: 0, promoted: true },
      }),
      ['src="/i/736x/p.jpg"'],
      ['<video', 'Play video'],
    ],
    [
      'collection: the hero and 3 items',
      model({
        media: {
          type: 'collection',
          hero: image('hero'),
          items: [
            { image: image('i1'), link: 'https://shop.example/i1' },
            { image: image('i2'), link: null },
            { image: image('i3'), link: null },
          ],
        },
      }),
      [
        'class="pc-img pc-hero"',
        'i1.jpg',
        'i2.jpg',
        'i3.jpg',
        // The items are a third of the card wide: their srcSet picks the 236x size.
        'sizes="(max-width: 519px) 17vw, 79px"',
      ],
      [],
    ],
    [
      'story: the cover and its page count',
      model({ media: { type: 'story', cover: image('cover'), pageCount: 7 } }),
      ['cover.jpg', '7 pages'],
      [],
    ],
    [
      'deleted story: the placeholder texts, no image',
      model({
        media: {
          type: 'storyUnavailable',
          title: 'Unavailable',
          body: 'Removed by the creator',
          width: 236,
          height: 420,
          dominantColor: '#333333',
        },
      }),
      ['data-testid="pin-card-unavailable"', 'Unavailable', 'Removed by the creator'],
      ['<img'],
    ],
  ])('%s', (_name, m, present, absent) => {
    const html = render(m);
    for (const text of present) {
      if (typeof text === 'string') expect(html).toContain(text);
      else expect(html).toMatch(text);
    }
    for (const text of absent) {
      if (typeof text === 'string') expect(html).not.toContain(text);
      else expect(html).not.toMatch(text);
    }
  });

  it.each([
    [0, true, false],
    [1, false, false],
    [2, false, true],
  ])('carousel at slide %i: left disabled %s, right disabled %s', (start, left, right) => {
    const html = render(model({ media: carousel(start) }));
    const prev = /<button[^>]*data-testid="pin-card-carousel-prev"[^>]*>/.exec(html)?.[0] ?? '';
    const next = /<button[^>]*data-testid="pin-card-carousel-next"[^>]*>/.exec(html)?.[0] ?? '';
    expect(prev).toContain('aria-label="Previous"');
    expect(next).toContain('aria-label="Next"');
    expect(prev.includes('disabled=""')).toBe(left);
    expect(next.includes('disabled=""')).toBe(right);
    expect(html).toContain(`data-index="${start}"`);
    expect(html).toContain(`translateX(${-start * 100}%)`);
    expect(html).toContain(`>Slot ${start + 1}<`);
    expect(html).toContain(`${start + 1} of 3`);
    expect(html.match(/class="pc-dot"/g)).toHaveLength(3);
    expect(html.match(/data-current=""/g)).toHaveLength(1);
  });

  it('carousel slides other than the current one are hidden from assistive technology', () => {
    const html = render(model({ media: carousel(1) }));
    expect(html.match(/class="pc-slide" aria-hidden="true"/g)).toHaveLength(2);
  });
});

describe('PinCard: overlay and controls', () => {
  it('server HTML is the resting state: hover actions hidden, no wash, arrows hidden', () => {
    const html = render(model());
    expect(html).toContain('data-hover-actions="hidden"');
    expect(html).toContain('data-arrows="hidden"');
    expect(html).toContain('--pc-wash:0');
    expect(html).not.toContain('data-hover=');
  });

  it('the reason line rides with the hover content', () => {
    const html = render(model({ reasonLine: 'Inspired by your board Summer' }));
    expect(html).toContain('<p class="pc-reason pc-h">Inspired by your board Summer</p>');
  });

  it('signed in: a Save button, the short domain and a more button that opens a menu', () => {
    const html = render(model());
    expect(html).toMatch(/<button[^>]*class="pc-pill pc-save pc-h"[^>]*>Save<\/button>/);
    expect(html).toContain('>example.com<');
    expect(html).toMatch(/<button[^>]*aria-label="More options"[^>]*aria-haspopup="menu"/);
    expect(html).toContain('aria-expanded="false"');
    // Closed until clicked: no menu or popover in the server HTML.
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('role="dialog"');
  });

  it('signed out: the "Open" text, Save leads to sign-up, more opens the sign-in upsell', () => {
    const html = render(
      model({
        overlay: {
          hover: true,
          hoverText: 'Open',
          domain: null,
          savedBoardName: null,
          saveButton: 'signupUpsell',
        },
        moreMenu: 'signInUpsell',
      }),
    );
    expect(html).toContain('>Open<');
    expect(html).toMatch(/<a data-testid="pin-card-save" href="\/signup\/"[^>]*>Save<\/a>/);
    expect(html).toMatch(/aria-label="More options"[^>]*aria-haspopup="dialog"/);
    const elsewhere = render(
      model({ overlay: { ...model().overlay, saveButton: 'signupUpsell' } }),
      false,
      '/ada/',
    );
    expect(elsewhere).toContain('href="/signup/?next=%2Fada%2F"');
  });

  it('saved: the "Saved" state with the board name in the (hidden until hover) saved overlay', () => {
    const html = render(
      model({
        overlay: {
          hover: true,
          hoverText: null,
          domain: null,
          savedBoardName: 'Summer',
          saveButton: 'saved',
        },
      }),
    );
    expect(html).toContain('data-testid="pin-card-saved"');
    expect(html).toContain('>Saved<');
    expect(html).toContain('>Summer<');
    expect(html).toContain('data-saved-overlay="hidden"');
    expect(html).toContain('data-testid="pin-card-saved-board"');
    expect(html).not.toContain('data-testid="pin-card-save"');
    // Not saved: no saved overlay at all (partVisibility 'none').
    expect(render(model())).toContain('data-saved-overlay="none"');
    expect(render(model())).not.toContain('pin-card-saved-board');
  });

  it('hover off (touch, signed out) is marked so the more button stays visible', () => {
    const off = model({ overlay: { ...model().overlay, hover: false } });
    expect(render(off)).toContain('data-no-hover=""');
    expect(render(model())).not.toContain('data-no-hover');
  });

  it('badges, the shopping bag and the debug panel', () => {
    const html = render(
      model({
        badges: ['outOfStock', 'stale'],
        shoppingIndicator: true,
        debug: [
          { label: 'id', value: '101' },
          { label: 'kind', value: 'image' },
        ],
      }),
    );
    expect(html).toContain('>Out of stock<');
    expect(html).toContain('>Price may have changed<');
    expect(html).toMatch(/data-testid="pin-card-shopping"|aria-label="Shoppable Pin"/);
    expect(html).toContain('<svg');
    expect(html).toContain('data-testid="pin-card-debug"');
    expect(html).toMatch(/<dt>kind<\/dt><dd>image<\/dd>/);
    const plain = render(model());
    expect(plain).not.toContain('pin-card-debug');
    expect(plain).not.toContain('pin-card-shopping');
    expect(plain).not.toContain('pc-badges');
  });
});

describe('PinCard: under the media', () => {
  const footer = {
    title: 'Linen summer dress',
    titleLines: 3 as const,
    description: null,
    domain: 'example.com',
    price: { text: '$48.00', original: '$60.00', soldOut: false },
    merchant: 'Example Shop',
    height: 95,
  };

  it('the box is exactly belowMediaHeight; the footer at its own fixed height', () => {
    const html = render(model({ footer, belowMediaHeight: 135 }));
    expect(html).toMatch(/class="pc-below" style="height:135px"/);
    expect(html).toMatch(/class="pc-footer" style="height:95px"/);
    expect(html).toContain('-webkit-line-clamp:3');
    expect(html).toContain('>Linen summer dress<');
    expect(html).toContain('<span>$48.00</span><s>$60.00</s>');
    expect(html).toContain('>Example Shop<');
  });

  it('sold out: "Sold out", no struck price', () => {
    const html = render(
      model({
        footer: { ...footer, price: { text: 'Sold out', original: null, soldOut: true } },
        belowMediaHeight: 95,
      }),
    );
    expect(html).toContain('data-sold-out=""');
    expect(html).toContain('<span>Sold out</span>');
    expect(html).not.toContain('<s>');
  });

  it.each<[string, ('full' | 'half' | 'empty')[], number, number, number]>([
    ['3.5 of 5', ['full', 'full', 'full', 'half', 'empty'], 3, 1, 1],
    ['5 of 5', ['full', 'full', 'full', 'full', 'full'], 5, 0, 0],
    ['0.2 of 5', ['empty', 'empty', 'empty', 'empty', 'empty'], 0, 0, 5],
  ])('rating %s: five stars, full/half/empty as decided', (_name, stars, full, half, empty) => {
    const html = render(
      model({
        rating: { value: 3.5, max: 5, stars, reviewCount: 12, cookTime: '1h 30m', starSize: 15 },
        belowMediaHeight: 24,
      }),
    );
    expect(html.match(/data-star="full"/g)?.length ?? 0).toBe(full);
    expect(html.match(/data-star="half"/g)?.length ?? 0).toBe(half);
    expect(html.match(/data-star="empty"/g)?.length ?? 0).toBe(empty);
    expect(html).toContain('aria-label="Rated 3.5 out of 5"');
    expect(html).toContain('aria-label="12 reviews"');
    expect(html).toContain('>1h 30m<');
  });

  it('the sponsorship label under the attribution; partnership, sponsored-products and AI lines', () => {
    const user = { name: 'Acme', avatarUrl: null, href: '/acme/', verified: true };
    const html = render(
      model({
        attribution: { type: 'default', user },
        sponsorshipLabel: 'Promoted by Acme',
        partnershipLabel: 'Paid partnership with Bea',
        sponsoredProductsLabel: 'Includes sponsored products',
        aiDisclosure: 'This ad was made with AI',
        belowMediaHeight: 100,
        belowMediaParts: { footer: 0, rating: 0, reactions: 0, attribution: 40, disclosures: 60 },
      }),
    );
    expect(html).toMatch(/pc-attr-block" style="height:40px".*>Promoted by Acme</);
    expect(html).toMatch(
      /pc-disclosures" style="height:60px"><div class="pc-row pc-label">Paid partnership with Bea</,
    );
    expect(html).toContain('>Includes sponsored products<');
    expect(html).toContain('>This ad was made with AI<');
  });

  it('signed out, a product carries its price and merchant in the attribution block', () => {
    const user = { name: 'Shop', avatarUrl: null, href: '/shop/', verified: false };
    const html = render(
      model({
        attribution: { type: 'default', user },
        productAttribution: {
          price: { text: '$20.00', original: '$25.00', soldOut: false },
          merchant: 'Example Shop',
        },
        belowMediaHeight: 90,
        belowMediaParts: { footer: 0, rating: 0, reactions: 0, attribution: 90, disclosures: 0 },
      }),
    );
    expect(html).toMatch(/pc-attr-block" style="height:90px"/);
    expect(html).toContain('<span>$20.00</span><s>$25.00</s>');
    expect(html).toContain('>Example Shop<');
  });

  it('attribution: avatar and name linking to the profile; a board line', () => {
    const user = { name: 'Alice', avatarUrl: '/a.jpg', href: '/alice/', verified: false };
    const html = render(model({ attribution: { type: 'default', user }, belowMediaHeight: 40 }));
    expect(html).toMatch(/<a[^>]*href="\/alice\/"/);
    expect(html).toContain('src="/a.jpg"');
    expect(html).toContain('>Alice<');
    const board = render(
      model({
        attribution: { type: 'board', boardName: 'Summer', boardHref: '/alice/summer/', user },
        belowMediaHeight: 40,
      }),
    );
    expect(board).toMatch(/href="\/alice\/summer\/"[^>]*>Summer</);
  });

  it('reactions: the count; hidden when not visible', () => {
    const reactions = { visible: true, controls: false, total: 1234, top: ['like'] };
    expect(render(model({ reactions, belowMediaHeight: 18 }))).toContain('1,234 reactions');
    const hidden = render(
      model({ reactions: { ...reactions, visible: false }, belowMediaHeight: 18 }),
    );
    expect(hidden).not.toContain('reactions<');
  });

  it('tag chips link to their pages', () => {
    const html = render(
      model({
        tagChips: [
          { name: 'Linen', href: '/search/pins/?q=linen' },
          { name: 'Summer', href: '/search/pins/?q=summer' },
        ],
      }),
    );
    expect(html).toMatch(/<a[^>]*href="\/search\/pins\/\?q=linen"[^>]*>Linen<\/a>/);
    expect(html).toContain('>Summer</a>');
  });
});

describe('PinCard: reading decidePinCard', () => {
  const variants = (name: string) => ({
    '236x': { url: `/i/236x/${name}.jpg`, width: 236, height: 354 },
    '474x': { url: `/i/474x/${name}.jpg`, width: 474, height: 711 },
    '736x': { url: `/i/736x/${name}.jpg`, width: 736, height: 1104 },
    orig: { url: `/i/orig/${name}.jpg`, width: 1000, height: 1500 },
  });
  const alice = { id: '5', username: 'alice', full_name: 'Alice', image_medium_url: '/a.jpg' };
  const pin: CardPinInput = {
    id: '101',
    title: 'Linen summer dress',
    description: 'A loose linen dress.',
    link: 'https://www.example-shop.com/dress',
    domain: 'example-shop.com',
    dominant_color: '#a0b0c0',
    images: variants('dress'),
    alt_text: null,
    is_promoted: false,
    is_video: false,
    board: { id: 'b1', name: 'Summer', url: '/alice/summer/', privacy: 'public' },
    pinner: alice,
    native_creator: null,
    promoter: null,
    sponsorship: null,
    rich_summary: null,
    rich_metadata: null,
    shopping_flags: [],
    carousel_data: null,
    story_pin_data: null,
    collection_pin: null,
    videos: null,
    embed: null,
    reaction_counts: {},
    aggregated_pin_data: null,
    saved_info: null,
  };
  const ctx = (viewer: Partial<CardContext['viewer']> = {}): CardContext => ({
    viewer: {
      signedIn: true,
      id: '9',
      isBot: false,
      isEmployee: false,
      isInternalNetwork: false,
      isTouch: false,
      isMobile: false,
      ...viewer,
    },
    surface: 'AuthHomefeed',
    experiments: {},
  });

  it('a bot gets no orig URL anywhere in the card', () => {
    expect(render(decidePinCard(pin, ctx()))).toContain('/i/orig/dress.jpg');
    const bot = render(decidePinCard(pin, ctx({ signedIn: false, id: null, isBot: true })));
    expect(bot).not.toContain('/i/orig/');
    expect(bot).toContain('/i/736x/dress.jpg 736w');
  });

  it('signed out on touch: no hover; signed out on desktop: the Open text and sign-up Save', () => {
    const touch = render(decidePinCard(pin, ctx({ signedIn: false, id: null, isTouch: true })));
    expect(touch).toContain('data-no-hover=""');
    const desktop = render(decidePinCard(pin, ctx({ signedIn: false, id: null })));
    expect(desktop).not.toContain('data-no-hover');
    expect(desktop).toContain('>Open<');
    expect(desktop).toMatch(/data-testid="pin-card-save" href="\/signup\/"/);
  });

  it('the rendered blocks under the media add up to belowMediaHeight', () => {
    const model = decidePinCard(pin, {
      ...ctx(),
      experiments: { signed_in_footer_hidden: 'control' },
    });
    const html = render(model);
    expect(model.belowMediaHeight).toBeGreaterThan(0);
    expect(html).toContain(`class="pc-below" style="height:${model.belowMediaHeight}px"`);
    const heights = [
      ...html.matchAll(
        /class="pc-(?:footer|attr-block|disclosures|row pc-rating|row pc-reactions)" style="height:(\d+)px"/g,
      ),
    ];
    expect(heights.reduce((sum, m) => sum + Number(m[1]), 0)).toBe(model.belowMediaHeight);
  });
});
