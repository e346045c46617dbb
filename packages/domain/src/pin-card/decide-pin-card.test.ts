import { describe, expect, it } from 'vitest';
import { WHY_THIS_PIN } from '../copy/discovery';
import { whyThisPin } from '../discovery/why-this-pin';
import { decidePinCard } from './decide-pin-card';
import type { CardPinInput } from './card-model';
import { context, pin, signedOut, user, variants } from './test-fixtures';

const footerShown = { signed_in_footer_hidden: 'control' };

describe('decidePinCard: whole pins', () => {
  it('a signed-out image pin: no footer (req 000-4.13), credited to its source user (000-5.40), Open + signup upsell (000-6.02)', () => {
    const dress = pin({ alt_text: 'A linen dress on a hanger', reaction_counts: { like: 3 } });
    const model = decidePinCard(dress, signedOut({ experiments: footerShown }));
    expect(whyThisPin(model.why)).toBe(WHY_THIS_PIN.fallback);
    expect(model).toEqual({
      id: '101',
      href: '/pin/linen-summer-dress--101/',
      kind: 'image',
      media: {
        type: 'image',
        image: {
          url: '/i/736x/img.jpg',
          width: 736,
          height: 1104,
          srcSet:
            '/i/236x/img.jpg 236w, /i/474x/img.jpg 474w, /i/736x/img.jpg 736w, /i/originals/img.jpg 1000w',
          alt: 'A linen dress on a hanger',
          dominantColor: '#a0b0c0',
        },
      },
      mediaAspect: 1.5,
      footer: null,
      belowMediaHeight: 58,
      belowMediaParts: { footer: 0, rating: 0, reactions: 18, attribution: 40, disclosures: 0 },
      attribution: {
        type: 'sourceUser',
        user: { name: 'Alice', avatarUrl: '/avatars/alice-75.jpg', href: '/alice/' },
      },
      productAttribution: null,
      sponsorshipLabel: null,
      partnershipLabel: null,
      sponsoredProductsLabel: null,
      aiDisclosure: null,
      rating: null,
      reactions: { visible: true, controls: true, total: 3, top: ['like'] },
      badges: [],
      shoppingIndicator: false,
      feedbackType: 'default',
      reasonLine: null,
      why: dress,
      // Signed out: no hide or report (the menu is the sign-in upsell).
      feedback: { hide: null, report: false },
      overlay: {
        hover: true,
        hoverText: 'Open',
        domain: 'example-shop…',
        savedBoardName: null,
        saveButton: 'signupUpsell',
      },
      moreMenu: 'signInUpsell',
      tagChips: [],
      savedInfo: null,
      debug: null,
    });
  });

  it('a signed-in recipe with half stars: rating row, cook time, footer in the control group', () => {
    const recipe = pin({
      title: 'Weeknight  lemon pasta',
      link: 'https://www.cooking.example/lemon-pasta',
      domain: 'cooking.example',
      rich_summary: {
        type_name: 'recipe',
        site_name: 'Cooking',
        recipe: { cook_time_minutes: 95 },
        aggregate_rating: { rating_value: 3.5, best_rating: 5, review_count: 212 },
      },
      saved_info: {
        title: 'Dinner',
        type: 'board',
        url: '/viewer/dinner/',
        board_id: 'b7',
        local_pin_id: 'p7',
      },
      recommendation_reason: { reason: 'recent_activity', reason_id: null, board: null },
    });
    const model = decidePinCard(recipe, context({ experiments: footerShown }));
    expect(model.kind).toBe('recipe');
    expect(model.rating).toEqual({
      value: 3.5,
      max: 5,
      stars: ['full', 'full', 'full', 'half', 'empty'],
      reviewCount: 212,
      cookTime: '1h 30m',
      starSize: 15,
    });
    expect(model.footer).toMatchObject({
      title: 'Weeknight lemon pasta',
      titleLines: 2,
      domain: 'cooking.example',
      price: null,
      height: 75,
    });
    expect(model.overlay).toMatchObject({
      saveButton: 'saved',
      savedBoardName: 'Dinner',
      hoverText: null,
    });
    expect(model.savedInfo).toEqual({ boardName: 'Dinner', url: '/viewer/dinner/' });
    expect(model.feedbackType).toBe('pfy');
    expect(model.reasonLine).toBe('Inspired by your recent activity');
    expect(model.moreMenu).toBe('contextMenu');
    // The menu's words, from what the model carries for it.
    expect(whyThisPin(model.why)).toBe(whyThisPin(recipe));
    // Signed in on the home feed, someone else's pin: hide (p2p) and report are offered.
    expect(model.feedback).toEqual({ hide: 'p2p', report: true });
    // 75 footer + 24 rating row + 40 attribution.
    expect(model.belowMediaHeight).toBe(139);
  });

  it('a promoted product: Promoted by, default attribution, no shopping indicator, no reactions, AI disclosure', () => {
    const northwind = user('northwind', { full_name: 'Northwind', is_verified_merchant: true });
    const ad = pin({
      is_promoted: true,
      promoter: northwind,
      pinner: northwind,
      is_eligible_for_pdp: true,
      shopping_flags: [1, 6],
      digital_media_source_type: 'composite with trained algorithmic media',
      reaction_counts: { like: 40 },
      rich_summary: {
        type_name: 'product',
        products: [
          {
            name: 'Trail jacket',
            brand: { name: 'Northwind' },
            offer_summary: { price: '$129.00', currency: 'USD' },
          },
        ],
      },
    });
    const model = decidePinCard(
      ad,
      context({ surface: 'CardsGallery', experiments: footerShown, attribution: 'imageOnly' }),
    );
    expect(model.kind).toBe('product');
    expect(model.sponsorshipLabel).toBe('Promoted by Northwind');
    expect(model.attribution).toEqual({
      type: 'default',
      user: {
        name: 'Northwind',
        avatarUrl: '/avatars/northwind-75.jpg',
        href: '/northwind/',
        verified: true,
      },
    });
    expect(model.shoppingIndicator).toBe(false);
    expect(model.reactions).toBeNull();
    expect(model.aiDisclosure).toBe('This ad was modified with AI');
    expect(model.feedbackType).toBe('promoted');
    // Image-only grid: no footer; the ad still shows its attribution (40) and one disclosure line (20).
    expect(model.footer).toBeNull();
    expect(model.belowMediaHeight).toBe(60);
  });

  it('a sold-out product: "Sold out", out-of-stock badge, merchant in the signed-in footer', () => {
    const product = pin({
      is_oos_product: true,
      is_eligible_for_pdp: true,
      rich_summary: {
        type_name: 'product',
        products: [
          {
            name: 'Linen dress',
            brand: { name: 'Linen Co' },
            offer_summary: {
              price: '$48.00',
              standard_price: '$60.00',
              availability: 'out_of_stock',
            },
          },
        ],
      },
    });
    const model = decidePinCard(
      product,
      context({ experiments: { ...footerShown, shopping_indicators: 'enabled_homefeed' } }),
    );
    expect(model.footer?.price).toEqual({ text: 'Sold out', original: null, soldOut: true });
    expect(model.footer).toMatchObject({ merchant: 'Linen Co', titleLines: 3 });
    expect(model.badges).toEqual(['outOfStock']);
    expect(model.shoppingIndicator).toBe(true);
  });

  it('a signed-out product: price and merchant ride in the attribution (90 px)', () => {
    const product = pin({
      rich_summary: {
        type_name: 'product',
        products: [
          {
            name: 'Lamp',
            brand: { name: 'Oak & Ember' },
            offer_summary: { min_price: '$20.00', max_price: '$35.00' },
          },
        ],
      },
    });
    const model = decidePinCard(product, signedOut());
    expect(model.productAttribution).toEqual({
      price: { text: '$20.00-$35.00', original: null, soldOut: false },
      merchant: 'Oak & Ember',
    });
    expect(model.belowMediaHeight).toBe(90);
  });

  it('a deleted idea pin: the "Unavailable" placeholder, no reactions', () => {
    const model = decidePinCard(
      pin({
        story_pin_data: { id: 's1', page_count: 4, is_deleted: true },
        images: {},
        reaction_counts: { love: 9 },
      }),
      context(),
    );
    expect(model.kind).toBe('storyPin');
    expect(model.media).toEqual({
      type: 'storyUnavailable',
      title: 'Unavailable',
      body: 'Removed by the creator',
      width: 236,
      height: 420,
      dominantColor: '#a0b0c0',
    });
    expect(model.mediaAspect).toBeCloseTo(420 / 236, 6);
    expect(model.reactions).toBeNull();
  });

  it('a carousel: slots, clamped start index, the start slot’s box', () => {
    const slot = (id: string, h: number) => ({
      id,
      title: `Look ${id}`,
      details: '',
      link: null,
      images: variants(600, h, id),
    });
    const model = decidePinCard(
      pin({
        carousel_data: {
          id: 'c1',
          index: 5,
          slots: [slot('a', 600), slot('b', 750), slot('c', 900)],
        },
      }),
      context(),
    );
    expect(model.media.type).toBe('carousel');
    if (model.media.type !== 'carousel') return;
    expect(model.media.slots.map((s) => s.title)).toEqual(['Look a', 'Look b', 'Look c']);
    expect(model.media.startIndex).toBe(2);
    expect(model.mediaAspect).toBe(1.5);
  });

  it('"Collage and collection ads: need at least 3 items": a collection with 2 items is an image', () => {
    const item = (id: string) => ({ pin_id: null, link: null, images: variants(400, 400, id) });
    const model = decidePinCard(
      pin({
        is_promoted: true,
        promoter: user('northwind'),
        collection_pin: { item_data: [item('1'), item('2')] },
      }),
      context(),
    );
    expect(model.media.type).toBe('image');
    expect(model.mediaAspect).toBe(1.5);
  });

  it('"The original is excluded ... always for bots": a bot gets no orig in the srcSet', () => {
    const ctx = signedOut();
    const model = decidePinCard(pin(), { ...ctx, viewer: { ...ctx.viewer, isBot: true } });
    expect(model.media.type === 'image' && model.media.image.srcSet).toBe(
      '/i/236x/img.jpg 236w, /i/474x/img.jpg 474w, /i/736x/img.jpg 736w',
    );
  });

  it('an employee with a deb_ parameter gets the debug rows', () => {
    const ctx = context({ queryParamNames: ['deb_card'] });
    const model = decidePinCard(pin({ image_signature: 'sig' }), {
      ...ctx,
      viewer: { ...ctx.viewer, isEmployee: true },
    });
    expect(model.debug?.find((row) => row.label === 'Image signature')?.value).toBe('sig');
  });

  it('a sensitive pin: the SEO title in the card and its link', () => {
    const p: Partial<CardPinInput> = {
      title: 'Raw title',
      seo_title: 'Safe title',
      sensitive_reasons: ['raw_text'],
    };
    const model = decidePinCard(pin(p), context({ experiments: footerShown }));
    expect(model.footer?.title).toBe('Safe title');
    expect(model.href).toBe('/pin/safe-title--101/');
  });
});
