// Land scenes: mountain landscapes and misty forests, plus the sky pieces (sun, clouds, birds,
// pine silhouettes) that the other outdoor scenes share.
import { darken, lighten, mix } from './demo-palettes';
import {
  alpha,
  circle,
  ellipse,
  f,
  glow,
  linear,
  polygon,
  rect,
  ridge,
  ridgePath,
  stroke,
  type Scene,
} from './demo-svg';

export const minSide = (s: Scene) => Math.min(s.w, s.h);

/** A pine silhouette with jagged tiers, as one path (one element per tree keeps it fast). */
export function pine(
  x: number,
  base: number,
  tw: number,
  th: number,
  fill: string,
  extra = '',
): string {
  const tiers = 4;
  const right: [number, number][] = [[x, base - th]];
  for (let k = 1; k <= tiers; k++) {
    const y = base - th + (th * 0.88 * k) / tiers;
    const hw = (tw / 2) * (k / tiers);
    right.push([x + hw, y]);
    if (k < tiers) right.push([x + hw * 0.4, y - th * 0.02]);
  }
  const trunkTop = base - th * 0.12;
  right.push([x + tw * 0.05, trunkTop], [x + tw * 0.05, base]);
  const left = right
    .slice(1)
    .reverse()
    .map(([px, py]) => [2 * x - px, py] as [number, number]);
  return polygon([...right, ...left], fill, extra);
}

export function clouds(s: Scene, count: number, maxY: number, color: string): string {
  let out = '';
  for (let c = 0; c < count; c++) {
    const cx = s.rng.range(-0.1, 1.1) * s.w;
    const cy = s.rng.range(0.05, 1) * maxY;
    const size = s.rng.range(0.05, 0.12) * s.w;
    const a = s.rng.range(0.45, 0.8);
    for (let i = 0; i < 5; i++) {
      const ox = (i - 2) * size * s.rng.range(0.5, 0.8);
      const r = size * (1 - Math.abs(i - 2) * 0.22) * s.rng.range(0.8, 1.1);
      out += ellipse(cx + ox, cy - r * 0.3, r, r * 0.62, color, alpha(a));
    }
  }
  return out;
}

function birds(s: Scene, cx: number, cy: number, color: string): string {
  let out = '';
  const n = s.rng.int(3, 6);
  for (let i = 0; i < n; i++) {
    const x = cx + s.rng.range(-0.15, 0.15) * s.w;
    const y = cy + s.rng.range(-0.06, 0.06) * s.h;
    const b = s.rng.range(6, 12);
    out += stroke(
      `M${f(x - b)} ${f(y - b * 0.4)}Q${f(x - b * 0.4)} ${f(y - b * 0.5)} ${f(x)} ${f(y)}Q${f(x + b * 0.4)} ${f(y - b * 0.5)} ${f(x + b)} ${f(y - b * 0.4)}`,
      color,
      2,
    );
  }
  return out;
}

export function sun(s: Scene, x: number, y: number, r: number, color: string): string {
  return circle(x, y, r * 4, glow(s, color, 0.55)) + circle(x, y, r, color);
}

