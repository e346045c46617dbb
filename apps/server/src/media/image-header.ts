// What an image file declares about itself, read by hand from its first bytes before any
// decoder runs: the dimensions it claims (so a pixel flood is refused from a few bytes, whatever
// a decoder would make of them), and what its decoder will have to hold in memory.
import { MediaError } from './media-error';
import type { AcceptedInputFormat } from './presets';

export interface ImageHeader {
  /**
   * Dimensions as declared, before EXIF orientation (GIF: the logical screen, grown to hold
   * every frame as libnsgif does).
   */
  width: number;
  height: number;
  /**
   * Bytes per pixel the decoder keeps beside the decoded output while it runs: 0 for decoders
   * that stream rows (baseline JPEG, non-interlaced PNG); a whole-image buffer for progressive
   * or multi-scan JPEG (DCT coefficients), interlaced PNG, GIF and WebP.
   */
  decoderBytesPerPixel: number;
  /** JPEG: number of scans (SOS segments) before EOI; 1 for other formats. */
  scans: number;
  /**
   * The data is too short for the pixels declared, whatever it holds (a Huffman-coded JPEG
   * needs a bit per 8x8 block, an LZW-coded GIF frame a byte per 16,384 pixels): decoders
   * would fill the rest in, so a few bytes could pass for a full-size image.
   */
  incomplete: boolean;
}

function corrupt(): never {
  throw new MediaError('corrupt');
}

function header(width: number, height: number, decoderBytesPerPixel: number): ImageHeader {
  return { width, height, decoderBytesPerPixel, scans: 1, incomplete: false };
}

// --- JPEG

const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
const PROGRESSIVE_SOF = new Set([0xc2, 0xc6, 0xca, 0xce]);
const ARITHMETIC_SOF = new Set([0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** libjpeg stores every DCT coefficient as a 16-bit JCOEF. */
const BYTES_PER_COEFFICIENT = 2;

interface JpegFrame {
  width: number;
  height: number;
  progressive: boolean;
  arithmetic: boolean;
  /** Sampling factors of each component. */
  components: { h: number; v: number }[];
}

function readJpegFrame(input: Buffer, marker: number, body: number, end: number): JpegFrame {
  if (end > input.length || end - body < 6) corrupt();
  const count = input[body + 5] as number;
  if (count < 1 || count > 4 || end - body < 6 + 3 * count) corrupt();
  const components = Array.from({ length: count }, (_, i) => {
    const sampling = input[body + 7 + 3 * i] as number;
    const h = sampling >> 4;
    const v = sampling & 0x0f;
    if (h < 1 || h > 4 || v < 1 || v > 4) corrupt();
    return { h, v };
  });
  return {
    height: input.readUInt16BE(body + 1),
    width: input.readUInt16BE(body + 3),
    progressive: PROGRESSIVE_SOF.has(marker),
    arithmetic: ARITHMETIC_SOF.has(marker),
    components,
  };
}

/**
 * Walks the marker segments up to EOI (what follows EOI, an appended HTML page or ZIP, is not
 * image data): the first SOF gives the frame, every SOS is a scan whose entropy-coded data is
 * skipped up to the next real marker (0xFF00 is a stuffed byte, 0xFFD0-D7 a restart marker).
 */
function readJpegHeader(input: Buffer): ImageHeader {
  let frame: JpegFrame | null = null;
  let scans = 0;
  let offset = 2;
  /** Where the image data ends: EOI, or the end of the file. */
  let end = input.length;
  while (offset < input.length) {
    // libjpeg skips stray bytes before a marker (with a warning) and 0xFF fill bytes: so do we.
    const start = input.indexOf(0xff, offset);
    if (start < 0 || start + 1 >= input.length) break;
    const marker = input[start + 1] as number;
    offset = start + 1;
    if (marker === 0xff) continue;
    offset = start + 2;
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9) {
      end = start;
      break;
    }
    if (offset + 2 > input.length) break;
    const length = input.readUInt16BE(offset);
    if (length < 2) corrupt();
    if (SOF_MARKERS.has(marker) && !frame) {
      frame = readJpegFrame(input, marker, offset + 2, offset + length);
    }
    if (marker === 0xda) scans += 1;
    offset += length;
  }
  if (!frame || scans === 0) corrupt();

  const { width, height, components } = frame;
  const hMax = Math.max(...components.map((c) => c.h));
  const vMax = Math.max(...components.map((c) => c.v));
  let samplesPerPixel = 0;
  let blocks = 0;
  for (const { h, v } of components) {
    samplesPerPixel += (h * v) / (hMax * vMax);
    blocks += Math.ceil((width * h) / hMax / 8) * Math.ceil((height * v) / vMax / 8);
  }
  // A progressive or multi-scan file is decoded into a coefficient buffer for the whole image.
  const buffered = frame.progressive || scans > 1;
  return {
    width,
    height,
    decoderBytesPerPixel: buffered ? BYTES_PER_COEFFICIENT * samplesPerPixel : 0,
    scans,
    // Every block starts with a Huffman-coded DC difference of at least one bit; bytes after
    // EOI do not count.
    incomplete: !frame.arithmetic && end * 8 < blocks,
  };
}

// --- PNG, GIF, WebP

/** Channels libspng decodes each colour type to (a palette may expand to RGBA). */
const PNG_CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 4, 4: 2, 6: 4 };

