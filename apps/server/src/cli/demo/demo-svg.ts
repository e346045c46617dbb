// Small SVG building blocks shared by the scene generators. librsvg renders `opacity` on an
// element through an offscreen layer (about 0.2 ms each), so shapes use fill-opacity instead,
// and there are no filters: soft light comes from radial gradients.
import type { Palette } from './demo-palettes';
import type { Rng } from './demo-random';

export interface Scene {
  w: number;
  h: number;
  rng: Rng;
  pal: Palette;
  defs: string[];
  nextId: () => string;
}

/** Numbers with one decimal keep the SVG short and the output stable. */
export const f = (x: number): string => String(Math.round(x * 10) / 10);

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`,
    )
    .join('');
}

/** A linear gradient from (x1,y1) to (x2,y2) in bounding-box units; returns `url(#id)`. */
export function linear(s: Scene, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = s.nextId();
  s.defs.push(
    `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops(list)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A radial gradient centred in the shape's bounding box; returns `url(#id)`. */
export function radial(s: Scene, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const id = s.nextId();
  s.defs.push(
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** A soft glow: colour fading to transparent. */
export function glow(s: Scene, color: string, strength = 0.8): string {
  return radial(s, [
    [0, color, strength],
    [0.5, color, strength * 0.35],
    [1, color, 0],
  ]);
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;

export const alpha = (a: number): string => `fill-opacity="${Math.round(a * 100) / 100}"`;

export const rotate = (deg: number, cx: number, cy: number): string =>
  `transform="rotate(${f(deg)} ${f(cx)} ${f(cy)})"`;

export function polygon(
  points: readonly (readonly [number, number])[],
  fill: string,
  extra = '',
): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join('');
  return path(`${d}Z`, fill, extra);
}

/**
 * A ridge line by midpoint displacement: `count` heights across the width around `base`,
 * rougher for larger `roughness` (0..1).
 */
export function ridge(rng: Rng, base: number, amplitude: number, roughness: number): number[] {
  const size = 64;
  const ys = new Array<number>(size + 1).fill(base);
  ys[0] = base + rng.range(-amplitude, amplitude);
  ys[size] = base + rng.range(-amplitude, amplitude);
  let step = size;
  let amp = amplitude;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < size; i += step) {
      ys[i] = ((ys[i - half] ?? base) + (ys[i + half] ?? base)) / 2 + rng.range(-amp, amp);
    }
    step = half;
    amp *= roughness;
  }
  return ys;
}

/** Closes a ridge down to the bottom edge as a filled path. */
export function ridgePath(s: Scene, ys: readonly number[], fill: string, extra = ''): string {
  const dx = s.w / (ys.length - 1);
  const pts = ys.map((y, i) => `L${f(i * dx)} ${f(y)}`).join('');
  return path(`M0 ${f(s.h)}${pts}L${f(s.w)} ${f(s.h)}Z`, fill, extra);
}

/** A smooth closed blob around (cx, cy) through `n` points at random radii. */
export function blobPath(rng: Rng, cx: number, cy: number, r: number, n = 7, wobble = 0.3): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 - wobble + rng.next() * wobble * 2);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  // Catmull-Rom through the points, as cubic Béziers.
  let d = '';
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n] as [number, number];
    const p1 = pts[i] as [number, number];
    const p2 = pts[(i + 1) % n] as [number, number];
    const p3 = pts[(i + 2) % n] as [number, number];
    if (i === 0) d += `M${f(p1[0])} ${f(p1[1])}`;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** Returns a palette colour by role: 0 darkest .. 4 lightest. */
export const role = (s: Scene, i: 0 | 1 | 2 | 3 | 4): string => s.pal[i];

/**
 * Film grain and a vignette over the whole picture, so no area is a flat swatch. The grain is a
 * small pattern tile (rendered once by librsvg, then repeated), far cheaper than feTurbulence.
 */
export function finish(s: Scene, vignette: number): string {
  const id = s.nextId();
  const tile = 89;
  let cells = '';
  for (let i = 0; i < 140; i++) {
    const x = s.rng.int(0, tile - 2);
    const y = s.rng.int(0, tile - 2);
    const a = s.rng.range(0.04, 0.12);
    cells += rect(
      x,
      y,
      s.rng.pick([1, 1.5, 2]),
      s.rng.pick([1, 1.5, 2]),
      i % 2 ? '#fff' : '#000',
      alpha(a),
    );
  }
  s.defs.push(
    `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${cells}</pattern>`,
  );
  let out = rect(0, 0, s.w, s.h, `url(#${id})`);
  if (vignette > 0) {
    const v = radial(
      s,
      [
        [0.55, '#000', 0],
        [1, '#000', vignette],
      ],
      0.5,
      0.5,
      0.75,
    );
    out += rect(0, 0, s.w, s.h, v);
  }
  return out;
}
