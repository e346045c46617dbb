// Botanical prints (stems, leaves, flowers, sometimes a vase) and city skylines with lit windows.
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
  ridge,
  ridgePath,
  rotate,
  stroke,
  type Scene,
} from './demo-svg';

function flower(s: Scene, x: number, y: number, r: number, color: string): string {
  const { rng } = s;
  const kind = rng.int(0, 2);
  let out = '';
  if (kind === 0) {
    const petals = rng.int(7, 12);
    for (let i = 0; i < petals; i++) {
      const a = (i / petals) * 360;
      out += ellipse(x + r * 0.55, y, r * 0.5, r * 0.18, color, rotate(a, x, y));
    }
    out += circle(x, y, r * 0.25, '#e8b73a');
  } else if (kind === 1) {
    out += path(
      `M${f(x - r * 0.55)} ${f(y - r * 0.5)}Q${f(x - r * 0.6)} ${f(y + r * 0.6)} ${f(x)} ${f(y + r * 0.6)}Q${f(x + r * 0.6)} ${f(y + r * 0.6)} ${f(x + r * 0.55)} ${f(y - r * 0.5)}L${f(x + r * 0.25)} ${f(y - r * 0.15)}L${f(x)} ${f(y - r * 0.6)}L${f(x - r * 0.25)} ${f(y - r * 0.15)}Z`,
      color,
    );
  } else {
    for (let k = 3; k > 0; k--)
      out += circle(x, y, (r * k) / 3, k % 2 ? color : lighten(color, 0.3));
  }
  return out;
}

