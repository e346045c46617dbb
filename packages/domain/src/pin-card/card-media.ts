// What fills the media box of a card (spec 000 §1, req 000-1.01: "the image, a video, or a
// swipeable carousel of slots"; §5 collage and collection ads, req 000-5.34; §4, req 000-4.23:
// "A deleted story pin shows a placeholder") and its height / width, which the masonry
// multiplies by the column width.

import {
  CARD_PLACEHOLDER_COLOR,
  COLLAGE_ITEMS,
  COLLECTION_ITEMS_ROW_ASPECT,
  STORY_PLACEHOLDER_ASPECT,
} from '../limits';
import { PIN_CARD } from '../copy';
import {
  cardImage,
  imageAltText,
  imageOptionsOf,
  placeholderImage,
  variantsAspect,
} from './card-image';
import type { CardImageOptions } from './card-image';
import type {
  CardCarouselSlot,
  CardCollectionItem,
  CardContext,
  CardImage,
  CardMedia,
  CardPinInput,
} from './card-model';
import { carouselStartIndex } from './carousel';
import { fullTitle, slotDetails, slotTitle } from './card-text';
import { isGifPin, isPromotedAd, isVideoPin } from './pin-facts';

/** Req 000-3.15: "videos: duration and formats 720p, HLS v4, HLS mobile", best first. */
export const VIDEO_FORMATS = ['V_720P', 'V_HLSV4', 'V_HLSV3_MOBILE'] as const;

/** Decided: a carousel needs at least 2 slots to swipe; fewer show as a plain image. */
export const CAROUSEL_MIN_SLOTS = 2;

/** The pin's alt text: "alt_text, then auto_alt_text, then title". */
export function pinAltText(pin: CardPinInput): string {
  return imageAltText(pin.alt_text, pin.auto_alt_text, fullTitle(pin));
}

function pinImage(pin: CardPinInput, options: CardImageOptions): CardImage {
  const alt = pinAltText(pin);
  return (
    cardImage(pin.images, options, alt, pin.dominant_color) ??
    placeholderImage(alt, pin.dominant_color)
  );
}

/** The playable source: 720p, then HLS v4, then HLS mobile; an embed's src as a last resort. */
export function videoSource(pin: Pick<CardPinInput, 'videos' | 'embed'>): string | null {
  for (const format of VIDEO_FORMATS) {
    const url = pin.videos?.video_list[format]?.url;
    if (url) return url;
  }
  return pin.embed?.type === 'video' && pin.embed.src ? pin.embed.src : null;
}

function carouselSlots(pin: CardPinInput, options: CardImageOptions): CardCarouselSlot[] {
  const slots: CardCarouselSlot[] = [];
  for (const slot of pin.carousel_data?.slots ?? []) {
    const title = slotTitle(slot.title);
    const alt = imageAltText(slot.title, pinAltText(pin));
    const image = cardImage(slot.images, options, alt, pin.dominant_color);
    if (!image) continue;
    slots.push({ id: slot.id, title, details: slotDetails(slot.details), link: slot.link, image });
  }
  return slots;
}

/**
 * "Collage and collection ads: need at least 3 items; only the first 3 are shown." Each keeps
 * its own link (an http(s) one, else none): a click on it is the collection-chip click.
 */
function collectionItems(
  pin: CardPinInput,
  options: CardImageOptions,
): CardCollectionItem[] | null {
  const thumbs: CardImageOptions = { ...options, preferredSize: '236x' };
  const items: CardCollectionItem[] = [];
  for (const item of pin.collection_pin?.item_data ?? []) {
    const image = cardImage(item.images, thumbs, pinAltText(pin), pin.dominant_color);
    const link = item.link && /^https?:\/\//i.test(item.link) ? item.link : null;
    if (image) items.push({ image, link });
  }
  return items.length >= COLLAGE_ITEMS ? items.slice(0, COLLAGE_ITEMS) : null;
}

function storyCover(pin: CardPinInput, options: CardImageOptions): CardImage {
  const alt = imageAltText(
    pin.alt_text,
    pin.auto_alt_text,
    pin.story_pin_data?.pin_title,
    fullTitle(pin),
  );
  const firstPage = pin.story_pin_data?.pages?.[0]?.images;
  return (
    cardImage(pin.images, options, alt, pin.dominant_color) ??
    cardImage(firstPage, options, alt, pin.dominant_color) ??
    placeholderImage(alt, pin.dominant_color)
  );
}

/**
 * The media of a card, first match wins: a deleted story pin's placeholder, video, gif,
 * carousel (2+ slots), collection (3+ items), story cover, image.
 */
export function cardMedia(pin: CardPinInput, ctx: CardContext): CardMedia {
  return mediaOf(pin, imageOptionsOf(ctx));
}

/** The same decision for any image options (the closeup's are not a card context's). */
export function mediaOf(pin: CardPinInput, options: CardImageOptions): CardMedia {
  const story = pin.story_pin_data;
  if (story?.is_deleted) {
    const aspect = variantsAspect(pin.images) ?? STORY_PLACEHOLDER_ASPECT;
    return {
      type: 'storyUnavailable',
      title: PIN_CARD.unavailable,
      body: PIN_CARD.removedByCreator,
      width: 236,
      height: Math.round(236 * aspect),
      dominantColor: pin.dominant_color || CARD_PLACEHOLDER_COLOR,
    };
  }
  if (isVideoPin(pin)) {
    return {
      type: 'video',
      poster: pinImage(pin, options),
      src: videoSource(pin),
      durationMs: Math.max(0, pin.videos?.duration ?? 0),
      promoted: isPromotedAd(pin),
    };
  }
  if (isGifPin(pin))
    return { type: 'gif', image: pinImage(pin, options), src: pin.embed?.src || null };
  const slots = carouselSlots(pin, options);
  if (slots.length >= CAROUSEL_MIN_SLOTS) {
    const startIndex = carouselStartIndex(pin.carousel_data?.index ?? 0, slots.length);
    return { type: 'carousel', slots, startIndex, itemsPerPage: 1 };
  }
  const items = collectionItems(pin, options);
  if (items) return { type: 'collection', hero: pinImage(pin, options), items };
  if (story)
    return {
      type: 'story',
      cover: storyCover(pin, options),
      pageCount: Math.max(0, story.page_count),
    };
  return { type: 'image', image: pinImage(pin, options) };
}

function imageAspect(image: CardImage): number {
  return image.height / image.width;
}

/**
 * "mediaAspect = height/width of the displayed media (the 236x variant's ratio for images)".
 * A carousel keeps the box of its start slot; a collection adds its row of 3 squares.
 */
export function mediaAspect(pin: CardPinInput, media: CardMedia): number {
  switch (media.type) {
    case 'image':
    case 'gif':
      return variantsAspect(pin.images) ?? imageAspect(media.image);
    case 'video':
      return variantsAspect(pin.images) ?? imageAspect(media.poster);
    case 'carousel': {
      const slot = media.slots[media.startIndex] ?? media.slots[0];
      const source = pin.carousel_data?.slots.find((s) => s.id === slot?.id)?.images;
      return variantsAspect(source) ?? (slot ? imageAspect(slot.image) : 1);
    }
    case 'collection':
      return (variantsAspect(pin.images) ?? imageAspect(media.hero)) + COLLECTION_ITEMS_ROW_ASPECT;
    case 'story':
      return variantsAspect(pin.images) ?? imageAspect(media.cover);
    case 'storyUnavailable':
      return media.height / media.width;
  }
}
