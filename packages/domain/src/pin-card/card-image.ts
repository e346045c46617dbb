// Spec 000 §5 "Images", req 000-5.41: "Image size preference: 736x, then 474x or 236x when asked.
// The original is excluded on request, and always for bots and social bots." Plus the srcSet the
// browser chooses from, the alt text and the dominant-colour placeholder.

import { pickImage, type ImageSizeName } from '../images';
import { CARD_PLACEHOLDER_COLOR } from '../limits';
import { collapseWhitespace } from '../text';
import type { CardContext, CardImage, CardImageVariant, CardImageVariants } from './card-model';

export interface CardImageOptions {
  preferredSize?: '474x' | '236x';
  excludeOrig?: boolean;
  isBot: boolean;
}

/** The image options of a card context. */
export function imageOptionsOf(ctx: CardContext): CardImageOptions {
  return {
    preferredSize: ctx.preferredSize,
    excludeOrig: ctx.excludeOrig,
    isBot: ctx.viewer.isBot,
  };
}

/** The grid widths a srcSet offers; the original joins them unless left out. */
const SRCSET_SIZES: readonly ImageSizeName[] = ['236x', '474x', '736x'];

export function isUsableVariant(
  image: CardImageVariant | null | undefined,
): image is CardImageVariant {
  return !!image && !!image.url && image.width > 0 && image.height > 0;
}

function usableVariants(
  images: CardImageVariants | null | undefined,
): Partial<Record<ImageSizeName, CardImageVariant>> {
  const out: Partial<Record<ImageSizeName, CardImageVariant>> = {};
  for (const [size, image] of Object.entries(images ?? {})) {
    if (isUsableVariant(image)) out[size as ImageSizeName] = image;
  }
  return out;
}

/** Whether the original may be loaded: "excluded on request, and always for bots". */
export function origAllowed(options: CardImageOptions): boolean {
  return !options.excludeOrig && !options.isBot;
}

/**
 * `url 236w, url 474w, url 736w[, url {orig width}w]`: each width once (small originals make
 * several sizes the same width; the smaller size name wins), never the original for bots.
 */
export function imageSrcSet(
  images: CardImageVariants | null | undefined,
  options: CardImageOptions,
): string {
  const usable = usableVariants(images);
  const sizes: ImageSizeName[] = [
    ...SRCSET_SIZES,
    ...(origAllowed(options) ? (['orig'] as const) : []),
  ];
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const size of sizes) {
    const image = usable[size];
    if (!image || seen.has(image.width)) continue;
    seen.add(image.width);
    parts.push(`${image.url} ${image.width}w`);
  }
  return parts.join(', ');
}

/** Alt text: "alt_text, then auto_alt_text, then title" (each trimmed; empty ones skipped). */
export function imageAltText(...candidates: (string | null | undefined)[]): string {
  for (const text of candidates) {
    const clean = collapseWhitespace(text ?? '');
    if (clean) return clean;
  }
  return '';
}

/**
 * The card image of a set of variants, or null when none is usable. `alt` and the colour come
 * from the pin (a carousel slot or collection item passes its own alt).
 */
export function cardImage(
  images: CardImageVariants | null | undefined,
  options: CardImageOptions,
  alt: string,
  dominantColor: string | null | undefined,
): CardImage | null {
  const picked = pickImage(usableVariants(images), {
    preferred: options.preferredSize,
    excludeOrig: options.excludeOrig,
    isBot: options.isBot,
  });
  if (!picked) return null;
  return {
    url: picked.image.url,
    width: picked.image.width,
    height: picked.image.height,
    srcSet: imageSrcSet(images, options),
    alt,
    dominantColor: dominantColor || CARD_PLACEHOLDER_COLOR,
  };
}

/** Decided: a pin without any usable image shows its colour in a square box. */
export function placeholderImage(alt: string, dominantColor: string | null | undefined): CardImage {
  return {
    url: '',
    width: 236,
    height: 236,
    srcSet: '',
    alt,
    dominantColor: dominantColor || CARD_PLACEHOLDER_COLOR,
  };
}

/**
 * Height / width of a set of variants: "the 236x variant's ratio for images", else the ratio
 * of the first usable variant, else null.
 */
export function variantsAspect(images: CardImageVariants | null | undefined): number | null {
  const usable = usableVariants(images);
  const base = usable['236x'] ?? Object.values(usable)[0];
  return base ? base.height / base.width : null;
}
