// Issue 5, hostile input: "truncated, corrupt and zero-byte files -> a clear failure status, not
// a worker crash". Every truncation point of small images of each format, garbage behind each
// signature and seeded mutations go through the real worker pool, within the bounds of
// corpus-harness.ts (5 s, 512 MB).
import { describe, expect, it } from 'vitest';
import { expectPoolStillWorks, HOOK_TIMEOUT, useCorpus } from './corpus-harness';
import { HTML, mutate } from './hostile-images';
import { BLUE, RED, animatedGif, randomBytes, splitJpeg } from './images';

const setup = useCorpus('hostile truncation');

type Make = () => Promise<Buffer>;
const ascii = (text: string) => Buffer.from(text, 'latin1');
const picture = () => splitJpeg(64, 48, RED, BLUE);

const SMALL_IMAGES: [string, Make][] = [
  ['baseline JPEG', async () => (await picture()).toBuffer()],
  ['progressive JPEG', async () => (await picture()).jpeg({ progressive: true }).toBuffer()],
  ['PNG', async () => (await picture()).png().toBuffer()],
  ['interlaced PNG', async () => (await picture()).png({ progressive: true }).toBuffer()],
  ['animated GIF', animatedGif],
  ['lossy WebP', async () => (await picture()).webp().toBuffer()],
  ['lossless WebP', async () => (await picture()).webp({ lossless: true }).toBuffer()],
];

describe('rule: empty and truncated files are refused as empty or corrupt', () => {
  it('refuses zero bytes as empty and one byte of a JPEG signature as corrupt', async () => {
    await setup.corpus.refuses('zero bytes', Buffer.alloc(0), 'empty');
    await setup.corpus.refuses('one byte 0xFF', Buffer.from([0xff]), 'corrupt');
  });

  for (const [name, make] of SMALL_IMAGES) {
    it(
      `refuses every truncation of a ${name} as corrupt, and accepts it whole`,
      async () => {
        const whole = await make();
        const wrong: string[] = [];
        for (let length = 1; length < whole.length; length += 1) {
          const cut = Buffer.from(whole.subarray(0, length));
          const { error } = await setup.corpus.ask(`${name} cut at ${length}`, cut);
          if (error?.code !== 'corrupt') wrong.push(`${length}: ${error?.code ?? 'accepted'}`);
        }
        expect(wrong).toEqual([]);
        expect((await setup.corpus.ask(`whole ${name}`, whole)).error).toBeNull();
      },
      HOOK_TIMEOUT,
    );
  }
});

describe('rule: corrupt files get a clear failure, never a crash', () => {
  const garbled: [string, () => Buffer | Promise<Buffer>][] = [
    [
      'a JPEG signature, then random bytes',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(4096, 3)]),
    ],
    [
      'a PNG signature, then random bytes',
      () => Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(4096, 4)]),
    ],
    ['GIF89a, then random bytes', () => Buffer.concat([ascii('GIF89a'), randomBytes(4096, 5)])],
    [
      'a RIFF WEBP header, then random bytes',
      () => Buffer.concat([ascii('RIFF\x00\x10\x00\x00WEBP'), randomBytes(4096, 6)]),
    ],
    [
      'a GIF header followed by JavaScript',
      () => ascii('GIF89a/*\x00\x00*/=1;alert(document.domain);//'),
    ],
    [
      'a JPEG signature followed by HTML',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), HTML]),
    ],
  ];
  for (const [name, make] of garbled) {
    it(`refuses ${name} as corrupt`, async () => {
      await setup.corpus.refuses(name, await make(), 'corrupt');
    });
  }

  it(
    'answers 280 seeded mutations of small JPEG, PNG, GIF and WebP files with success or an input error',
    async () => {
      for (const [name, make] of SMALL_IMAGES) {
        const whole = await make();
        for (let seed = 1; seed <= 40; seed += 1) {
          // ask() asserts the bounds and that any failure is an input error, not a crash.
          await setup.corpus.ask(`${name} mutant ${seed}`, mutate(whole, seed, 1 + (seed % 8)));
        }
      }
    },
    HOOK_TIMEOUT,
  );

  it('still ingests a normal photo afterwards; no worker failed; memory stayed under 512 MB', async () => {
    await expectPoolStillWorks(setup);
  });
});
