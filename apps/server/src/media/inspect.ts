// Validation before any pixel is decoded: byte size, magic bytes, declared dimensions, the
// memory the decode will need. Formats outside the four accepted ones never reach a libvips
// decoder (librsvg, libtiff, libheif...), and pixel floods never reach any decoder.
import sharp, { type Metadata } from 'sharp';
import { isAcceptedImageAspect } from '@corkboard/domain';
import { readImageHeader, type ImageHeader } from './image-header';
import { MEDIA_DETAIL_MESSAGES, MediaError } from './media-error';
import {
  ENCODED_INPUT_OPTIONS,
  MAX_DECODE_BYTES,
  MAX_INPUT_BYTES,
  MAX_INPUT_PIXELS,
  MAX_INPUT_SIDE,
  MAX_JPEG_SCANS,
  isAcceptedInputFormat,
  type AcceptedInputFormat,
} from './presets';

export interface InspectedImage {
  format: AcceptedInputFormat;
  /** Dimensions after EXIF orientation, of the first frame for animated images. */
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** Signature bytes of each accepted format; null matches any byte (the RIFF chunk size). */
type Signature = readonly (number | null)[];

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

const SIGNATURES: readonly [AcceptedInputFormat, Signature][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
  ['webp', [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]],
];

function matches(input: Uint8Array, signature: Signature): boolean {
  return signature.every((byte, i) => i >= input.length || byte === null || input[i] === byte);
}

/** Identifies an accepted format by its signature bytes; null for anything else. */
export function sniffFormat(input: Uint8Array): AcceptedInputFormat | null {
  for (const [format, signature] of SIGNATURES) {
    if (input.length >= signature.length && matches(input, signature)) return format;
  }
  return null;
}

/** Shorter than a signature but its beginning: an accepted image cut off in its first bytes. */
function isTruncatedSignature(input: Uint8Array): boolean {
  return SIGNATURES.some(
    ([, signature]) => input.length < signature.length && matches(input, signature),
  );
}

/** Cheap checks that need no decoder; run on both sides of the worker boundary. */
export function checkInputSize(input: Uint8Array): void {
  if (input.byteLength === 0) throw new MediaError('empty');
  if (input.byteLength > MAX_INPUT_BYTES) throw new MediaError('too_large');
}

export function checkDimensions(width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw new MediaError('corrupt');
  if (width * height > MAX_INPUT_PIXELS || width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE) {
    throw new MediaError('too_many_pixels');
  }
  // The sizes crop and scale the original: a long thin strip would make them enormous.
  if (!isAcceptedImageAspect(width, height)) throw new MediaError('extreme_aspect');
}

/** Maps a libvips/sharp failure to the code a client can act on. */
export function toMediaError(error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message))
    return new MediaError('too_many_pixels', undefined, { cause: error });
  if (/unsupported image format/i.test(message)) {
    return new MediaError('unsupported_format', undefined, { cause: error });
  }
  return new MediaError('corrupt', undefined, { cause: error });
}

/**
 * What decoding will hold at its peak: the decoded output (RGB or RGBA, 8 bits), a second copy
 * when EXIF orientation needs a rotation or flip, and the decoder's own whole-image buffers.
 */
export function estimateDecodeBytes(
  header: ImageHeader,
  metadata: Pick<Metadata, 'width' | 'height' | 'hasAlpha' | 'orientation'>,
): number {
  const output = metadata.hasAlpha ? 4 : 3;
  const reoriented = (metadata.orientation ?? 1) > 1 ? output : 0;
  return metadata.width * metadata.height * (output + reoriented + header.decoderBytesPerPixel);
}

/** Validates the bytes and reads the header; throws MediaError, never decodes pixel data. */
export async function inspectImage(input: Buffer): Promise<InspectedImage> {
  checkInputSize(input);
  const sniffed = sniffFormat(input);
  if (!sniffed) {
    throw new MediaError(isTruncatedSignature(input) ? 'corrupt' : 'unsupported_format');
  }
  // Declared dimensions first: a flood is refused from its header, before libvips parses it.
  const header = readImageHeader(input, sniffed);
  checkDimensions(header.width, header.height);
  if (header.incomplete) throw new MediaError('corrupt');
  if (header.scans > MAX_JPEG_SCANS) {
    throw new MediaError('corrupt', MEDIA_DETAIL_MESSAGES.jpegScans);
  }

  let metadata: Metadata;
  try {
    metadata = await sharp(input, ENCODED_INPUT_OPTIONS).metadata();
  } catch (error) {
    throw toMediaError(error);
  }
  // A disagreement means a crafted polyglot: refuse rather than guess which decoder wins.
  if (!isAcceptedInputFormat(metadata.format) || metadata.format !== sniffed) {
    throw new MediaError('unsupported_format');
  }
  const { width, height } = metadata.autoOrient;
  checkDimensions(width, height);
  if (estimateDecodeBytes(header, metadata) > MAX_DECODE_BYTES) {
    throw new MediaError('too_many_pixels', MEDIA_DETAIL_MESSAGES.decodeMemory);
  }
  return { format: sniffed, width, height, hasAlpha: metadata.hasAlpha };
}
