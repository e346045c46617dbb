// Wide-horizon scenes: the sea, the night sky and the desert. Each layers a gradient sky, a
// light source and depth-shaded ground so that the picture reads at thumbnail size.
import { darken, lighten, mix } from './demo-palettes';
import {
  alpha,
  circle,
  ellipse,
  f,
  glow,
  linear,
  path,
  polygon,
  rect,
  ridge,
  ridgePath,
  rotate,
  stroke,
  type Scene,
} from './demo-svg';
import { clouds, minSide, pine, sun } from './demo-scenes-nature';

export function sea(s: Scene): string {
  const { w, h, rng, pal } = s;
  const horizonY = h * rng.range(0.34, 0.5);
  const skyTop = mix(pal[2], '#7fb3e0', rng.range(0.3, 0.7));
  const skyLow = mix(pal[4], '#fde8c8', 0.3);
  let out = rect(
    0,
    0,
    w,
    horizonY + 2,
    linear(s, [
      [0, skyTop],
      [1, skyLow],
    ]),
  );
  const sunX = rng.range(0.2, 0.8) * w;
  const sunR = minSide(s) * rng.range(0.05, 0.09);
  const sunY = horizonY - sunR * rng.range(0.4, 3);
  const sunC = mix('#fff6d8', pal[3], 0.35);
  out += sun(s, sunX, sunY, sunR, sunC);
  out += clouds(s, rng.int(1, 4), horizonY * 0.8, '#ffffff');
  const seaBlue = mix('#1d6f99', pal[1], 0.3);
  out += rect(
    0,
    horizonY,
    w,
    h - horizonY,
    linear(s, [
      [0, mix(skyLow, seaBlue, 0.55)],
      [1, darken(seaBlue, 0.25)],
    ]),
  );
  for (let i = 0; i < 8; i++) {
    const y = horizonY + 3 + i * i * 1.6;
    out += ellipse(
      sunX + rng.range(-8, 8),
      y,
      sunR * (1.3 - i * 0.1),
      1.5 + i * 0.3,
      sunC,
      alpha(0.55),
    );
  }
  const shoreY = h * rng.range(0.66, 0.8);
  for (let i = 0; i < 45; i++) {
    const t = rng.next();
    const y = horizonY + (shoreY - horizonY) * t;
    out += ellipse(
      rng.range(0, w),
      y,
      8 + 60 * t,
      0.8 + 2 * t,
      '#ffffff',
      alpha(rng.range(0.12, 0.35)),
    );
  }
  const sand = mix('#e8d3a9', pal[3], 0.12);
  const y0 = shoreY + rng.range(-0.04, 0.04) * h;
  const y1 = shoreY + rng.range(-0.04, 0.04) * h;
  const curve = (dy: number) =>
    `M0 ${f(y0 + dy)}C${f(w * 0.3)} ${f(y0 + dy - h * 0.05)} ${f(w * 0.6)} ${f(y1 + dy + h * 0.05)} ${f(w)} ${f(y1 + dy)}`;
  out += path(`${curve(-h * 0.02)}L${f(w)} ${f(h)}L0 ${f(h)}Z`, darken(sand, 0.25));
  out += path(
    `${curve(0)}L${f(w)} ${f(h)}L0 ${f(h)}Z`,
    linear(s, [
      [0, sand],
      [1, darken(sand, 0.1)],
    ]),
  );
  out += stroke(curve(-h * 0.01), '#ffffff', 4, 'stroke-opacity="0.8"');
  out += stroke(curve(-h * 0.025), '#ffffff', 2, 'stroke-opacity="0.5"');
  const prop = rng.pick(['palm', 'parasol', 'rocks', 'none'] as const);
  if (prop === 'palm') {
    const x = rng.chance(0.5) ? w * 0.12 : w * 0.88;
    const lean = x < w / 2 ? 1 : -1;
    const topX = x + lean * w * 0.1;
    const topY = h * rng.range(0.22, 0.32);
    const leafC = mix(pal[0], '#1e3b2a', 0.5);
    out += stroke(
      `M${f(x)} ${f(h)}Q${f(x - lean * w * 0.04)} ${f(h * 0.6)} ${f(topX)} ${f(topY)}`,
      darken(leafC, 0.2),
      minSide(s) * 0.028,
    );
    // Fronds: filled leaves that arch out and droop, the way palms read in silhouette.
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI * 1.1 + (i / 8) * Math.PI * 1.2 + rng.range(-0.12, 0.12);
      const len = minSide(s) * rng.range(0.2, 0.28);
      const ex = topX + Math.cos(a) * len;
      const ey = topY + Math.sin(a) * len * 0.6 + len * 0.28;
      const mx = topX + Math.cos(a) * len * 0.55;
      const my = topY + Math.sin(a) * len * 0.6 - len * 0.16;
      const wdt = len * 0.16;
      out += path(
        `M${f(topX)} ${f(topY)}Q${f(mx)} ${f(my - wdt)} ${f(ex)} ${f(ey)}Q${f(mx)} ${f(my + wdt)} ${f(topX)} ${f(topY)}Z`,
        leafC,
      );
    }
  } else if (prop === 'parasol') {
    const x = rng.range(0.25, 0.75) * w;
    const y = h * 0.9;
    const r = minSide(s) * 0.16;
    out += ellipse(x + r * 0.3, y, r * 0.9, r * 0.18, darken(sand, 0.3), alpha(0.35));
    out += stroke(`M${f(x)} ${f(y)}L${f(x - r * 0.2)} ${f(y - r * 1.4)}`, '#4a3b30', 4);
    out += path(
      `M${f(x - r * 1.2)} ${f(y - r * 1.2)}Q${f(x - r * 0.2)} ${f(y - r * 2.2)} ${f(x + r * 0.8)} ${f(y - r * 1.6)}Z`,
      pal[2],
    );
    out += rect(x + r * 0.2, y - r * 0.25, r * 1.1, r * 0.45, pal[3], rotate(-8, x, y));
  } else if (prop === 'rocks') {
    for (let i = 0; i < 4; i++) {
      const x = rng.range(0, w);
      const y = rng.range(horizonY + 20, shoreY - 10);
      const r = rng.range(10, 40);
      out += ellipse(x, y, r, r * 0.5, darken(pal[0], 0.2));
    }
  }
  return out;
}

