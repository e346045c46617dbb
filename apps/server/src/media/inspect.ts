// Validation before any pixel is decoded: byte size, magic bytes, header dimensions. Formats
// outside the four accepted ones never reach a libvips decoder (librsvg, libtiff, libheif...).
import sharp, { type Metadata } from 'sharp';
import { MediaError } from './media-error';
import {
  MAX_INPUT_BYTES,
  MAX_INPUT_PIXELS,
  MAX_INPUT_SIDE,
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

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(input: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, i) => input[offset + i] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/** Identifies an accepted format by its signature bytes; null for anything else. */
export function sniffFormat(input: Uint8Array): AcceptedInputFormat | null {
  if (startsWith(input, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(input, PNG_MAGIC)) return 'png';
  if (startsWith(input, ascii('GIF87a')) || startsWith(input, ascii('GIF89a'))) return 'gif';
  if (startsWith(input, ascii('RIFF')) && startsWith(input, ascii('WEBP'), 8)) return 'webp';
  return null;
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

/** Validates the bytes and reads the header; throws MediaError, never decodes pixel data. */
export async function inspectImage(input: Buffer): Promise<InspectedImage> {
  checkInputSize(input);
  const sniffed = sniffFormat(input);
  if (!sniffed) throw new MediaError('unsupported_format');
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw toMediaError(error);
  }
  // A disagreement means a crafted polyglot: refuse rather than guess which decoder wins.
  if (!isAcceptedInputFormat(metadata.format) || metadata.format !== sniffed) {
    throw new MediaError('unsupported_format');
  }
  const { width, height } = metadata.autoOrient;
  checkDimensions(width, height);
  return { format: sniffed, width, height, hasAlpha: metadata.hasAlpha };
}
