// Image variants of a stored image: every size's URL and dimensions (docs/API.md §2), `orig` left
// out for bots (req 000-5.41).
import type { ImageVariants } from '@corkboard/contracts';
import { IMAGE_SIZE_NAMES, sizeDimensions, type ImageSizeName } from '@corkboard/domain';
import type { ImageRow } from '../storage/images-store';

/** Derivatives are always JPEG; the original keeps the format it was re-encoded to. */
export function sizeExt(size: ImageSizeName, origExt: string): string {
  return size === 'orig' ? origExt : 'jpg';
}

export function imageUrl(size: ImageSizeName, signature: string, origExt: string): string {
  return `/i/${size}/${signature}.${sizeExt(size, origExt)}`;
}

export function imageVariants(image: ImageRow | undefined, isBot: boolean): ImageVariants {
  const out: ImageVariants = {};
  if (!image) return out;
  for (const size of IMAGE_SIZE_NAMES) {
    if (size === 'orig' && isBot) continue;
    const dims = sizeDimensions(size, image);
    out[size] = { url: imageUrl(size, image.signature, image.ext), ...dims };
  }
  return out;
}

/** Signatures named anywhere inside nested JSON (carousel slots, story pages, collections). */
export function collectSignatures(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectSignatures(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'image_signature' && typeof inner === 'string') into.push(inner);
      else collectSignatures(inner, into);
    }
  }
  return into;
}

/** Adds `images` next to every nested `image_signature`. */
export function expandNestedImages<T>(value: T, images: Map<string, ImageRow>, isBot: boolean): T {
  if (Array.isArray(value)) return value.map((v) => expandNestedImages(v, images, isBot)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = expandNestedImages(inner, images, isBot);
    }
    if (typeof out.image_signature === 'string') {
      out.images = imageVariants(images.get(out.image_signature), isBot);
    }
    return out as T;
  }
  return value;
}