export function night(s: Scene): string {
  const { w, h, rng, pal } = s;
  let out = rect(
    0,
    0,
    w,
    h,
    linear(s, [
      [0, darken(pal[0], 0.45)],
      [0.55, mix(pal[0], pal[1], 0.5)],
      [0.9, mix(pal[1], pal[2], 0.45)],
    ]),
  );
  const a = rng.range(0.1, 0.5) * h;
  const b = rng.range(0.1, 0.5) * h;
  const band = mix('#c9c2ff', pal[3], 0.3);
  for (let i = 0; i < 9; i++) {
    const x = (i / 8) * w;
    const y = a + ((b - a) * i) / 8;
    const ang = (Math.atan2(b - a, w) * 180) / Math.PI;
    out += `<g ${rotate(ang, x, y)}>${ellipse(x, y, w * 0.2, h * 0.07, glow(s, band, 0.35))}</g>`;
  }
  const stars = Math.round((w * h) / 2200);
  for (let i = 0; i < stars; i++) {
    const y = Math.pow(rng.next(), 1.4) * h * 0.85;
    out += circle(rng.range(0, w), y, rng.range(0.5, 1.7), '#ffffff', alpha(rng.range(0.4, 1)));
  }
  for (let i = 0; i < 8; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h * 0.6);
    out += circle(x, y, 9, glow(s, '#fff8e8', 0.7)) + circle(x, y, 2, '#ffffff');
  }
  const mx = rng.range(0.15, 0.85) * w;
  const my = rng.range(0.1, 0.3) * h;
  const mr = minSide(s) * rng.range(0.06, 0.1);
  const moonC = '#f6f1de';
  out += circle(mx, my, mr * 4, glow(s, moonC, 0.35));
  if (rng.chance(0.5)) {
    out += circle(mx, my, mr, moonC);
    for (let i = 0; i < 4; i++)
      out += circle(
        mx + rng.range(-0.5, 0.5) * mr,
        my + rng.range(-0.5, 0.5) * mr,
        mr * rng.range(0.08, 0.2),
        '#b8b2a0',
        alpha(0.35),
      );
  } else {
    out += path(
      `M${f(mx)} ${f(my - mr)}A${f(mr)} ${f(mr)} 0 1 0 ${f(mx)} ${f(my + mr)}A${f(mr * 0.75)} ${f(mr)} 0 1 1 ${f(mx)} ${f(my - mr)}Z`,
      moonC,
    );
  }
  if (rng.chance(0.5)) {
    const sx = rng.range(0.2, 0.8) * w;
    const sy = rng.range(0.1, 0.4) * h;
    const trail = linear(
      s,
      [
        [0, '#ffffff', 0],
        [1, '#ffffff', 0.9],
      ],
      0,
      0,
      1,
      0,
    );
    out += stroke(`M${f(sx - w * 0.18)} ${f(sy - h * 0.05)}L${f(sx)} ${f(sy)}`, trail, 2);
  }
  const hill = darken(pal[0], 0.55);
  out += ridgePath(s, ridge(rng, h * 0.78, h * 0.06, 0.55), mix(hill, pal[1], 0.25));
  const front = ridge(rng, h * 0.88, h * 0.03, 0.5);
  out += ridgePath(s, front, hill);
  const dx = w / (front.length - 1);
  for (let i = 0; i < front.length; i += rng.int(2, 4)) {
    if (rng.chance(0.4)) continue;
    const th = h * rng.range(0.06, 0.14);
    out += pine(i * dx, (front[i] ?? h) + 4, th * 0.4, th, hill);
  }
  if (rng.chance(0.6)) {
    const tx = rng.range(0.3, 0.7) * w;
    const ty = h * 0.94;
    const ts = minSide(s) * 0.12;
    out += circle(tx, ty - ts * 0.3, ts * 2, glow(s, '#ffb347', 0.5));
    out += polygon(
      [
        [tx - ts, ty],
        [tx, ty - ts * 0.9],
        [tx + ts, ty],
      ],
      linear(s, [
        [0, '#ffd27a'],
        [1, '#e07a2e'],
      ]),
    );
    out += polygon(
      [
        [tx - ts * 0.2, ty],
        [tx, ty - ts * 0.45],
        [tx + ts * 0.2, ty],
      ],
      '#5a2e12',
    );
  }
  return out;
}

