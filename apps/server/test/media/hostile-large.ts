// Large inputs at the limits, made by sharp in a child process: libvips would otherwise keep
// (and later lend the worker) the memory it used to generate them in the test process, and the
// corpus measures that process's memory.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { BLUE, RED, solid, splitJpeg } from './images';

const HALF_TRANSPARENT_RED = { r: 200, g: 10, b: 10, alpha: 0.5 };

export const LARGE_INPUTS = {
  /** 16-bit RGBA, Adam7: decoded whole at 8 bytes a pixel, beside a 4-byte output. */
  interlacedPng16: () =>
    solid(5_200, 5_200, RED, 4).toColourspace('rgb16').png({ progressive: true }).toBuffer(),
  gif41Mp: () => solid(6_400, 6_400, RED).gif().toBuffer(),
  losslessRgbaWebp: () =>
    sharp({
      create: { width: 5_200, height: 5_200, channels: 4, background: HALF_TRANSPARENT_RED },
    })
      .webp({ lossless: true })
      .toBuffer(),
  rotatedJpeg49Mp: () =>
    solid(7_000, 7_000, RED).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  mozjpegProgressive: async () =>
    (await splitJpeg(3_000, 2_000, RED, BLUE))
      .jpeg({ mozjpeg: true, progressive: true })
      .toBuffer(),
} as const satisfies Record<string, () => Promise<Buffer>>;

export type LargeInputName = keyof typeof LARGE_INPUTS;

const fileOf = (dir: string, name: LargeInputName) => path.join(dir, `${name}.bin`);

/** Writes every large input into `dir`, from a child process (see the file comment). */
export function generateLargeInputs(dir: string): void {
  const tsx = import.meta.resolve('tsx');
  const script = fileURLToPath(import.meta.url);
  execFileSync(process.execPath, ['--import', tsx, script, dir], { stdio: 'inherit' });
}

export function readLargeInput(dir: string, name: LargeInputName): Promise<Buffer> {
  return readFile(fileOf(dir, name));
}

async function main(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, make] of Object.entries(LARGE_INPUTS)) {
    await writeFile(fileOf(dir, name as LargeInputName), await make());
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main(process.argv[2] ?? '.').catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
