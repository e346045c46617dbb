// Deterministic demo pictures: each spec becomes an SVG scene (seeded, so the same spec always
// gives the same bytes) that sharp's librsvg rasterises to a JPEG. Nothing is fetched.
import sharp from 'sharp';
import { PALETTES } from './demo-palettes';
import { Rng } from './demo-random';
import { abstract, blobs, geometric } from './demo-scenes-art';
import { food } from './demo-scenes-food';
import { interior } from './demo-scenes-interior';
import { forest, landscape } from './demo-scenes-nature';
import { fashion, portrait } from './demo-scenes-people';
import { botanical, city } from './demo-scenes-plants';
import { product } from './demo-scenes-product';
import { desert, night, sea } from './demo-scenes-vista';
import { finish, type Scene } from './demo-svg';
import type { DemoImageSpec, DemoSubject } from './demo-types';

export { DEMO_SUBJECTS, type DemoImageSpec, type DemoSubject } from './demo-types';

interface SceneDef {
  draw: (s: Scene) => string;
  /** Photographs get a vignette; flat graphics only a hint of one. */
  vignette: number;
}

const SCENES: Record<DemoSubject, SceneDef> = {
  landscape: { draw: landscape, vignette: 0.3 },
  sea: { draw: sea, vignette: 0.25 },
  forest: { draw: forest, vignette: 0.3 },
  city: { draw: city, vignette: 0.3 },
  botanical: { draw: botanical, vignette: 0.1 },
  food: { draw: food, vignette: 0.3 },
  abstract: { draw: abstract, vignette: 0 },
  geometric: { draw: geometric, vignette: 0.1 },
  interior: { draw: interior, vignette: 0.25 },
  fashion: { draw: fashion, vignette: 0.15 },
  product: { draw: product, vignette: 0.2 },
  portrait: { draw: portrait, vignette: 0.15 },
  night: { draw: night, vignette: 0.35 },
  desert: { draw: desert, vignette: 0.25 },
  blobs: { draw: blobs, vignette: 0 },
};

const MAX_SIDE = 4096;

function checkSpec(spec: DemoImageSpec): void {
  const ok = (v: number) => Number.isInteger(v) && v >= 16 && v <= MAX_SIDE;
  if (!ok(spec.width) || !ok(spec.height)) {
    throw new RangeError(`demo image size ${spec.width}x${spec.height} is out of range`);
  }
  if (!(spec.subject in SCENES)) throw new RangeError(`unknown demo subject ${spec.subject}`);
}

/** The SVG source of a demo image; exported for tests and for debugging a scene. */
export function buildDemoSvg(spec: DemoImageSpec): string {
  checkSpec(spec);
  const rng = new Rng(spec.seed);
  const pal = rng.pick(PALETTES);
  let counter = 0;
  const scene: Scene = {
    w: spec.width,
    h: spec.height,
    rng,
    pal,
    defs: [],
    nextId: () => `d${counter++}`,
  };
  const def = SCENES[spec.subject];
  const body = def.draw(scene) + finish(scene, def.vignette);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" ` +
    `viewBox="0 0 ${spec.width} ${spec.height}"><defs>${scene.defs.join('')}</defs>${body}</svg>`
  );
}

/** Renders a demo image as a baseline JPEG of exactly `width` x `height`. */
export async function renderDemoImage(spec: DemoImageSpec): Promise<Buffer> {
  const svg = buildDemoSvg(spec);
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
