// Test images generated with sharp at run time: no binary fixtures in the repository.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { MediaError, type MediaErrorCode } from '../../src/media/media-error';

export const RED = { r: 220, g: 20, b: 30 };
export const BLUE = { r: 20, g: 40, b: 220 };

type Rgb = { r: number; g: number; b: number };

export function solid(width: number, height: number, background: Rgb, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background } });
}

/** A JPEG whose left half is `left` and right half `right`, to check orientation. */
export async function splitJpeg(width: number, height: number, left: Rgb, right: Rgb) {
  const half = await solid(Math.floor(width / 2), height, right)
    .png()
    .toBuffer();
  return solid(width, height, left)
    .composite([{ input: half, left: Math.ceil(width / 2), top: 0 }])
    .jpeg({ quality: 90 });
}

export async function jpeg(width: number, height: number, color: Rgb = RED): Promise<Buffer> {
  return solid(width, height, color).jpeg({ quality: 90 }).toBuffer();
}

/** Mostly red with a blue square over a sixth of it. */
export async function mostlyRed(): Promise<Buffer> {
  const square = await solid(200, 200, BLUE).png().toBuffer();
  return solid(600, 400, RED)
    .composite([{ input: square, left: 50, top: 100 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Three 20x10 frames: red, green, blue. */
export async function animatedGif(): Promise<Buffer> {
  const colors = [RED, { r: 20, g: 200, b: 40 }, BLUE];
  const frames = await Promise.all(colors.map((c) => solid(40, 20, c).raw().toBuffer()));
  return sharp(Buffer.concat(frames), {
    raw: { width: 40, height: 60, channels: 3, pageHeight: 20 },
  })
    .gif()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngHeaderOptions {
  /** 2 RGB, 6 RGBA. */
  colourType?: 2 | 6;
  depth?: 8 | 16;
  interlaced?: boolean;
}

/**
 * A tiny well-formed PNG whose header declares `width` x `height` while its IDAT holds one row:
 * a decompression bomb's header, refused before decoding or failing when decoded.
 */
export function pngDeclaring(
  width: number,
  height: number,
  options: PngHeaderOptions = {},
): Buffer {
  const { colourType = 2, depth = 8, interlaced = false } = options;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([depth, colourType, 0, 0, interlaced ? 1 : 0], 8);
  const rowBytes = (width * (colourType === 6 ? 4 : 3) * depth) / 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + rowBytes))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<rect width="100" height="100" fill="red"/></svg>',
);

export function randomBytes(length: number, seed = 7): Buffer {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

export async function expectMediaError(promise: Promise<unknown>, code: MediaErrorCode) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  expect((error as MediaError).code).toBe(code);
  expect((error as MediaError).message.length).toBeGreaterThan(10);
  return error as MediaError;
}

export async function pixelAt(image: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i] as number, g: data[i + 1] as number, b: data[i + 2] as number };
}

export function isReddish({ r, g, b }: Rgb): boolean {
  return r > 150 && g < 90 && b < 90;
}
