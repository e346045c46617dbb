// Top-down food photography: a table surface, a plate with one of several dishes, and props
// (cutlery, napkin, coffee) so that the frame reads as a styled recipe shot.
import { darken, jitter, lighten, mix } from './demo-palettes';
import {
  alpha,
  circle,
  ellipse,
  f,
  linear,
  radial,
  rect,
  rotate,
  stroke,
  type Scene,
} from './demo-svg';

function table(s: Scene): string {
  const { w, h, rng, pal } = s;
  const kind = rng.pick(['wood', 'marble', 'linen', 'colour'] as const);
  let out = '';
  if (kind === 'wood') {
    const base = mix('#9c6b43', pal[3], 0.25);
    out += rect(0, 0, w, h, base);
    const plank = rng.range(0.12, 0.2) * w;
    for (let x = 0; x < w; x += plank) {
      out += rect(x, 0, plank, h, mix(base, rng.pick(['#000000', '#ffffff']), rng.range(0, 0.12)));
      out += rect(x, 0, 2, h, darken(base, 0.4), alpha(0.6));
      for (let i = 0; i < 6; i++) {
        out += ellipse(
          x + rng.range(0.1, 0.9) * plank,
          rng.range(0, h),
          1.2,
          rng.range(40, 160),
          darken(base, 0.3),
          alpha(0.25),
        );
      }
    }
  } else if (kind === 'marble') {
    const base = mix('#eeeae4', pal[4], 0.3);
    out += rect(0, 0, w, h, base);
    for (let i = 0; i < 7; i++) {
      const y = rng.range(0, h);
      const d = `M${f(-10)} ${f(y)}C${f(w * 0.3)} ${f(y + rng.range(-120, 120))} ${f(w * 0.6)} ${f(y + rng.range(-160, 160))} ${f(w + 10)} ${f(y + rng.range(-120, 120))}`;
      out += stroke(
        d,
        '#8a8580',
        rng.range(0.8, 2.5),
        `stroke-opacity="${f(rng.range(0.15, 0.4))}"`,
      );
    }
  } else if (kind === 'linen') {
    const base = lighten(pal[3], 0.25);
    const id = s.nextId();
    s.defs.push(
      `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse">${rect(0, 0, 6, 1, darken(base, 0.3), alpha(0.18))}${rect(0, 0, 1, 6, darken(base, 0.3), alpha(0.12))}</pattern>`,
    );
    out += rect(0, 0, w, h, base) + rect(0, 0, w, h, `url(#${id})`);
  } else {
    out += rect(0, 0, w, h, mix(pal[2], pal[3], rng.next()));
  }
  return (
    out +
    rect(
      0,
      0,
      w,
      h,
      radial(
        s,
        [
          [0, '#fff', 0.25],
          [1, '#fff', 0],
        ],
        0.2,
        0.15,
        0.9,
      ),
    )
  );
}

type Dish = (s: Scene, cx: number, cy: number, r: number) => string;

const salad: Dish = (s, cx, cy, r) => {
  const { rng } = s;
  let out = '';
  for (let i = 0; i < 46; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.8;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const g = rng.pick(['#4f8a3c', '#6fae4a', '#91c46a', '#3d6e2e', '#a4c96b']);
    out += ellipse(x, y, r * 0.16, r * 0.07, g, rotate(rng.range(0, 180), x, y));
  }
  for (let i = 0; i < 7; i++) {
    const x = cx + rng.range(-0.6, 0.6) * r;
    const y = cy + rng.range(-0.6, 0.6) * r;
    out +=
      circle(x, y, r * 0.09, '#d7352b') +
      circle(x - r * 0.03, y - r * 0.03, r * 0.025, '#fff', alpha(0.6));
  }
  for (let i = 0; i < 5; i++) {
    const x = cx + rng.range(-0.55, 0.55) * r;
    const y = cy + rng.range(-0.55, 0.55) * r;
    out +=
      circle(x, y, r * 0.1, '#cfe3a1', 'stroke="#4f7f2f" stroke-width="3"') +
      circle(x, y, r * 0.05, '#e8f2c8');
  }
  for (let i = 0; i < 12; i++) {
    const x = cx + rng.range(-0.6, 0.6) * r;
    const y = cy + rng.range(-0.6, 0.6) * r;
    out += rect(x, y, r * 0.06, r * 0.05, '#f7f4ea', rotate(rng.range(0, 90), x, y));
  }
  return out;
};

