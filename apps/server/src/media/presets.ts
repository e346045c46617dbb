// What goes in and what comes out of the media pipeline: accepted formats, limits, encoders.
import type { ImageSizeName } from '@corkboard/domain';
import type { JpegOptions, PngOptions } from 'sharp';

/** Formats accepted by content (magic bytes, then sharp's own detection), never by name. */
export const ACCEPTED_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type AcceptedInputFormat = (typeof ACCEPTED_INPUT_FORMATS)[number];

/** DESIGN.md §5: at most 50 megapixels, enforced before decoding and by `limitInputPixels`. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Upload cap; the guarded fetcher caps images by URL lower (10 MB). */
export const MAX_INPUT_BYTES = 32 * 1024 * 1024;
/** JPEG cannot encode a side longer than 65,535; keep a margin so 'orig' can always be encoded. */
export const MAX_INPUT_SIDE = 65_500;

export type OutputFormat = 'jpeg' | 'png';
export type ImageExt = 'jpg' | 'png';

export const EXT_BY_FORMAT: Readonly<Record<OutputFormat, ImageExt>> = { jpeg: 'jpg', png: 'png' };
export const CONTENT_TYPE_BY_EXT: Readonly<Record<ImageExt, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Derivatives: progressive so grids paint early; mozjpeg off because its trellis quantisation
 * costs several times the encode time for a few percent of bytes.
 */
export const DERIVATIVE_JPEG: Readonly<JpegOptions> = {
  quality: 82,
  progressive: true,
  mozjpeg: false,
};

/**
 * 'orig' as baseline JPEG with optimised Huffman tables: on a 12 MP photo progressive took
 * 340 ms against 170 ms for baseline, for 4% fewer bytes, on a size that is rarely displayed.
 */
export const ORIGINAL_JPEG: Readonly<JpegOptions> = {
  quality: 82,
  progressive: false,
  optimiseCoding: true,
  mozjpeg: false,
};

/** Lossless re-encode for sources with transparency; level 6 is libpng's usual balance. */
export const ORIGINAL_PNG: Readonly<PngOptions> = { compressionLevel: 6, progressive: false };

/** JPEG has no alpha: transparent sources are composited on the white of a pin card. */
export const FLATTEN_BACKGROUND = '#ffffff';

/**
 * Every size is JPEG except 'orig' of a source with an alpha channel, which stays lossless PNG.
 * Animated GIF/WebP: only the first frame is kept, for every size including 'orig' (a still
 * image is what the grid shows; animation is a later issue together with video). libvips
 * decodes every GIF with an alpha channel, so a GIF's 'orig' is always PNG.
 */
export function outputFormatFor(size: ImageSizeName, hasAlpha: boolean): OutputFormat {
  return size === 'orig' && hasAlpha ? 'png' : 'jpeg';
}

export function isAcceptedInputFormat(value: unknown): value is AcceptedInputFormat {
  return typeof value === 'string' && (ACCEPTED_INPUT_FORMATS as readonly string[]).includes(value);
}
