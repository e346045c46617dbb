import { describe, expect, it } from 'vitest';
import {
  SHOPPING_FLAGS,
  isGifPin,
  isProductPin,
  isPromotedAd,
  isRecipePin,
  isStoryPin,
  isVideoPin,
  primaryProduct,
} from './pin-facts';
import { pin } from './test-fixtures';

describe('shopping flags', () => {
  it('000 §3, req 000-3.07: "1 available, 2 shop-the-look, 5 product-pin-v2, 6 rich product pin, 10 organic product carousel"', () => {
    expect(SHOPPING_FLAGS).toEqual({
      available: 1,
      shopTheLook: 2,
      productPinV2: 5,
      richProductPin: 6,
      organicProductCarousel: 10,
    });
  });
});

describe('pin facts', () => {
  const videos = { duration: 1000, video_list: {} };
  const embedVideo = { type: 'video' as const, src: '/v.mp4', width: 1, height: 1 };
  it.each([
    [
      '"promoted (an ad that is not downstream)": promoted',
      isPromotedAd,
      pin({ is_promoted: true }),
      true,
    ],
    [
      '"promoted (an ad that is not downstream)": downstream is not an ad',
      isPromotedAd,
      pin({ is_promoted: true, is_downstream_promotion: true }),
      false,
    ],
    ['"video = is_video"', isVideoPin, pin({ is_video: true }), true],
    ['"or embed.type video with videos"', isVideoPin, pin({ embed: embedVideo, videos }), true],
    [
      'an embed.type video without videos is not a video',
      isVideoPin,
      pin({ embed: embedVideo }),
      false,
    ],
    ['"gif = embed.type gif"', isGifPin, pin({ embed: { ...embedVideo, type: 'gif' } }), true],
    [
      '"product = type_name product"',
      isProductPin,
      pin({ rich_summary: { type_name: 'Product' } }),
      true,
    ],
    [
      '"or shopping flags product" (5, product-pin-v2)',
      isProductPin,
      pin({ shopping_flags: [5] }),
      true,
    ],
    [
      '"or shopping flags product" (6, rich product pin)',
      isProductPin,
      pin({ shopping_flags: [6] }),
      true,
    ],
    [
      'flag 1 "available" alone is not a product',
      isProductPin,
      pin({ shopping_flags: [1] }),
      false,
    ],
    [
      'flag 10 "organic product carousel" alone is not a product',
      isProductPin,
      pin({ shopping_flags: [10] }),
      false,
    ],
    [
      '"recipe = type_name recipe"',
      isRecipePin,
      pin({ rich_metadata: { type_name: 'recipe' } }),
      true,
    ],
    [
      '"storyPin = story_pin_data present"',
      isStoryPin,
      pin({ story_pin_data: { id: 's', page_count: 3, is_deleted: false } }),
      true,
    ],
  ] as const)('%s', (_sentence, fact, input, expected) => {
    expect((fact as (p: typeof input) => boolean)(input)).toBe(expected);
  });

  it('the primary product is the summary’s first, then the metadata’s', () => {
    const a = { name: 'A' };
    const b = { name: 'B' };
    expect(
      primaryProduct(pin({ rich_summary: { products: [a] }, rich_metadata: { products: [b] } })),
    ).toBe(a);
    expect(primaryProduct(pin({ rich_metadata: { products: [b] } }))).toBe(b);
    expect(primaryProduct(pin())).toBeNull();
  });
});