export function botanical(s: Scene): string {
  const { w, h, rng, pal } = s;
  const bg = mix(pal[4], '#f6f1e7', 0.5);
  let out = rect(
    0,
    0,
    w,
    h,
    linear(s, [
      [0, lighten(bg, 0.2)],
      [1, bg],
    ]),
  );
  if (rng.chance(0.5))
    out += circle(w * 0.5, h * 0.45, Math.min(w, h) * 0.42, mix(bg, pal[3], 0.3));
  const withVase = rng.chance(0.5);
  const baseX = w / 2;
  const baseY = withVase ? h * 0.72 : h * 1.02;
  const stems = rng.int(5, 9);
  const greens = ['#3d6b45', '#5b8c5a', '#7aa56a', mix('#4f7a4a', pal[1], 0.3)];
  const blooms = [pal[1], pal[2], pal[3], '#f2f2f2'];
  for (let i = 0; i < stems; i++) {
    const ex = w * rng.range(0.12, 0.88);
    const ey = h * rng.range(0.1, 0.5);
    const mx = (baseX + ex) / 2 + rng.range(-0.1, 0.1) * w;
    const my = (baseY + ey) / 2;
    const g = rng.pick(greens);
    out += stroke(
      `M${f(baseX + rng.range(-10, 10))} ${f(baseY)}Q${f(mx)} ${f(my)} ${f(ex)} ${f(ey)}`,
      darken(g, 0.15),
      3,
    );
    for (let k = 1; k < 5; k++) {
      const t = k / 5;
      const lx = (1 - t) * (1 - t) * baseX + 2 * (1 - t) * t * mx + t * t * ex;
      const ly = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * my + t * t * ey;
      const side = k % 2 ? 1 : -1;
      const lr = Math.min(w, h) * rng.range(0.04, 0.07);
      out += ellipse(
        lx + side * lr,
        ly,
        lr,
        lr * 0.38,
        g,
        rotate(side * rng.range(20, 50), lx, ly),
      );
    }
    if (rng.chance(0.7))
      out += flower(s, ex, ey, Math.min(w, h) * rng.range(0.05, 0.09), rng.pick(blooms));
    else
      out += ellipse(
        ex,
        ey,
        Math.min(w, h) * 0.1,
        Math.min(w, h) * 0.05,
        g,
        rotate(rng.range(0, 180), ex, ey),
      );
  }
  if (withVase) {
    const vc = rng.pick([pal[0], pal[1], '#e9e3d8', '#b07a4a']);
    const vw = w * rng.range(0.16, 0.24);
    out += ellipse(baseX + 15, h * 0.95, vw * 1.1, h * 0.02, '#000', alpha(0.18));
    out += path(
      `M${f(baseX - vw * 0.4)} ${f(baseY)}L${f(baseX + vw * 0.4)} ${f(baseY)}C${f(baseX + vw)} ${f(baseY + h * 0.08)} ${f(baseX + vw * 0.7)} ${f(h * 0.95)} ${f(baseX + vw * 0.4)} ${f(h * 0.95)}L${f(baseX - vw * 0.4)} ${f(h * 0.95)}C${f(baseX - vw * 0.7)} ${f(h * 0.95)} ${f(baseX - vw)} ${f(baseY + h * 0.08)} ${f(baseX - vw * 0.4)} ${f(baseY)}Z`,
      linear(
        s,
        [
          [0, lighten(vc, 0.2)],
          [1, darken(vc, 0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  }
  for (let i = 0; i < 20; i++)
    out += circle(
      rng.range(0, w),
      rng.range(0, h),
      rng.range(1, 3),
      pal[rng.int(1, 3)] ?? pal[2],
      alpha(0.5),
    );
  return out;
}

export function city(s: Scene): string {
  const { w, h, rng, pal } = s;
  const dusk = rng.chance(0.6);
  const skyTop = dusk ? darken(pal[0], 0.3) : mix(pal[2], '#8fb8de', 0.5);
  const skyLow = dusk ? mix(pal[3], '#f29e6b', 0.4) : mix(pal[4], '#f4efe3', 0.4);
  let out = rect(
    0,
    0,
    w,
    h,
    linear(s, [
      [0, skyTop],
      [0.75, skyLow],
    ]),
  );
  const m = Math.min(w, h);
  if (dusk)
    out +=
      circle(rng.range(0.2, 0.8) * w, h * rng.range(0.15, 0.3), m * 0.05, '#fbf3da') +
      circle(w / 2, h * 0.6, m * 0.7, glow(s, '#ffb26b', 0.35));
  const ground = h * rng.range(0.72, 0.82);
  const back = mix(skyLow, pal[1], 0.45);
  let x = -10;
  while (x < w) {
    const bw = rng.range(0.06, 0.12) * w;
    const bh = rng.range(0.18, 0.45) * h;
    out += rect(x, ground - bh, bw + 1, bh, back);
    x += bw;
  }
  const front = dusk ? darken(pal[0], 0.4) : darken(pal[1], 0.2);
  const lit = '#ffd27a';
  x = -10;
  while (x < w) {
    const bw = rng.range(0.1, 0.2) * w;
    const bh = rng.range(0.1, 0.38) * h;
    const c = mix(front, pal[rng.int(0, 2)] ?? pal[0], rng.range(0, 0.3));
    out += rect(
      x,
      ground - bh,
      bw - 3,
      bh,
      linear(
        s,
        [
          [0, lighten(c, 0.08)],
          [1, darken(c, 0.15)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    if (rng.chance(0.3)) out += rect(x + bw / 2 - 2, ground - bh - 30, 3, 30, c);
    const id = s.nextId();
    const cw = rng.pick([12, 14, 16]);
    const chh = rng.pick([16, 18, 22]);
    let tile = '';
    for (let cx = 0; cx < 3; cx++) {
      for (let cy = 0; cy < 4; cy++) {
        const on = rng.chance(dusk ? 0.45 : 0.15);
        tile += rect(
          cx * cw + 3,
          cy * chh + 4,
          cw - 6,
          chh - 8,
          on ? lit : lighten(c, 0.18),
          on ? '' : alpha(0.7),
        );
      }
    }
    s.defs.push(
      `<pattern id="${id}" x="${f(x)}" y="${f(ground - bh)}" width="${cw * 3}" height="${chh * 4}" patternUnits="userSpaceOnUse">${tile}</pattern>`,
    );
    out += rect(x + 6, ground - bh + 8, bw - 15, bh - 8, `url(#${id})`);
    x += bw;
  }
  const water = rng.chance(0.5);
  if (water) {
    out += rect(
      0,
      ground,
      w,
      h - ground,
      linear(s, [
        [0, mix(skyLow, front, 0.5)],
        [1, darken(front, 0.3)],
      ]),
    );
    for (let i = 0; i < 40; i++) {
      out += rect(
        rng.range(0, w),
        rng.range(ground + 3, h),
        rng.range(10, 50),
        2,
        rng.chance(0.4) ? lit : '#ffffff',
        alpha(rng.range(0.15, 0.4)),
      );
    }
  } else {
    out += ridgePath(s, ridge(rng, ground + 4, 2, 0.3), darken(front, 0.35));
    for (let i = 0; i < 8; i++) {
      const tx = rng.range(0, w);
      out += circle(tx, ground - 8, rng.range(10, 22), darken(mix(front, '#2f5d3a', 0.5), 0.2));
    }
    out += rect(0, ground + (h - ground) * 0.4, w, 3, lit, alpha(0.5));
  }
  return out;
}