const pasta: Dish = (s, cx, cy, r) => {
  const { rng } = s;
  let out = circle(cx, cy, r * 0.72, '#e7b65b');
  for (let i = 0; i < 55; i++) {
    const x = cx + rng.range(-0.6, 0.6) * r;
    const y = cy + rng.range(-0.6, 0.6) * r;
    if (Math.hypot(x - cx, y - cy) > r * 0.66) continue;
    const l = r * rng.range(0.2, 0.4);
    out += stroke(
      `M${f(x - l)} ${f(y)}Q${f(x)} ${f(y + rng.range(-l, l))} ${f(x + l)} ${f(y + rng.range(-l / 2, l / 2))}`,
      rng.pick(['#f4d58d', '#eac46f', '#f8e2a8']),
      r * 0.045,
    );
  }
  out += circle(cx + r * 0.05, cy - r * 0.05, r * 0.3, '#b8321f', alpha(0.85));
  for (let i = 0; i < 4; i++) {
    const x = cx + rng.range(-0.25, 0.25) * r;
    const y = cy + rng.range(-0.25, 0.25) * r;
    out += ellipse(x, y, r * 0.1, r * 0.05, '#2f7d32', rotate(rng.range(0, 180), x, y));
  }
  for (let i = 0; i < 20; i++)
    out += circle(cx + rng.range(-0.5, 0.5) * r, cy + rng.range(-0.5, 0.5) * r, 2, '#fffbe8');
  return out;
};

const pizza: Dish = (s, cx, cy, r) => {
  const { rng } = s;
  let out = circle(cx, cy, r * 0.92, '#d99a4e') + circle(cx, cy, r * 0.8, '#c0392b');
  for (let i = 0; i < 24; i++) {
    out += circle(
      cx + rng.range(-0.6, 0.6) * r,
      cy + rng.range(-0.6, 0.6) * r,
      r * rng.range(0.08, 0.16),
      '#f7e3a1',
      alpha(0.9),
    );
  }
  for (let i = 0; i < 9; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.15, 0.62) * r;
    out += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * 0.1, '#9e2b25');
  }
  for (let k = 0; k < 3; k++) {
    const a = (k / 3) * Math.PI;
    out += stroke(
      `M${f(cx - Math.cos(a) * r * 0.92)} ${f(cy - Math.sin(a) * r * 0.92)}L${f(cx + Math.cos(a) * r * 0.92)} ${f(cy + Math.sin(a) * r * 0.92)}`,
      '#8a4b1e',
      1.5,
      'stroke-opacity="0.5"',
    );
  }
  for (let i = 0; i < 5; i++) {
    const x = cx + rng.range(-0.5, 0.5) * r;
    const y = cy + rng.range(-0.5, 0.5) * r;
    out += ellipse(x, y, r * 0.08, r * 0.04, '#2f7d32', rotate(rng.range(0, 180), x, y));
  }
  return out;
};

const bowl: Dish = (s, cx, cy, r) => {
  const { rng, pal } = s;
  const base = mix(rng.pick(['#b0457a', '#e9a23b', '#7a9e3f', '#d96b3b']), pal[2], 0.2);
  let out = circle(
    cx,
    cy,
    r * 0.78,
    linear(s, [
      [0, lighten(base, 0.15)],
      [1, darken(base, 0.1)],
    ]),
  );
  // Toppings in rows, the way smoothie bowls are styled.
  const row = (draw: (x: number) => string) => {
    let o = '';
    for (let x = cx - r * 0.5; x <= cx + r * 0.5; x += r * 0.24) o += draw(x + rng.range(-3, 3));
    return o;
  };
  out += row(
    (x) =>
      circle(x, cy - r * 0.35, r * 0.12, '#f6e7b0') + circle(x, cy - r * 0.35, r * 0.03, '#b59a5a'),
  );
  out += row((x) =>
    circle(x, cy + rng.range(-4, 4), r * 0.09, rng.pick(['#2d2a5a', '#43306b', '#c2185b'])),
  );
  out += row((x) =>
    rect(x, cy + r * 0.3, r * 0.12, r * 0.09, '#b07a3c', rotate(rng.range(0, 90), x, cy + r * 0.3)),
  );
  for (let i = 0; i < 10; i++)
    out += rect(cx + rng.range(-0.5, 0.5) * r, cy + rng.range(-0.5, 0.5) * r, 6, 2, '#ffffff');
  return out;
};

