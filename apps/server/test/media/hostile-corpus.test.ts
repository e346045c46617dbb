// Issue 5, hostile input: a corpus generated here (no binaries committed) goes through the real
// worker pool. Every input is answered within 5 s with a clear status, memory stays under 512 MB
// while it is processed, and the pool still works afterwards. Truncated and garbled files:
// hostile-truncation.test.ts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_DETAIL_MESSAGES } from '../../src/media/media-error';
import { MAX_INPUT_BYTES, type AcceptedInputFormat } from '../../src/media/presets';
import { expectPoolStillWorks, useCorpus } from './corpus-harness';
import {
  GPS_EXIF,
  GPS_LATITUDE_BYTES,
  GPS_XMP,
  HTML,
  HTML_PAYLOAD,
  PDF,
  SVG_WITH_SCRIPT,
  bmp,
  gifDeclaring,
  ico,
  isoMediaFile,
  pngWithChunk,
  psd,
  webpCanvasDeclaring,
  webpDeclaring,
  zerosBomb,
  zipArchive,
} from './hostile-images';
import { baselineJpeg, jpegDeclaring, jpegWithComment, progressiveJpeg } from './hostile-jpeg';
import { readLargeInput, type LargeInputName } from './hostile-large';
import { RED, jpeg, pngDeclaring, randomBytes, solid } from './images';

const setup = useCorpus('hostile corpus', { largeInputs: true });
/** A refusal from the header adds nothing like a decode to memory. */
const HEADER_ONLY_GROWTH = 32 * 1024 * 1024;

type Make = () => Buffer | Promise<Buffer>;
const ascii = (text: string) => Buffer.from(text, 'latin1');
const large = (name: LargeInputName) => readLargeInput(setup.largeDir, name);

describe('rule: JPEG, PNG, WebP and GIF only, by content; anything else refused clearly', () => {
  const cases: [string, Make][] = [
    ['an HTML page', () => HTML],
    ['an SVG with a script', () => SVG_WITH_SCRIPT],
    ['a TIFF', () => solid(32, 32, RED).tiff().toBuffer()],
    ['a Photoshop document (8BPS)', psd],
    ['a BMP', bmp],
    ['an ICO holding a PNG', ico],
    ['a HEIC (ftyp heic)', () => isoMediaFile('heic')],
    ['an AVIF', () => solid(32, 32, RED).avif().toBuffer()],
    ['a PDF', () => PDF],
    ['64 KiB of seeded random bytes', () => randomBytes(65_536, 11)],
    ['a single zero byte', () => Buffer.from([0])],
    ['an HTML page with a JPEG after it', async () => Buffer.concat([HTML, await jpeg(16, 16)])],
  ];
  for (const [name, make] of cases) {
    it(`refuses ${name} as unsupported_format, naming the accepted formats`, async () => {
      const { error } = await setup.corpus.refuses(name, await make(), 'unsupported_format');
      expect(error?.message).toContain('Corkboard accepts JPEG, PNG, WebP and GIF images.');
    });
  }
});

describe('rule: pixel floods (over 50 MP or 65,500 px a side) are refused from the header', () => {
  const cases: [string, Make][] = [
    ['a PNG declaring 100,000 x 100,000 over one row', () => pngDeclaring(100_000, 100_000)],
    [
      'an interlaced PNG declaring 100,000 x 100,000',
      () => pngDeclaring(100_000, 100_000, { interlaced: true }),
    ],
    ['a PNG declaring 10,000 x 5,001 (just over 50 MP)', () => pngDeclaring(10_000, 5_001)],
    ['a PNG declaring 66,000 x 1', () => pngDeclaring(66_000, 1)],
    ['a JPEG whose SOF declares 65,000 x 65,000', () => jpegDeclaring(65_000, 65_000)],
    ['a progressive JPEG declaring 65,000 x 65,000', () => jpegDeclaring(65_000, 65_000, true)],
    ['a GIF whose logical screen is 65,535 x 65,535', () => gifDeclaring(65_535, 65_535)],
    [
      'a GIF frame declaring 65,535 x 65,535 on a 64 x 64 screen',
      () => gifDeclaring(64, 64, { frame: { width: 65_535, height: 65_535 } }),
    ],
    ['a WebP whose VP8X canvas is 2^24 x 2^24', () => webpCanvasDeclaring(2 ** 24, 2 ** 24)],
    ['a lossless WebP declaring 16,384 x 16,384', () => webpDeclaring(true, 16_384, 16_384)],
    ['a lossy WebP declaring 16,383 x 16,383', () => webpDeclaring(false, 16_383, 16_383)],
  ];
  for (const [name, make] of cases) {
    it(`refuses ${name} as too_many_pixels without decoding it`, async () => {
      const { jobGrowth } = await setup.corpus.refuses(name, await make(), 'too_many_pixels');
      if (jobGrowth !== null) expect(jobGrowth).toBeLessThan(HEADER_ONLY_GROWTH);
    });
  }

  const lies: [string, Make][] = [
    [
      'a JPEG whose SOF declares 7,000 x 7,000 over 16 x 16 of data',
      () => jpegDeclaring(7_000, 7_000),
    ],
    [
      'the same JPEG padded with 1 MB after its end marker',
      async () => Buffer.concat([await jpegDeclaring(7_000, 7_000), Buffer.alloc(1 << 20)]),
    ],
    [
      'a GIF frame declaring 7,000 x 7,000 over one pixel of data',
      () => gifDeclaring(64, 64, { frame: { width: 7_000, height: 7_000 } }),
    ],
  ];
  for (const [name, make] of lies) {
    it(`refuses ${name} as corrupt, undecoded`, async () => {
      const { jobGrowth } = await setup.corpus.refuses(name, await make(), 'corrupt');
      if (jobGrowth !== null) expect(jobGrowth).toBeLessThan(HEADER_ONLY_GROWTH);
    });
  }
});