export function desert(s: Scene): string {
  const { w, h, rng, pal } = s;
  const skyTop = mix(pal[1], '#e98a5b', rng.range(0.3, 0.6));
  const skyLow = mix(pal[4], '#ffe1b0', 0.5);
  let out = rect(
    0,
    0,
    w,
    h,
    linear(s, [
      [0, skyTop],
      [0.6, skyLow],
    ]),
  );
  const sunY = h * rng.range(0.25, 0.45);
  out += sun(
    s,
    rng.range(0.25, 0.75) * w,
    sunY,
    minSide(s) * rng.range(0.08, 0.14),
    mix('#fff1c9', pal[3], 0.3),
  );
  const haze = mix(skyLow, pal[1], 0.35);
  const mesaBase = h * rng.range(0.5, 0.58);
  for (let m = 0; m < rng.int(1, 3); m++) {
    const x = rng.range(-0.1, 0.8) * w;
    const mw = rng.range(0.2, 0.45) * w;
    const mh = rng.range(0.06, 0.14) * h;
    out += polygon(
      [
        [x, mesaBase],
        [x + mw * 0.12, mesaBase - mh],
        [x + mw * 0.85, mesaBase - mh],
        [x + mw, mesaBase],
      ],
      haze,
    );
  }
  const sand = mix('#e2a867', pal[3], 0.3);
  const dunes = rng.int(3, 4);
  let front: number[] = [];
  for (let i = 0; i < dunes; i++) {
    const t = (i + 1) / dunes;
    const base = mesaBase + (h - mesaBase) * (0.05 + 0.28 * i);
    const ys = ridge(rng, base, h * 0.08, 0.38);
    const c = mix(mix(haze, sand, 0.6), darken(sand, 0.1), t);
    // Light from one side: a bright flank fading into the shadowed one.
    const lit = rng.chance(0.5) ? ([0, 0, 1, 0.3] as const) : ([1, 0, 0, 0.3] as const);
    out += ridgePath(
      s,
      ys,
      linear(
        s,
        [
          [0, lighten(c, 0.3)],
          [0.55, c],
          [1, darken(c, 0.35)],
        ],
        ...lit,
      ),
    );
    front = ys;
  }
  const dx = w / (front.length - 1);
  for (let i = 0; i < 14; i++) {
    const k = rng.int(0, front.length - 1);
    const y = (front[k] ?? h) + rng.range(0.02, 0.12) * h;
    const x = k * dx;
    const len = rng.range(0.08, 0.2) * w;
    out += stroke(
      `M${f(x - len)} ${f(y)}Q${f(x)} ${f(y - 8)} ${f(x + len)} ${f(y)}`,
      darken(sand, 0.35),
      1.5,
      'stroke-opacity="0.35"',
    );
  }
  const cactus = mix(pal[0], '#2f5d3a', 0.6);
  for (let c = 0; c < rng.int(0, 3); c++) {
    const k = rng.int(4, front.length - 5);
    const x = k * dx;
    const base = (front[k] ?? h) + h * 0.04;
    const ch = h * rng.range(0.1, 0.2);
    const cw = ch * 0.16;
    out += stroke(`M${f(x)} ${f(base)}L${f(x)} ${f(base - ch)}`, cactus, cw);
    out += stroke(
      `M${f(x)} ${f(base - ch * 0.45)}L${f(x - ch * 0.28)} ${f(base - ch * 0.45)}L${f(x - ch * 0.28)} ${f(base - ch * 0.75)}`,
      cactus,
      cw * 0.7,
    );
    out += stroke(
      `M${f(x)} ${f(base - ch * 0.55)}L${f(x + ch * 0.25)} ${f(base - ch * 0.55)}L${f(x + ch * 0.25)} ${f(base - ch * 0.85)}`,
      cactus,
      cw * 0.7,
    );
  }
  return out;
}
