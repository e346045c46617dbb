// Hostile inputs for the media pipeline, crafted at run time (no binaries in the repository):
// headers that lie about their size, files of refused formats, polyglots and planted metadata.
import { constants, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { RED, animatedGif, crc32, pngChunk, solid } from './images';

const ascii = (text: string): Buffer => Buffer.from(text, 'latin1');

// --- PNG

/** Inserts a chunk right after IHDR (8 bytes of signature, 25 of IHDR). */
export function pngWithChunk(png: Buffer, type: string, data: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, 33), pngChunk(type, data), png.subarray(33)]);
}

/**
 * A zlib stream of `mebibytes` MiB of zeros, built from one compressed MiB repeated (full
 * flushes make each copy independent): a 1 GiB bomb in about 1 MB, made in milliseconds.
 */
export function zerosBomb(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((mebibytes * 1024 * 1024) % 65_521) * 65_536 + 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: mebibytes }, () => block),
    last,
    adler,
  ]);
}

// --- GIF

const GIF_ONE_PIXEL = Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]); // LZW: clear, index 0, end

function gifFrame(width: number, height: number): Buffer {
  const control = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]); // 10 ms delay
  const descriptor = Buffer.alloc(10); // at 0,0, no local colour table
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([control, descriptor, GIF_ONE_PIXEL]);
}

export interface GifDeclaringOptions {
  frames?: number;
  /** Size each frame declares; its data is always one pixel. */
  frame?: { width: number; height: number };
}

/** A GIF whose logical screen declares `width` x `height`, with one-pixel frames. */
export function gifDeclaring(width: number, height: number, options: GifDeclaringOptions = {}) {
  const { frames = 1, frame: size = { width: 1, height: 1 } } = options;
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // global colour table of 2 entries
  const palette = Buffer.from([220, 20, 30, 255, 255, 255]);
  const frame = gifFrame(size.width, size.height);
  return Buffer.concat([
    ascii('GIF89a'),
    screen,
    palette,
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

// --- WebP

/** An animated WebP (made by sharp) whose VP8X canvas is patched to `width` x `height`. */
export async function webpCanvasDeclaring(width: number, height: number): Promise<Buffer> {
  const animated = await sharp(await animatedGif(), { animated: true })
    .webp()
    .toBuffer();
  if (animated.toString('latin1', 12, 16) !== 'VP8X') throw new Error('expected VP8X');
  animated.writeUIntLE(width - 1, 24, 3);
  animated.writeUIntLE(height - 1, 27, 3);
  return animated;
}

/** A still WebP, lossy ('VP8 ') or lossless ('VP8L'), whose bitstream header is patched. */
export async function webpDeclaring(lossless: boolean, width: number, height: number) {
  const webp = await solid(16, 16, RED).webp({ lossless }).toBuffer();
  const chunk = webp.toString('latin1', 12, 16);
  if (chunk !== (lossless ? 'VP8L' : 'VP8 ')) throw new Error(`unexpected ${chunk}`);
  if (lossless) {
    const bits = webp.readUInt32LE(21) & 0xf0000000;
    webp.writeUInt32LE((bits | (width - 1) | ((height - 1) << 14)) >>> 0, 21);
  } else {
    webp.writeUInt16LE(width, 26);
    webp.writeUInt16LE(height, 28);
  }
  return webp;
}

// --- Polyglots and refused formats

/** A ZIP (Java archive) holding one stored file: appended to an image it makes a GIFAR. */
export function zipArchive(name: string, content: string): Buffer {
  const file = ascii(name);
  const data = ascii(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const centralOffset = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';
export const HTML = Buffer.from(`<!doctype html>\n${HTML_PAYLOAD}\n`);
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
    '<script>alert(1)</script><rect width="64" height="64" fill="red"/></svg>',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

/** The header of a Photoshop document: '8BPS', version 1, 3 channels, 64x64, 8 bits, RGB. */
export function psd(): Buffer {
  const header = Buffer.alloc(26);
  header.write('8BPS', 0, 'latin1');
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(3, 12);
  header.writeUInt32BE(64, 14);
  header.writeUInt32BE(64, 18);
  header.writeUInt16BE(8, 22);
  header.writeUInt16BE(3, 24);
  // Empty colour-mode, resource and layer sections, raw image data of zeros.
  return Buffer.concat([header, Buffer.alloc(12), Buffer.alloc(2 + 64 * 64 * 3)]);
}

/** A 2x2 24-bit Windows bitmap. */
export function bmp(): Buffer {
  const pixels = Buffer.alloc(2 * 8); // 2 rows of 2 BGR pixels, padded to 8 bytes
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** A Windows icon holding one PNG image (as modern .ico files do). */
export async function ico(): Promise<Buffer> {
  const png = await solid(16, 16, RED).png().toBuffer();
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry[0] = 16;
  entry[1] = 16;
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, png]);
}

/** An ISO-BMFF 'ftyp' box of the given brand (heic, avif...) followed by an empty 'meta'. */
export function isoMediaFile(brand: string): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.write('mif1', 16, 'latin1');
  ftyp.write(brand, 20, 'latin1');
  const meta = Buffer.alloc(12);
  meta.writeUInt32BE(12, 0);
  meta.write('meta', 4, 'latin1');
  return Buffer.concat([ftyp, meta]);
}

// --- Metadata

export const GPS_EXIF = {
  IFD0: { Make: 'CorkboardCam', Artist: 'Jane Secret' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2964/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 17/1 4032/100',
  },
};
export const GPS_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-' +
  'syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" ' +
  'exif:GPSLatitude="48,51.494N" exif:GPSLongitude="2,17.672E"/></rdf:RDF></x:xmpmeta>';
/** 29.64 (seconds of GPSLatitude) as libexif writes it: a little-endian rational, 2964/100. */
export const GPS_LATITUDE_BYTES = Buffer.from([0x94, 0x0b, 0, 0, 0x64, 0, 0, 0]);
/** What is planted in inputs and must never reach an output. */
export const PLANTED: readonly (string | Buffer)[] = [
  'CorkboardCam',
  'Jane Secret',
  'GPSLatitude',
  GPS_LATITUDE_BYTES,
  '<html',
  '<script',
  'PK\x03\x04',
];

// --- Fuzzing

/** `count` bytes after the first 16 replaced by seeded pseudo-random values. */
export function mutate(input: Buffer, seed: number, count: number): Buffer {
  const out = Buffer.from(input);
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8;
  for (let i = 0; i < count; i += 1) out[16 + (next() % (out.length - 16))] = next() & 0xff;
  return out;
}