describe('rule: large images within the limits stay under 512 MB; beyond, refused undecoded', () => {
  const memory = MEDIA_DETAIL_MESSAGES.decodeMemory;
  const accepted: [string, Make, AcceptedInputFormat, number, number][] = [
    [
      'a 16-bit RGBA interlaced (Adam7) PNG of 5,200 x 5,200, at the decode budget',
      () => large('interlacedPng16'),
      'png',
      5_200,
      5_200,
    ],
    [
      'a progressive 4:4:4 JPEG of 6,000 x 6,000, at the decode budget',
      () => progressiveJpeg({ width: 6_000, height: 6_000, components: 3 }),
      'jpeg',
      6_000,
      6_000,
    ],
    [
      'a progressive CMYK JPEG of 3,000 x 3,000',
      () => progressiveJpeg({ width: 3_000, height: 3_000, components: 4 }),
      'jpeg',
      3_000,
      3_000,
    ],
    [
      'a baseline CMYK JPEG of 5,000 x 5,000',
      () => baselineJpeg({ width: 5_000, height: 5_000, components: 4 }),
      'jpeg',
      5_000,
      5_000,
    ],
    [
      'a 7,000 x 7,000 progressive JPEG of 64 scans',
      () =>
        progressiveJpeg({ width: 7_000, height: 7_000, components: 1, bandPerCoefficient: true }),
      'jpeg',
      7_000,
      7_000,
    ],
    [
      'a progressive JPEG written by mozjpeg',
      () => large('mozjpegProgressive'),
      'jpeg',
      3_000,
      2_000,
    ],
    [
      'a 6,400 x 6,400 GIF (41 MP), at the decode budget',
      () => large('gif41Mp'),
      'gif',
      6_400,
      6_400,
    ],
    [
      'a GIF of 50,000 frames, keeping the first',
      () => gifDeclaring(64, 64, { frames: 50_000 }),
      'gif',
      64,
      64,
    ],
    [
      'a lossless RGBA WebP of 5,200 x 5,200, at the decode budget',
      () => large('losslessRgbaWebp'),
      'webp',
      5_200,
      5_200,
    ],
    [
      'a 7,000 x 7,000 JPEG tagged with EXIF orientation 6',
      () => large('rotatedJpeg49Mp'),
      'jpeg',
      7_000,
      7_000,
    ],
  ];
  for (const [name, make, format, width, height] of accepted) {
    it(`accepts ${name}`, async () => {
      await setup.corpus.accepts(name, await make(), { format, width, height });
    });
  }

  const refused: [string, Make][] = [
    [
      'a 16-bit RGBA interlaced PNG declaring 6,000 x 6,000',
      () => pngDeclaring(6_000, 6_000, { colourType: 6, depth: 16, interlaced: true }),
    ],
    [
      'a progressive CMYK JPEG of 7,000 x 7,000',
      () => progressiveJpeg({ width: 7_000, height: 7_000, components: 4 }),
    ],
    ['an animated WebP on a 7,000 x 7,000 canvas', () => webpCanvasDeclaring(7_000, 7_000)],
  ];
  for (const [name, make] of refused) {
    it(`refuses ${name} for the memory its decoder would need, undecoded`, async () => {
      const { jobGrowth } = await setup.corpus.refuses(
        name,
        await make(),
        'too_many_pixels',
        memory,
      );
      if (jobGrowth !== null) expect(jobGrowth).toBeLessThan(HEADER_ONLY_GROWTH);
    });
  }

  it('refuses progressive JPEGs of 127 and 883 scans (a 178 KB CPU flood) as corrupt', async () => {
    const scans = MEDIA_DETAIL_MESSAGES.jpegScans;
    const many = (refinements: number) =>
      progressiveJpeg({
        width: 7_000,
        height: 7_000,
        components: 1,
        bandPerCoefficient: true,
        refinements,
      });
    await setup.corpus.refuses('127 scans', many(1), 'corrupt', scans);
    await setup.corpus.refuses('883 scans', many(13), 'corrupt', scans);
  });
});

