// What goes in and what comes out of the media pipeline: accepted formats, limits, encoders.
import type { ImageSizeName } from '@corkboard/domain';
import type { JpegOptions, PngOptions, SharpOptions, WebpOptions } from 'sharp';

/** Formats accepted by content (magic bytes, then sharp's own detection), never by name. */
export const ACCEPTED_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type AcceptedInputFormat = (typeof ACCEPTED_INPUT_FORMATS)[number];

/**
 * docs/DESIGN.md §5: at most 50 megapixels. Enforced three times, all before pixel data is decoded:
 * on the dimensions the file declares (read by hand, image-header.ts), on what libvips reads
 * from the header, and by `limitInputPixels` on every sharp() call that takes an input.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Upload cap (issue 5): 32 MB, counted in binary megabytes, so 33,554,432 bytes. Checked first,
 * before a worker is woken, and again in the worker; a larger file is refused with 'too_large'.
 * The guarded fetcher caps images fetched by URL lower (10 MB).
 */
export const MAX_INPUT_BYTES = 32 * 1024 * 1024;
/** JPEG cannot encode a side longer than 65,535; keep a margin so 'orig' can always be encoded. */
export const MAX_INPUT_SIDE = 65_500;

/**
 * Issue 5: a worker stays under 512 MB whatever it is sent. libvips allocates outside the V8
 * heap (resourceLimits do not see it), so memory is bounded before decoding instead: the decoded
 * output plus what the decoder holds meanwhile (a coefficient buffer for a progressive JPEG, the
 * whole image for an interlaced PNG, a GIF or a WebP, a second copy to apply EXIF rotation) is
 * estimated from the header (inspect.ts) and must fit in 320 MB. That leaves 192 MB for the
 * input (at most 32 MB), the encoders, the worker itself and the allocator's slack: libvips
 * leaves freed memory behind that a later large image does not always reuse (measured: up to
 * 110 MB above the estimate; hostile-corpus.test.ts).
 * A 50-megapixel baseline JPEG needs 150 MB, a progressive one 300 MB (4:2:0) to 450 MB
 * (4:4:4): only unusual files (progressive 4:4:4 or CMYK, 16-bit interlaced PNG, large WebP or
 * GIF) are refused below 50 megapixels, with their own message.
 */
export const MAX_DECODE_BYTES = 320 * 1024 * 1024;

/**
 * libjpeg walks every block of the image once per scan, and a valid progression can have
 * thousands of scans: 883 scans of a 49-megapixel grey image fit in 178 KB and took 9.5 s to
 * decode. Encoders write a handful (libjpeg's default script 10, mozjpeg 4); at 100 the worst
 * case stays under two seconds (64 scans of 49 megapixels: under one).
 */
export const MAX_JPEG_SCANS = 100;

/**
 * Options for every sharp() call on uploaded bytes. `failOn: 'error'` refuses truncated and
 * broken pixel data but tolerates warnings many camera and phone JPEGs carry (extraneous bytes
 * before a marker); data that ends early but is closed with an EOI marker only warns, which is
 * why inspect also checks a JPEG's minimum size. `sequentialRead` lets libvips stream rows from
 * the decoder instead of decoding into a whole-image buffer first. `unlimited: false` keeps
 * libvips' own denial-of-service limits (a 1 GiB zTXt or iCCP bomb in a PNG costs nothing).
 */
export const ENCODED_INPUT_OPTIONS = {
  failOn: 'error',
  limitInputPixels: MAX_INPUT_PIXELS,
  sequentialRead: true,
  unlimited: false,
} as const satisfies SharpOptions;

export type OutputFormat = 'jpeg' | 'png';
export type ImageExt = 'jpg' | 'png';

export const EXT_BY_FORMAT: Readonly<Record<OutputFormat, ImageExt>> = { jpeg: 'jpg', png: 'png' };
/** What a stored file may be: a size's own format, or the WebP offered beside a derivative. */
export type StoredExt = ImageExt | 'webp';
export const CONTENT_TYPE_BY_EXT: Readonly<Record<StoredExt, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
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
 * Issue 12: every derivative (every size but 'orig') is also stored as WebP, made once at
 * ingest from the same pixels as its JPEG and sent to browsers that accept it (media-routes.ts).
 * Quality 80 with effort 0 (libwebp's fastest): measured on the demo's photos at 474 px, 38 %
 * fewer bytes than the JPEG (18.8 against 30.5 KB) for about the JPEG's own encode time;
 * effort 2 saves another 20 % of bytes but took 3x as long, and turned a 12 MP ingest from
 * ~530 into ~840 ms where effort 0 gives ~600 ms. AVIF (effort 0) took 8x the JPEG's time:
 * not offered. 'orig' stays JPEG/PNG only: it is rarely shown, and a WebP of 12 MP is slow.
 */
export const DERIVATIVE_WEBP: Readonly<WebpOptions> = { quality: 80, effort: 0 };

export function offersWebp(size: ImageSizeName): boolean {
  return size !== 'orig';
}

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

/**
 * Optimised Huffman tables make libjpeg buffer the coefficients of the whole image (measured:
 * 289 MB and 1.6 s for 49 megapixels, against 9 MB and 0.1 s without). Above this size 'orig'
 * is written in one streaming pass instead; phone photos (12 MP) keep ORIGINAL_JPEG.
 */
export const ORIGINAL_OPTIMISE_MAX_PIXELS = 16_000_000;
export const ORIGINAL_JPEG_STREAMING: Readonly<JpegOptions> = {
  ...ORIGINAL_JPEG,
  optimiseCoding: false,
};

export function originalJpegOptions(pixels: number): Readonly<JpegOptions> {
  return pixels > ORIGINAL_OPTIMISE_MAX_PIXELS ? ORIGINAL_JPEG_STREAMING : ORIGINAL_JPEG;
}

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
