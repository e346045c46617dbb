// Demo images: deterministic bytes, the requested size, and pictures that differ from each
// other and are not flat swatches.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildDemoSvg,
  DEMO_SUBJECTS,
  renderDemoImage,
  type DemoImageSpec,
} from '../../src/cli/demo/demo-images';
import { buildDemoPlan } from '../../src/cli/demo/demo-plan';

const SIZES: readonly [number, number][] = [
  [640, 960],
  [600, 800],
  [736, 736],
  [600, 1067],
  [700, 467],
];

/** Every subject once, then a few repeats with other seeds and shapes: 20 specs. */
const SPECS: DemoImageSpec[] = [
  ...DEMO_SUBJECTS.map((subject, i) => {
    const [width, height] = SIZES[i % SIZES.length] ?? [600, 900];
    return { seed: 100 + i, width, height, subject };
  }),
  { seed: 7, width: 600, height: 900, subject: 'landscape' },
  { seed: 8, width: 600, height: 900, subject: 'food' },
  { seed: 9, width: 600, height: 750, subject: 'interior' },
  { seed: 10, width: 240, height: 240, subject: 'portrait' },
  { seed: 11, width: 600, height: 1200, subject: 'fashion' },
];

async function greyThumb(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg).greyscale().resize(32, 32, { fit: 'fill' }).raw().toBuffer();
}

function meanAbsDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

async function luminanceStdev(jpeg: Buffer): Promise<number> {
  const px = await sharp(jpeg).greyscale().raw().toBuffer();
  let mean = 0;
  for (const v of px) mean += v;
  mean /= px.length;
  let variance = 0;
  for (const v of px) variance += (v - mean) ** 2;
  return Math.sqrt(variance / px.length);
}

describe('demo images', () => {
  it('renders the same bytes for the same spec', async () => {
    for (const spec of SPECS.slice(0, 6)) {
      const a = await renderDemoImage(spec);
      const b = await renderDemoImage({ ...spec });
      expect(a.equals(b), spec.subject).toBe(true);
    }
    expect(buildDemoSvg(SPECS[0] as DemoImageSpec)).toBe(
      buildDemoSvg({ ...(SPECS[0] as DemoImageSpec) }),
    );
  });

  it('renders a JPEG of exactly the requested size for every subject', async () => {
    for (const spec of SPECS) {
      const meta = await sharp(await renderDemoImage(spec)).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([spec.width, spec.height]);
    }
  });

  it('renders pictures that differ from each other and have real variation', async () => {
    const jpegs = await Promise.all(SPECS.map((s) => renderDemoImage(s)));
    const thumbs = await Promise.all(jpegs.map(greyThumb));
    let closest = Infinity;
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        const d = meanAbsDiff(thumbs[i] as Buffer, thumbs[j] as Buffer);
        closest = Math.min(closest, d);
        expect(d, `${SPECS[i]?.subject} vs ${SPECS[j]?.subject}`).toBeGreaterThan(8);
      }
    }
    for (const [i, jpeg] of jpegs.entries()) {
      expect(await luminanceStdev(jpeg), SPECS[i]?.subject).toBeGreaterThan(8);
    }
    console.log(`closest pair of 20 demo images: mean abs difference ${closest.toFixed(1)} / 255`);
  });

  it('refuses sizes out of range', () => {
    expect(() => buildDemoSvg({ seed: 1, width: 0, height: 100, subject: 'sea' })).toThrow(
      RangeError,
    );
    expect(() => buildDemoSvg({ seed: 1, width: 100.5, height: 100, subject: 'sea' })).toThrow(
      RangeError,
    );
  });

  it('renders 50 of the plan’s images (timing printed, not asserted)', async () => {
    const specs = buildDemoPlan()
      .pins.slice(0, 50)
      .map((p) => p.image);
    const start = performance.now();
    for (const spec of specs) await renderDemoImage(spec);
    const ms = performance.now() - start;
    console.log(`rendered 50 demo images in ${ms.toFixed(0)} ms (${(ms / 50).toFixed(1)} ms each)`);
    expect(specs.length).toBe(50);
  });
});