export function landscape(s: Scene): string {
  const { w, h, rng, pal } = s;
  const top = mix(pal[2], '#6d9ed8', rng.range(0.2, 0.6));
  const horizon = mix(pal[4], pal[3], rng.range(0, 0.5));
  let out = rect(
    0,
    0,
    w,
    h,
    linear(s, [
      [0, top],
      [0.75, horizon],
    ]),
  );
  const sunX = rng.range(0.2, 0.8) * w;
  const sunY = rng.range(0.12, 0.35) * h;
  out += sun(s, sunX, sunY, minSide(s) * rng.range(0.05, 0.1), mix('#fff3c4', pal[3], 0.3));
  out += clouds(s, rng.int(1, 4), h * 0.35, lighten(pal[4], 0.5));
  const layers = rng.int(4, 6);
  const yH = h * rng.range(0.36, 0.52);
  const far = mix(horizon, pal[1], 0.35);
  const near = darken(pal[0], 0.15);
  const lake = rng.chance(0.4);
  const drawn = lake ? layers - 1 : layers;
  let lastRidge: number[] = [];
  for (let i = 0; i < drawn; i++) {
    const t = (i + 1) / layers;
    const base = yH + (h * 0.9 - yH) * Math.pow(i / layers, 1.15);
    const amp = h * (0.11 - 0.014 * i);
    const ys = ridge(rng, base, amp, 0.58 - i * 0.04);
    const c = mix(far, near, Math.pow(t, 1.1));
    out += ridgePath(
      s,
      ys,
      linear(s, [
        [0, lighten(c, 0.1)],
        [1, darken(c, 0.12)],
      ]),
    );
    lastRidge = ys;
  }
  if (lake) {
    const lakeTop = Math.max(...lastRidge.slice(20, 44)) + h * 0.01;
    out += rect(
      0,
      lakeTop,
      w,
      h - lakeTop,
      linear(s, [
        [0, mix(horizon, top, 0.3)],
        [1, darken(top, 0.2)],
      ]),
    );
    for (let i = 0; i < 26; i++) {
      const y = rng.range(lakeTop + 4, h);
      out += ellipse(
        rng.range(0, w),
        y,
        rng.range(20, 90),
        1.5,
        '#fff',
        alpha(rng.range(0.1, 0.3)),
      );
    }
    out += ellipse(
      sunX,
      lakeTop + (h - lakeTop) * 0.25,
      minSide(s) * 0.05,
      (h - lakeTop) * 0.2,
      mix('#fff3c4', pal[3], 0.3),
      alpha(0.3),
    );
    const shore = ridge(rng, h * 0.93, h * 0.03, 0.5);
    out += ridgePath(s, shore, near);
    lastRidge = shore;
  }
  if (rng.chance(0.6)) {
    const c = darken(near, 0.1);
    const dx = w / (lastRidge.length - 1);
    for (let i = 0; i < lastRidge.length; i += rng.int(1, 3)) {
      const th = h * rng.range(0.05, 0.1);
      out += pine(i * dx, (lastRidge[i] ?? h) + th * 0.15, th * 0.42, th, c);
    }
  }
  if (rng.chance(0.5)) out += birds(s, sunX, sunY + h * 0.08, darken(pal[0], 0.3));
  return out;
}

export function forest(s: Scene): string {
  const { w, h, rng, pal } = s;
  const fog = mix(pal[4], '#dfe9e4', 0.4);
  let out = rect(
    0,
    0,
    w,
    h,
    linear(s, [
      [0, mix(pal[3], '#b9d3dc', 0.5)],
      [0.6, fog],
    ]),
  );
  if (rng.chance(0.7))
    out += sun(s, rng.range(0.2, 0.8) * w, h * rng.range(0.15, 0.3), minSide(s) * 0.06, '#fff8e0');
  const green = mix(pal[0], '#1f3d2b', 0.55);
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const t = (i + 1) / layers;
    const c = mix(fog, green, Math.pow(t, 0.9));
    const base = h * (0.42 + 0.16 * i);
    const th = h * (0.16 + 0.08 * i);
    const ground = ridge(rng, base, h * 0.02, 0.5);
    out += ridgePath(s, ground, c);
    let x = -w * 0.05;
    while (x < w * 1.05) {
      const size = th * rng.range(0.75, 1.2);
      out += pine(x, base + h * 0.01, size * 0.4, size, c);
      x += size * 0.4 * rng.range(0.45, 0.9);
    }
    if (i < layers - 1) {
      const mist = linear(s, [
        [0, fog, 0],
        [0.5, fog, 0.55],
        [1, fog, 0],
      ]);
      out += rect(0, base - th * 0.2, w, th * 0.5, mist);
    }
  }
  out += rect(0, h * 0.93, w, h * 0.07, darken(green, 0.3));
  return out;
}
