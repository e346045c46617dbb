// The image pipeline: validate, decode once, derive every size from the decoded pixels, encode
// (sharp strips metadata unless told otherwise; we never tell it), store.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_SIZE_NAMES,
  IMAGE_SIZE_RULES,
  sizeDimensions,
  type ImageSizeName,
} from '@corkboard/domain';
import { blobKey, type BlobStore } from './blob-store';
import { inspectImage, toMediaError } from './inspect';
import { MediaError } from './media-error';
import {
  CONTENT_TYPE_BY_EXT,
  DERIVATIVE_JPEG,
  DERIVATIVE_WEBP,
  ENCODED_INPUT_OPTIONS,
  EXT_BY_FORMAT,
  FLATTEN_BACKGROUND,
  MAX_INPUT_PIXELS,
  ORIGINAL_JPEG,
  ORIGINAL_PNG,
  offersWebp,
  originalJpegOptions,
  outputFormatFor,
  type AcceptedInputFormat,
  type ImageExt,
  type StoredExt,
} from './presets';

export interface ProcessedSize {
  width: number;
  height: number;
  ext: ImageExt;
  /** Encoded size in bytes. */
  bytes: number;
}

export interface ProcessedImage {
  /** First 32 hex characters of the SHA-256 of the input bytes. */
  signature: string;
  /** Original dimensions after EXIF rotation. */
  width: number;
  height: number;
  /** '#rrggbb', for the placeholder shown while the image loads. */
  dominantColor: string;
  /** Detected input format. */
  format: AcceptedInputFormat;
  /** Extension of 'orig' ('png' when the source has transparency, else 'jpg'). */
  ext: ImageExt;
  /** Input size in bytes. */
  bytes: number;
  sizes: Record<ImageSizeName, ProcessedSize>;
}

/** The "dominant" colour is read from a thumbnail no larger than this on either side. */
const DOMINANT_SAMPLE_SIDE = 64;
/** Every smaller size is derived from this one when it has enough pixels (see sourceFor). */
const INTERMEDIATE_SIZE = '736x' satisfies ImageSizeName;