describe('rule: at most 32 MB', () => {
  it('refuses one byte over 32 MB as too_large, saying 32 MB', async () => {
    const input = Buffer.alloc(MAX_INPUT_BYTES + 1);
    input.set([0xff, 0xd8, 0xff]);
    const { error } = await setup.corpus.refuses('32 MB + 1', input, 'too_large');
    expect(error?.message).toContain('32 MB');
  });

  it('accepts exactly 32 MB (a JPEG padded after its end marker)', async () => {
    const input = Buffer.alloc(MAX_INPUT_BYTES);
    (await jpeg(300, 200)).copy(input);
    const expected = { format: 'jpeg', width: 300, height: 200 } as const;
    await setup.corpus.accepts('exactly 32 MB', input, expected);
  });
});

describe('rule: everything re-encoded, metadata stripped, polyglots come out clean', () => {
  /** The GPS position really is in the input's EXIF, for the outputs to be checked against. */
  const planted = async (input: Buffer) => {
    const { exif } = await sharp(input).metadata();
    expect(exif?.includes(GPS_LATITUDE_BYTES)).toBe(true);
    return input;
  };
  const image = (format: 'jpeg' | 'png' | 'gif') => solid(300, 200, RED)[format]().toBuffer();
  const cases: [string, Make, AcceptedInputFormat][] = [
    [
      'a JPEG with EXIF GPS and XMP GPS',
      () =>
        solid(300, 200, RED).jpeg().withExif(GPS_EXIF).withXmp(GPS_XMP).toBuffer().then(planted),
      'jpeg',
    ],
    [
      'a PNG with EXIF GPS and an HTML text chunk',
      async () => {
        const png = await solid(300, 200, RED).png().withExif(GPS_EXIF).toBuffer().then(planted);
        return pngWithChunk(png, 'tEXt', ascii(`Comment\0${HTML_PAYLOAD}`));
      },
      'png',
    ],
    [
      'a WebP with EXIF GPS',
      () => solid(300, 200, RED).webp().withExif(GPS_EXIF).toBuffer().then(planted),
      'webp',
    ],
    [
      'a JPEG with an HTML page after its end marker',
      async () => Buffer.concat([await image('jpeg'), HTML]),
      'jpeg',
    ],
    [
      'a JPEG with HTML in a comment segment',
      async () => jpegWithComment(await image('jpeg'), HTML_PAYLOAD),
      'jpeg',
    ],
    [
      'a GIFAR (GIF + Java archive)',
      async () =>
        Buffer.concat([await image('gif'), zipArchive('META-INF/MANIFEST.MF', 'Main-Class: X\n')]),
      'gif',
    ],
    [
      'a PNG with a ZIP appended',
      async () => Buffer.concat([await image('png'), zipArchive('index.html', HTML_PAYLOAD)]),
      'png',
    ],
    [
      'a PNG with a 1 GiB zTXt decompression bomb',
      async () =>
        pngWithChunk(
          await image('png'),
          'zTXt',
          Buffer.concat([ascii('Comment\0\0'), zerosBomb(1024)]),
        ),
      'png',
    ],
    [
      'a PNG with a 1 GiB iCCP decompression bomb',
      async () =>
        pngWithChunk(
          await image('png'),
          'iCCP',
          Buffer.concat([ascii('icc\0\0'), zerosBomb(1024)]),
        ),
      'png',
    ],
  ];
  for (const [name, make, format] of cases) {
    it(`re-encodes ${name}, with nothing of it left in any size`, async () => {
      await setup.corpus.accepts(name, await make(), { format, width: 300, height: 200 });
    });
  }
});

describe('rule: no input crashes, stalls or exhausts the worker', () => {
  it('still ingests a normal photo afterwards; no worker failed; memory stayed under 512 MB', async () => {
    await expectPoolStillWorks(setup);
  });
});
