// Hostile JPEGs crafted at run time: headers that lie about their size, progressive files with
// any number of scans (encoded by hand), comments carrying HTML.
import { RED, solid } from './images';

function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
}

/** Offset of the first SOF segment of a JPEG written by sharp (segments follow each other). */
function startOfFrame(jpeg: Buffer): number {
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    if (isStartOfFrame(jpeg[offset + 1] as number)) return offset;
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  throw new Error('no SOF segment');
}

/** A small real JPEG whose SOF header is patched to declare `width` x `height`. */
export async function jpegDeclaring(
  width: number,
  height: number,
  progressive = false,
): Promise<Buffer> {
  const jpeg = await solid(16, 16, RED).jpeg({ progressive }).toBuffer();
  const sof = startOfFrame(jpeg);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** Bits of entropy-coded data, most significant first, with 0xFF stuffed as JPEG requires. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  put(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i -= 1) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      this.used += 1;
      if (this.used === 8) {
        this.bytes.push(this.current);
        if (this.current === 0xff) this.bytes.push(0);
        this.current = 0;
        this.used = 0;
      }
    }
  }

  /** Pads the last byte with ones. */
  finish(): Buffer {
    if (this.used > 0) this.put((1 << (8 - this.used)) - 1, 8 - this.used);
    return Buffer.from(this.bytes);
  }
}

function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** End-of-band runs covering `blocks` all-zero blocks: EOBn symbols (4-bit codes) + n bits. */
function endOfBandRuns(blocks: number): Buffer {
  const bits = new BitWriter();
  for (let left = blocks; left > 0;) {
    const run = Math.min(left, 32_767);
    const n = 31 - Math.clz32(run);
    bits.put(n, 4);
    bits.put(run - (1 << n), n);
    left -= run;
  }
  return bits.finish();
}

export interface FlatJpegSize {
  width: number;
  height: number;
  /** 1 grey, 3 YCbCr, 4 CMYK; every component at full resolution (no subsampling). */
  components: 1 | 3 | 4;
}

/** SOI, quantisation (all 1), frame header and Huffman tables of a hand-encoded flat JPEG. */
function flatJpegHeaders(sofMarker: number, { width, height, components }: FlatJpegSize) {
  const frame = Buffer.alloc(6 + 3 * components);
  frame[0] = 8;
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = components;
  for (let c = 0; c < components; c += 1) frame.set([c + 1, 0x11, 0], 6 + 3 * c);
  const tables = Buffer.from([
    ...[0x00, 1, ...Array<number>(15).fill(0), 0x00], // DC: one 1-bit code, difference 0
    ...[0x10, 0, 0, 0, 15, ...Array<number>(12).fill(0)], // AC: 15 codes of 4 bits,
    ...Array.from({ length: 15 }, (_, n) => n << 4), // EOB0 (code 0000)..EOB14
  ]);
  return [
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xdb, Buffer.from([0, ...Array<number>(64).fill(1)])),
    jpegSegment(sofMarker, frame),
    jpegSegment(0xc4, tables),
  ];
}

/**
 * A baseline JPEG of a flat mid-grey image, encoded by hand: one interleaved scan where every
 * block is a 1-bit DC code and a 4-bit EOB, all zero bits. Cheap at any size.
 */
export function baselineJpeg(size: FlatJpegSize): Buffer {
  const blocks = Math.ceil(size.width / 8) * Math.ceil(size.height / 8);
  const bits = blocks * size.components * 5;
  const data = Buffer.alloc(Math.ceil(bits / 8));
  if (bits % 8 !== 0) data[data.length - 1] = (1 << (8 - (bits % 8))) - 1; // padding ones
  const selectors = Array.from({ length: size.components }, (_, c) => [c + 1, 0x00]).flat();
  const scan = Buffer.from([size.components, ...selectors, 0, 63, 0]);
  return Buffer.concat([
    ...flatJpegHeaders(0xc0, size),
    jpegSegment(0xda, scan),
    data,
    Buffer.from([0xff, 0xd9]),
  ]);
}

export interface ProgressiveJpegOptions extends FlatJpegSize {
  /** One AC band per coefficient (63 bands) instead of one band for all of them. */
  bandPerCoefficient?: boolean;
  /** Successive-approximation refinement scans after each AC band's first scan (0 to 13). */
  refinements?: number;
}

/**
 * A valid progressive JPEG of a flat mid-grey image, encoded by hand: all coefficients are zero,
 * so each AC scan is a few end-of-band runs while the decoder still walks every block. Cheap to
 * make at any size, with any number of scans: `components` x (1 + bands x (1 + refinements)).
 */
export function progressiveJpeg(options: ProgressiveJpegOptions): Buffer {
  const { width, height, components } = options;
  const refinements = options.refinements ?? 0;
  const bands: [number, number][] = options.bandPerCoefficient
    ? Array.from({ length: 63 }, (_, i) => [i + 1, i + 1])
    : [[1, 63]];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = (component: number, start: number, end: number, ah: number, al: number) =>
    jpegSegment(0xda, Buffer.from([1, component, 0x00, start, end, (ah << 4) | al]));
  const dc = new BitWriter();
  for (let i = 0; i < blocks; i += 1) dc.put(0, 1);
  const dcData = dc.finish();
  const acData = endOfBandRuns(blocks);

  const parts = flatJpegHeaders(0xc2, options);
  for (let c = 1; c <= components; c += 1) parts.push(scan(c, 0, 0, 0, 0), dcData);
  for (let c = 1; c <= components; c += 1) {
    for (const [start, end] of bands) {
      parts.push(scan(c, start, end, 0, refinements), acData);
      for (let al = refinements - 1; al >= 0; al -= 1) {
        parts.push(scan(c, start, end, al + 1, al), acData);
      }
    }
  }
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/** Inserts a COM (comment) segment right after SOI. */
export function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const segment = jpegSegment(0xfe, Buffer.from(comment, 'latin1'));
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}