export function imageSignature(input: Uint8Array): string {
  return createHash('sha256').update(input).digest('hex').slice(0, 32);
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Our own decoded pixels, never more than MAX_INPUT_PIXELS: the limit is restated anyway. */
function fromPixels(pixels: Pixels): Sharp {
  const { width, height, channels } = pixels;
  return sharp(pixels.data, {
    raw: { width, height, channels },
    limitInputPixels: MAX_INPUT_PIXELS,
  });
}

async function toPixels(pipeline: Sharp): Promise<Pixels> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

function hasAlphaChannel(pixels: Pixels): boolean {
  return pixels.channels === 2 || pixels.channels === 4;
}

/** The single decode: EXIF-rotated, sRGB, 8 bits per channel, first frame only. */
async function decodeOnce(input: Buffer): Promise<Pixels> {
  try {
    // Pixel limit, failOn and sequential read: see ENCODED_INPUT_OPTIONS. inspectImage has
    // already bounded what this decode may allocate (MAX_DECODE_BYTES).
    return await toPixels(sharp(input, { ...ENCODED_INPUT_OPTIONS, autoOrient: true }));
  } catch (error) {
    throw toMediaError(error);
  }
}

function toHex({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** stats() scans whatever it is given: give it a thumbnail, never the original (docs/DESIGN.md §3). */
async function dominantColorOf(source: Pixels): Promise<string> {
  const sample = await toPixels(
    fromPixels(source)
      .resize(DOMINANT_SAMPLE_SIDE, DOMINANT_SAMPLE_SIDE, { fit: 'inside' })
      .flatten({ background: FLATTEN_BACKGROUND }),
  );
  return toHex((await fromPixels(sample).stats()).dominant);
}

/**
 * A size is derived from the 736x pixels when that is a downscale, else from the original:
 * every 'width' size qualifies, cover crops qualify unless the image is a wide panorama.
 * Scaling 12 MP once instead of seven times is most of the derivative cost.
 */
function sourceFor(target: { width: number; height: number }, original: Pixels, small: Pixels) {
  return small.width >= target.width && small.height >= target.height ? small : original;
}

/** Minimum pre-crop dimensions a cover resize needs from its source. */
function coverNeeds(size: ImageSizeName, original: Pixels): { width: number; height: number } {
  const rule = IMAGE_SIZE_RULES[size];
  if (rule.kind !== 'cover') return sizeDimensions(size, original);
  const scale = Math.max(rule.width / original.width, rule.height / original.height);
  return {
    width: Math.ceil(original.width * scale),
    height: Math.ceil(original.height * scale),
  };
}

interface Encoded {
  size: ImageSizeName;
  data: Buffer;
  width: number;
  height: number;
  ext: ImageExt;
  /** The same pixels as WebP, for the sizes that offer it (presets.ts offersWebp). */
  webp: Buffer | null;
}

async function encodeSize(size: ImageSizeName, original: Pixels, small: Pixels): Promise<Encoded> {
  const format = outputFormatFor(size, hasAlphaChannel(original));
  const target = sizeDimensions(size, original);
  const source =
    size === 'orig' ? original : sourceFor(coverNeeds(size, original), original, small);
  let pipeline = fromPixels(source);
  if (source.width !== target.width || source.height !== target.height) {
    // 'fill' with both sides from sizeDimensions, so stored dimensions match what the domain
    // (and so the client, for layout without shift) computes, to the pixel.
    const fit = IMAGE_SIZE_RULES[size].kind === 'cover' ? 'cover' : 'fill';
    pipeline = pipeline.resize(target.width, target.height, { fit });
  }
  if (format === 'jpeg' && hasAlphaChannel(source)) {
    pipeline = pipeline.flatten({ background: FLATTEN_BACKGROUND });
  }
  const ext = EXT_BY_FORMAT[format];
  if (offersWebp(size)) {
    // Resized once, then both encodings from those pixels (a derivative is small: the copy is
    // cheap, resizing twice would not be).
    const pixels = await toPixels(pipeline);
    const { data, info } = await fromPixels(pixels)
      .jpeg(DERIVATIVE_JPEG)
      .toBuffer({ resolveWithObject: true });
    const webp = await fromPixels(pixels).webp(DERIVATIVE_WEBP).toBuffer();
    return { size, data, width: info.width, height: info.height, ext, webp };
  }
  pipeline =
    format === 'png'
      ? pipeline.png(ORIGINAL_PNG)
      : pipeline.jpeg(originalJpegOptions(source.width * source.height));
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { size, data, width: info.width, height: info.height, ext, webp: null };
}

/** The 736x pixels (or the original when smaller), flattened: every derivative is a JPEG. */
async function intermediateOf(original: Pixels): Promise<Pixels> {
  const { width, height } = sizeDimensions(INTERMEDIATE_SIZE, original);
  const alpha = hasAlphaChannel(original);
  if (width === original.width && !alpha) return original; // nothing to do: no copy
  let pipeline = fromPixels(original);
  if (width !== original.width) pipeline = pipeline.resize(width, height, { fit: 'fill' });
  if (alpha) pipeline = pipeline.flatten({ background: FLATTEN_BACKGROUND });
  return toPixels(pipeline);
}

/**
 * Validates, decodes once, stores every size under `{size}/{signature}.{ext}` and describes the
 * result. Throws MediaError for refused input; store failures propagate unchanged.
 * Work is sequential on purpose: one job uses about one core, the worker pool bounds the rest.
 */
export async function processImage(input: Buffer, store: BlobStore): Promise<ProcessedImage> {
  const inspected = await inspectImage(input);
  const signature = imageSignature(input);
  const original = await decodeOnce(input);
  if (original.width !== inspected.width || original.height !== inspected.height) {
    // The header lied about the dimensions that were checked against the limits.
    throw new MediaError('corrupt');
  }
  const small = await intermediateOf(original);
  const dominantColor = await dominantColorOf(small);

  const sizes = {} as Record<ImageSizeName, ProcessedSize>;
  const writes: Promise<void>[] = [];
  try {
    for (const size of IMAGE_SIZE_NAMES) {
      const encoded = await encodeSize(size, original, small);
      const { width, height, ext, data, webp } = encoded;
      sizes[size] = { width, height, ext, bytes: data.byteLength };
      // Writing overlaps the next encode; all writes are awaited before returning. The no-op
      // catch marks the promise handled so a failing write is not an unhandled rejection meanwhile.
      const put = (fileExt: StoredExt, bytes: Buffer) => {
        const write = store.put(
          blobKey(size, signature, fileExt),
          bytes,
          CONTENT_TYPE_BY_EXT[fileExt],
        );
        write.catch(() => undefined);
        writes.push(write);
      };
      put(ext, data);
      if (webp) put('webp', webp);
    }
  } catch (error) {
    await Promise.allSettled(writes);
    throw error instanceof MediaError
      ? error
      : new MediaError('internal', undefined, { cause: error });
  }
  await Promise.all(writes);

  return {
    signature,
    width: original.width,
    height: original.height,
    dominantColor,
    format: inspected.format,
    ext: sizes.orig.ext,
    bytes: input.byteLength,
    sizes,
  };
}

export interface BarePipelineResult {
  width: number;
  height: number;
  dominantColor: string;
  sizes: Record<ImageSizeName, Buffer>;
  /** The WebP of every derivative, as processImage makes them. */
  webp: Partial<Record<ImageSizeName, Buffer>>;
}

/**
 * The comparison limit of the ingest benchmark (docs/DESIGN.md §3): the same decode-once work with
 * plain sharp calls and nothing else (no validation, hashing, alpha handling or storage).
 * Written independently of processImage so overhead there shows up in the ratio. Since issue 12
 * the product also encodes a WebP of every derivative, so this does too: each derivative is
 * resized once to raw pixels, then encoded as JPEG and as WebP, the same work, like for like.
 */
export async function barePipeline(input: Buffer): Promise<BarePipelineResult> {
  // The pixel limit costs nothing and keeps this export safe on any input.
  const { data, info } = await sharp(input, {
    autoOrient: true,
    limitInputPixels: MAX_INPUT_PIXELS,
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const full = () => sharp(data, { raw });

  const w736 = Math.min(info.width, 736);
  const h736 = Math.max(1, Math.round((info.height * w736) / info.width));
  const mid = await full().resize(w736, h736, { fit: 'fill' }).raw().toBuffer();
  const fromMid = () => sharp(mid, { raw: { ...raw, width: w736, height: h736 } });

  const sizes = {} as Record<ImageSizeName, Buffer>;
  const webp: Partial<Record<ImageSizeName, Buffer>> = {};
  const both = async (size: ImageSizeName, resized: Sharp) => {
    const pixels = await resized.raw().toBuffer({ resolveWithObject: true });
    const again = () => sharp(pixels.data, { raw: pixels.info });
    sizes[size] = await again().jpeg(DERIVATIVE_JPEG).toBuffer();
    webp[size] = await again().webp(DERIVATIVE_WEBP).toBuffer();
  };
  for (const size of IMAGE_SIZE_NAMES) {
    const rule = IMAGE_SIZE_RULES[size];
    if (rule.kind === 'original') {
      sizes[size] = await full().jpeg(ORIGINAL_JPEG).toBuffer();
    } else if (rule.kind === 'width') {
      const width = Math.min(info.width, rule.width);
      const height = Math.max(1, Math.round((info.height * width) / info.width));
      await both(size, fromMid().resize(width, height, { fit: 'fill' }));
    } else {
      const enough = w736 >= rule.width && h736 >= rule.height;
      await both(
        size,
        (enough ? fromMid() : full()).resize(rule.width, rule.height, { fit: 'cover' }),
      );
    }
  }
  const thumb = await fromMid().resize(64, 64, { fit: 'inside' }).raw().toBuffer({
    resolveWithObject: true,
  });
  const { dominant } = await sharp(thumb.data, {
    raw: { width: thumb.info.width, height: thumb.info.height, channels: thumb.info.channels },
  }).stats();
  return { width: info.width, height: info.height, dominantColor: toHex(dominant), sizes, webp };
}