/**
 * Walks the chunks up to IEND, so a PNG cut anywhere is refused: libspng stops reading once the
 * pixels are complete and would accept a file whose IEND (or a later chunk) is missing.
 * Whatever follows IEND (an appended ZIP) is not read.
 */
function checkPngChunks(input: Buffer): void {
  let offset = 8;
  while (offset + 12 <= input.length) {
    const length = input.readUInt32BE(offset);
    if (length > 0x7fffffff) corrupt();
    const type = input.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') {
      if (offset > input.length) corrupt();
      return;
    }
  }
  corrupt();
}

function readPngHeader(input: Buffer): ImageHeader {
  if (input.length < 33 || input.toString('latin1', 12, 16) !== 'IHDR') corrupt();
  checkPngChunks(input);
  const depth = input[24] as number;
  const channels = PNG_CHANNELS[input[25] as number];
  if (channels === undefined) corrupt();
  const interlaced = input[28] !== 0;
  // An interlaced (Adam7) image is decoded whole, at its own bit depth, before any row is out.
  const decoderBytesPerPixel = interlaced ? channels * (depth === 16 ? 2 : 1) : 0;
  return header(input.readUInt32BE(16), input.readUInt32BE(20), decoderBytesPerPixel);
}

/** libnsgif composes frames on an RGBA canvas of its own. */
const GIF_CANVAS_BYTES_PER_PIXEL = 4;

/** Skips a run of data sub-blocks (a length byte, then that many bytes; 0 ends the run). */
function skipGifSubBlocks(input: Buffer, start: number): number {
  let offset = start;
  for (;;) {
    if (offset >= input.length) corrupt();
    const size = input[offset] as number;
    offset += 1 + size;
    if (size === 0) return offset;
  }
}

function colourTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

/**
 * An LZW code stands for at most 4,096 pixels (the size of the dictionary) and takes at least
 * 2 bits: a frame with fewer bytes of image data than this cannot be complete.
 */
const GIF_MAX_PIXELS_PER_BYTE = (4096 * 8) / 2;

interface GifFrames {
  /** Right and bottom edges of all frames: libnsgif grows the canvas to hold them. */
  right: number;
  bottom: number;
  /** Of the first frame, the one decoded. */
  incomplete: boolean;
}

/**
 * Walks extensions and frames up to the trailer, so a GIF cut anywhere is refused: libnsgif
 * only decodes the first frame and would accept a file cut after it. Whatever follows the
 * trailer (the JAR of a GIFAR) is not read.
 */
