// Studio still life: products (bottle, mug, candle, vase) on a plinth against a backdrop.
import { darken, lighten, mix } from './demo-palettes';
import {
  alpha,
  circle,
  ellipse,
  f,
  glow,
  linear,
  path,
  rect,
  rotate,
  stroke,
  type Scene,
} from './demo-svg';

type Item = (s: Scene, x: number, base: number, size: number) => string;

const bottle: Item = (s, x, base, size) => {
  const c = s.rng.pick([s.pal[0], s.pal[1], '#8c5a2b', '#3f6e58']);
  const bw = size * 0.36;
  const bh = size * 0.7;
  let out = rect(
    x - bw / 2,
    base - bh,
    bw,
    bh,
    linear(
      s,
      [
        [0, lighten(c, 0.2)],
        [0.5, c],
        [1, darken(c, 0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
    `rx="${f(bw * 0.18)}"`,
  );
  out += rect(x - bw * 0.16, base - bh - size * 0.12, bw * 0.32, size * 0.14, darken(c, 0.2));
  out += rect(
    x - bw * 0.2,
    base - bh - size * 0.3,
    bw * 0.4,
    size * 0.2,
    s.rng.pick(['#1d1d1d', '#d8c08a', '#f4f1ea']),
    `rx="${f(bw * 0.08)}"`,
  );
  out += rect(x - bw * 0.3, base - bh * 0.6, bw * 0.6, bh * 0.3, '#f7f3ea');
  out += rect(x - bw * 0.36, base - bh * 0.92, bw * 0.08, bh * 0.8, '#ffffff', alpha(0.3));
  return out;
};

const mug: Item = (s, x, base, size) => {
  const c = s.rng.pick([s.pal[2], s.pal[3], '#efe9df', s.pal[0]]);
  const mw = size * 0.5;
  const mh = size * 0.46;
  let out = stroke(
    `M${f(x + mw / 2)} ${f(base - mh * 0.75)}C${f(x + mw * 0.95)} ${f(base - mh * 0.8)} ${f(x + mw * 0.95)} ${f(base - mh * 0.2)} ${f(x + mw / 2)} ${f(base - mh * 0.25)}`,
    darken(c, 0.1),
    size * 0.06,
  );
  out += path(
    `M${f(x - mw / 2)} ${f(base - mh)}L${f(x + mw / 2)} ${f(base - mh)}L${f(x + mw / 2)} ${f(base - mh * 0.15)}Q${f(x + mw / 2)} ${f(base)} ${f(x + mw * 0.3)} ${f(base)}L${f(x - mw * 0.3)} ${f(base)}Q${f(x - mw / 2)} ${f(base)} ${f(x - mw / 2)} ${f(base - mh * 0.15)}Z`,
    linear(
      s,
      [
        [0, lighten(c, 0.15)],
        [1, darken(c, 0.2)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += ellipse(x, base - mh, mw / 2, mh * 0.08, darken(c, 0.35));
  for (let i = 0; i < 2; i++)
    out += stroke(
      `M${f(x - 8 + i * 16)} ${f(base - mh - 10)}q-10 -20 0 -40t0 -40`,
      '#ffffff',
      3,
      'stroke-opacity="0.5"',
    );
  return out;
};

const candle: Item = (s, x, base, size) => {
  const cw = size * 0.42;
  const ch = size * 0.5;
  let out = circle(x, base - ch - size * 0.1, size * 0.4, glow(s, '#ffcf70', 0.6));
  out += rect(
    x - cw / 2,
    base - ch,
    cw,
    ch,
    linear(s, [
      [0, '#d9c7a8'],
      [1, '#f3eadb'],
    ]),
    `rx="${f(cw * 0.08)}"`,
  );
  out += rect(x - cw / 2, base - ch * 0.55, cw, ch * 0.35, s.pal[s.rng.int(0, 2)] ?? s.pal[0]);
  out += stroke(`M${f(x)} ${f(base - ch)}l0 -10`, '#222', 2);
  out += path(
    `M${f(x)} ${f(base - ch - 30)}Q${f(x + 8)} ${f(base - ch - 12)} ${f(x)} ${f(base - ch - 8)}Q${f(x - 8)} ${f(base - ch - 12)} ${f(x)} ${f(base - ch - 30)}Z`,
    '#ffb43b',
  );
  return out;
};

const vase: Item = (s, x, base, size) => {
  const c = s.rng.pick([s.pal[3], s.pal[4], '#e9e3d8', s.pal[1]]);
  let out = '';
  for (let i = 0; i < 3; i++) {
    const ex = x + s.rng.range(-0.4, 0.4) * size;
    const ey = base - size * s.rng.range(1.1, 1.6);
    out += stroke(
      `M${f(x)} ${f(base - size * 0.5)}Q${f(x)} ${f(ey + size * 0.3)} ${f(ex)} ${f(ey)}`,
      '#5d6b3a',
      3,
    );
    for (let k = 0; k < 5; k++) {
      const t = 0.3 + k * 0.15;
      const lx = x + (ex - x) * t;
      const ly = base - size * 0.5 + (ey - base + size * 0.5) * t;
      out += ellipse(lx + 10, ly, 12, 5, '#7c8f4e', rotate(-30 + k * 10, lx + 10, ly));
    }
  }
  out += path(
    `M${f(x - size * 0.1)} ${f(base - size * 0.55)}L${f(x + size * 0.1)} ${f(base - size * 0.55)}C${f(x + size * 0.45)} ${f(base - size * 0.35)} ${f(x + size * 0.3)} ${f(base)} ${f(x + size * 0.12)} ${f(base)}L${f(x - size * 0.12)} ${f(base)}C${f(x - size * 0.3)} ${f(base)} ${f(x - size * 0.45)} ${f(base - size * 0.35)} ${f(x - size * 0.1)} ${f(base - size * 0.55)}Z`,
    linear(
      s,
      [
        [0, lighten(c, 0.15)],
        [1, darken(c, 0.2)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out;
};

const ITEMS: readonly Item[] = [bottle, mug, candle, vase];

export function product(s: Scene): string {
  const { w, h, rng, pal } = s;
  const floorY = h * rng.range(0.62, 0.74);
  const wall = mix(pal[rng.int(2, 4)] ?? pal[3], '#ffffff', rng.range(0.1, 0.4));
  let out = rect(
    0,
    0,
    w,
    h,
    linear(s, [
      [0, lighten(wall, 0.12)],
      [1, darken(wall, 0.05)],
    ]),
  );
  const m = Math.min(w, h);
  if (rng.chance(0.5)) {
    const aw = w * 0.5;
    const ax = w / 2 - aw / 2;
    out += path(
      `M${f(ax)} ${f(floorY)}L${f(ax)} ${f(floorY - h * 0.3)}A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw)} ${f(floorY - h * 0.3)}L${f(ax + aw)} ${f(floorY)}Z`,
      mix(wall, pal[2], 0.35),
    );
  } else {
    out += circle(w * rng.range(0.35, 0.65), floorY - h * 0.25, m * 0.32, mix(wall, pal[1], 0.3));
  }
  const floor = mix(wall, pal[3], 0.4);
  out += rect(
    0,
    floorY,
    w,
    h - floorY,
    linear(s, [
      [0, darken(floor, 0.08)],
      [1, lighten(floor, 0.05)],
    ]),
  );
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, w);
    out += ellipse(
      x,
      rng.range(0, floorY),
      40,
      10,
      '#000',
      `${alpha(0.05)} ${rotate(rng.range(20, 70), x, 0)}`,
    );
  }
  const pw = w * rng.range(0.34, 0.5);
  const ph = h * rng.range(0.06, 0.12);
  const pc = mix(pal[rng.int(0, 3)] ?? pal[1], '#ffffff', 0.25);
  const baseY = floorY + (h - floorY) * 0.35;
  out += ellipse(w / 2 + 20, baseY + 4, pw * 0.6, ph * 0.35, '#000', alpha(0.18));
  // Cylinder: bottom cap first, so only its front half shows below the side.
  out += ellipse(w / 2, baseY, pw / 2, pw * 0.1, darken(pc, 0.2));
  out += rect(
    w / 2 - pw / 2,
    baseY - ph,
    pw,
    ph,
    linear(
      s,
      [
        [0, pc],
        [1, darken(pc, 0.2)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += ellipse(w / 2, baseY - ph, pw / 2, pw * 0.1, lighten(pc, 0.2));
  const count = rng.int(1, 3);
  for (let i = 0; i < count; i++) {
    const x = w / 2 + (i - (count - 1) / 2) * pw * 0.32;
    const size = m * rng.range(0.28, 0.42) * (i === 1 ? 1.15 : 1);
    out += ellipse(x + size * 0.15, baseY - ph + 2, size * 0.25, size * 0.05, '#000', alpha(0.2));
    out += rng.pick(ITEMS)(s, x, baseY - ph + 2, size);
  }
  return out;
}