const soup: Dish = (s, cx, cy, r) => {
  const { rng } = s;
  const base = rng.pick(['#e07b39', '#8fb34a', '#c94f3a', '#e8c15a']);
  let out = circle(
    cx,
    cy,
    r * 0.74,
    radial(s, [
      [0, lighten(base, 0.1)],
      [1, darken(base, 0.15)],
    ]),
  );
  let d = `M${f(cx)} ${f(cy)}`;
  for (let i = 1; i < 24; i++) {
    const a = i * 0.6;
    const rr = i * r * 0.018;
    d += `L${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  }
  out += stroke(d, '#fff8ec', r * 0.035, 'stroke-opacity="0.85"');
  for (let i = 0; i < 14; i++)
    out += circle(cx + rng.range(-0.5, 0.5) * r, cy + rng.range(-0.5, 0.5) * r, 2.5, '#2f6b2f');
  for (let i = 0; i < 6; i++) {
    const x = cx + rng.range(-0.5, 0.5) * r;
    const y = cy + rng.range(-0.5, 0.5) * r;
    out += rect(x, y, r * 0.09, r * 0.09, '#d9a75a', rotate(rng.range(0, 90), x, y));
  }
  return out;
};

const DISHES: readonly Dish[] = [salad, pasta, pizza, bowl, soup];

function cutlery(s: Scene, x: number, y: number, len: number): string {
  const c = s.rng.pick(['#c9c9c9', '#b89b5e', '#2b2b2b']);
  let out = rect(x, y, len * 0.06, len, c, `rx="${f(len * 0.03)}"`);
  const fx = x + len * 0.16;
  out += rect(fx, y + len * 0.3, len * 0.05, len * 0.7, c, `rx="${f(len * 0.025)}"`);
  for (let t = 0; t < 4; t++)
    out += rect(fx - len * 0.03 + t * len * 0.03, y, len * 0.015, len * 0.3, c);
  return out;
}

function coffee(s: Scene, x: number, y: number, r: number): string {
  return (
    circle(x + r * 0.08, y + r * 0.1, r * 1.3, '#000', alpha(0.15)) +
    circle(x, y, r * 1.3, '#f4f1ea') +
    circle(x, y, r, '#ffffff') +
    circle(x, y, r * 0.8, '#4a2c1a') +
    circle(x, y, r * 0.6, '#b07a4a', alpha(0.7)) +
    rect(x + r * 0.9, y - r * 0.15, r * 0.5, r * 0.3, '#ffffff', `rx="${f(r * 0.15)}"`)
  );
}

/** A small side bowl of berries or nuts, which also fills the bottom of tall frames. */
function ramekin(s: Scene, x: number, y: number, r: number): string {
  const { rng } = s;
  const c = rng.pick(['#ffffff', s.pal[1], s.pal[3]]);
  let out = circle(x + r * 0.08, y + r * 0.1, r * 1.05, '#000', alpha(0.18)) + circle(x, y, r, c);
  out += circle(x, y, r * 0.82, darken(c, 0.08));
  const berry = rng.pick(['#2d2a5a', '#b3202d', '#8a5a2b', '#e7b53b']);
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.6;
    out += circle(
      x + Math.cos(a) * d,
      y + Math.sin(a) * d,
      r * 0.17,
      jitter(berry, 18, () => rng.next()),
    );
  }
  return out;
}

export function food(s: Scene): string {
  const { w, h, rng, pal } = s;
  const m = Math.min(w, h);
  let out = table(s);
  const cx = w * rng.range(0.42, 0.58);
  const cy = h * rng.range(0.4, 0.55);
  const r = m * rng.range(0.33, 0.4);
  if (rng.chance(0.5)) {
    const nx = cx + (rng.chance(0.5) ? -1 : 1) * r * 0.9;
    out += rect(
      nx - r * 0.4,
      cy - r * 0.9,
      r * 0.8,
      r * 1.8,
      pal[rng.int(1, 3)] ?? pal[1],
      rotate(rng.range(-12, 12), nx, cy),
    );
  }
  const plate = rng.pick(['#fbfaf7', '#f1ece4', lighten(pal[2], 0.6), darken(pal[0], 0.2)]);
  out += circle(cx + r * 0.06, cy + r * 0.08, r * 1.02, '#000', alpha(0.2));
  out += circle(cx, cy, r, plate) + circle(cx, cy, r * 0.8, darken(plate, 0.05));
  out += rng.pick(DISHES)(s, cx, cy, r);
  // Cutlery to the right of the plate, overlapping its rim if the frame is narrow.
  out += cutlery(s, Math.min(cx + r * 1.08, w - r * 0.36), cy - r * 0.6, r * 1.2);
  if (rng.chance(0.7)) out += coffee(s, w * rng.range(0.15, 0.3), cy - r - m * 0.16, m * 0.09);
  if (h > w * 1.2 || rng.chance(0.4))
    out += ramekin(s, w * rng.range(0.25, 0.7), cy + r + m * 0.2, m * 0.12);
  for (let i = 0; i < 10; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    if (Math.hypot(x - cx, y - cy) < r * 1.1) continue;
    out += ellipse(
      x,
      y,
      7,
      3.5,
      rng.pick(['#3d7a33', '#c23b22', '#e6c35c']),
      rotate(rng.range(0, 180), x, y),
    );
  }
  return out;
}