function readGifFrames(input: Buffer): GifFrames {
  let offset = 13 + colourTableBytes(input[10] as number);
  let frames: GifFrames | null = null;
  for (;;) {
    if (offset >= input.length) corrupt();
    const block = input[offset];
    if (block === 0x3b) return frames ?? corrupt();
    if (block === 0x21) {
      offset = skipGifSubBlocks(input, offset + 2);
    } else if (block === 0x2c) {
      if (offset + 10 > input.length) corrupt();
      const left = input.readUInt16LE(offset + 1);
      const top = input.readUInt16LE(offset + 3);
      const width = input.readUInt16LE(offset + 5);
      const height = input.readUInt16LE(offset + 7);
      // Descriptor, local colour table, LZW minimum code size, then the image data.
      const data = offset + 10 + colourTableBytes(input[offset + 9] as number) + 1;
      offset = skipGifSubBlocks(input, data);
      const right = left + width;
      const bottom = top + height;
      if (frames) {
        frames.right = Math.max(frames.right, right);
        frames.bottom = Math.max(frames.bottom, bottom);
      } else {
        const incomplete = (offset - data) * GIF_MAX_PIXELS_PER_BYTE < width * height;
        frames = { right, bottom, incomplete };
      }
    } else {
      corrupt();
    }
  }
}

function readGifHeader(input: Buffer): ImageHeader {
  if (input.length < 13) corrupt();
  const frames = readGifFrames(input);
  const width = Math.max(input.readUInt16LE(6), frames.right);
  const height = Math.max(input.readUInt16LE(8), frames.bottom);
  return { ...header(width, height, GIF_CANVAS_BYTES_PER_PIXEL), incomplete: frames.incomplete };
}

/**
 * libwebp decodes a whole frame (lossless keeps its ARGB buffer as well: 8 bytes per pixel
 * measured); an animated file adds the canvas the frame is composed on.
 */
const WEBP_FRAME_BYTES_PER_PIXEL = 8;
const WEBP_CANVAS_BYTES_PER_PIXEL = 4;

function readWebpHeader(input: Buffer): ImageHeader {
  // The first chunk's header and the fields read from it: 30 bytes, 25 for VP8L.
  const chunk = input.toString('latin1', 12, 16);
  if (input.length < (chunk === 'VP8L' ? 25 : 30)) corrupt();
  if (chunk === 'VP8X') {
    const animated = ((input[20] as number) & 0x02) !== 0;
    const bytes = WEBP_FRAME_BYTES_PER_PIXEL + (animated ? WEBP_CANVAS_BYTES_PER_PIXEL : 0);
    return header(1 + input.readUIntLE(24, 3), 1 + input.readUIntLE(27, 3), bytes);
  }
  if (chunk === 'VP8 ') {
    if (input[23] !== 0x9d || input[24] !== 0x01 || input[25] !== 0x2a) corrupt();
    const width = input.readUInt16LE(26) & 0x3fff;
    const height = input.readUInt16LE(28) & 0x3fff;
    return header(width, height, WEBP_FRAME_BYTES_PER_PIXEL);
  }
  if (chunk === 'VP8L') {
    if (input[20] !== 0x2f) corrupt();
    const bits = input.readUInt32LE(21);
    const width = (bits & 0x3fff) + 1;
    const height = ((bits >>> 14) & 0x3fff) + 1;
    return header(width, height, WEBP_FRAME_BYTES_PER_PIXEL);
  }
  return corrupt();
}

/** Reads the declared header of a sniffed image; throws 'corrupt' when it is incomplete. */
export function readImageHeader(input: Buffer, format: AcceptedInputFormat): ImageHeader {
  switch (format) {
    case 'jpeg':
      return readJpegHeader(input);
    case 'png':
      return readPngHeader(input);
    case 'gif':
      return readGifHeader(input);
    case 'webp':
      return readWebpHeader(input);
  }
}
