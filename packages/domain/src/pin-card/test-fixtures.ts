// Builders for the pin card tests: a plain organic image pin and a signed-in desktop context,
// each overridable field by field. Not exported from the package.

import type { CardContext, CardImageVariants, CardPinInput, CardUserInput } from './card-model';

export function variants(width: number, height: number, name = 'img'): CardImageVariants {
  const at = (w: number) => ({
    url: `/i/${w}x/${name}.jpg`,
    width: Math.min(w, width),
    height: Math.round((height * Math.min(w, width)) / width),
  });
  return {
    '236x': at(236),
    '474x': at(474),
    '736x': at(736),
    orig: { url: `/i/originals/${name}.jpg`, width, height },
  };
}

export function user(username: string, overrides: Partial<CardUserInput> = {}): CardUserInput {
  return {
    id: `u-${username}`,
    username,
    full_name: username.charAt(0).toUpperCase() + username.slice(1),
    image_small_url: `/avatars/${username}-30.jpg`,
    image_medium_url: `/avatars/${username}-75.jpg`,
    ...overrides,
  };
}

export function pin(overrides: Partial<CardPinInput> = {}): CardPinInput {
  return {
    id: '101',
    title: 'Linen summer dress',
    description: 'A loose linen dress for hot days.',
    link: 'https://www.example-shop.com/dress',
    domain: 'example-shop.com',
    dominant_color: '#a0b0c0',
    images: variants(1000, 1500),
    alt_text: null,
    is_promoted: false,
    is_video: false,
    board: { id: 'b1', name: 'Summer', url: '/alice/summer/', privacy: 'public' },
    pinner: user('alice'),
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
    ...overrides,
  };
}

export function context(overrides: Partial<CardContext> = {}): CardContext {
  return {
    viewer: {
      signedIn: true,
      id: 'u-viewer',
      isBot: false,
      isEmployee: false,
      isInternalNetwork: false,
      isTouch: false,
      isMobile: false,
    },
    surface: 'AuthHomefeed',
    experiments: {},
    ...overrides,
  };
}

export function signedOut(overrides: Partial<CardContext> = {}): CardContext {
  const base = context(overrides);
  return {
    ...base,
    viewer: { ...base.viewer, signedIn: false, id: null, ...overrides.viewer },
    surface: overrides.surface ?? 'UnauthHomefeed',
  };
}
