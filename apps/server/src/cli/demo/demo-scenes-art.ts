// Graphic scenes: Bauhaus-style compositions, tile patterns and soft pastel blobs. They are the
// "art print" and "wallpaper" pins of the demo, and the backgrounds of some ads.
import { darken, lighten, mix } from './demo-palettes';
import {
  alpha,
  blobPath,
  circle,
  f,
  glow,
  linear,
  path,
  rect,
  rotate,
  stroke,
  type Scene,
} from './demo-svg';

export function abstract(s: Scene): string {
  const { w, h, rng, pal } = s;
  const bg = mix(pal[4], '#f3ead8', 0.4);
  let out = rect(0, 0, w, h, bg);
  const cols = rng.int(2, 3);
  const rows = Math.max(2, Math.round((cols * h) / w));
  const cw = w / cols;
  const ch = h / rows;
  const inks = [pal[0], pal[1], pal[2], pal[3]];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cw;
      const y = r * ch;
      const m = Math.min(cw, ch);
      const ink = rng.pick(inks);
      const other = rng.pick(inks.filter((i) => i !== ink));
      const motif = rng.int(0, 6);
      if (rng.chance(0.35)) out += rect(x, y, cw, ch, lighten(other, 0.55));
      if (motif === 0) out += circle(x + cw / 2, y + ch / 2, m * 0.38, ink);
      else if (motif === 1) {
        out += path(
          `M${f(x)} ${f(y + ch)}A${f(cw / 2)} ${f(cw / 2)} 0 0 1 ${f(x + cw)} ${f(y + ch)}Z`,
          ink,
        );
      } else if (motif === 2) {
        out += path(
          `M${f(x)} ${f(y)}L${f(x + cw)} ${f(y)}A${f(cw)} ${f(ch)} 0 0 1 ${f(x)} ${f(y + ch)}Z`,
          ink,
        );
      } else if (motif === 3) {
        out += path(
          `M${f(x + cw * 0.1)} ${f(y + ch * 0.9)}L${f(x + cw / 2)} ${f(y + ch * 0.1)}L${f(x + cw * 0.9)} ${f(y + ch * 0.9)}Z`,
          ink,
        );
      } else if (motif === 4) {
        for (let k = 0; k < 5; k++)
          out += rect(x + cw * 0.12, y + ch * (0.15 + k * 0.15), cw * 0.76, ch * 0.07, ink);
      } else if (motif === 5) {
        for (let k = 4; k > 0; k--) {
          out += circle(
            x + cw / 2,
            y + ch / 2,
            (m * 0.42 * k) / 4,
            'none',
            `stroke="${k % 2 ? ink : other}" stroke-width="${f(m * 0.05)}"`,
          );
        }
      } else {
        for (let i = 0; i < 4; i++) {
          for (let j = 0; j < 4; j++)
            out += circle(x + cw * (0.2 + i * 0.2), y + ch * (0.2 + j * 0.2), m * 0.05, ink);
        }
      }
    }
  }
  out += circle(
    rng.range(0.2, 0.8) * w,
    rng.range(0.2, 0.8) * h,
    Math.min(w, h) * rng.range(0.15, 0.25),
    rng.pick(inks),
    alpha(0.85),
  );
  out += stroke(
    `M${f(rng.range(0, w))} 0L${f(rng.range(0, w))} ${f(h)}`,
    pal[0],
    Math.min(w, h) * 0.015,
  );
  return out;
}

export function geometric(s: Scene): string {
  const { w, h, rng, pal } = s;
  const size = w / rng.int(4, 8);
  const motifs = rng.sample([0, 1, 2, 3, 4, 5], rng.int(2, 3));
  const grout = rng.pick(['#f4f1ea', pal[4], darken(pal[0], 0.2)]);
  let out = rect(0, 0, w, h, grout);
  const g = size * 0.03;
  for (let y = 0; y < h; y += size) {
    for (let x = 0; x < w; x += size) {
      const [a, b] = rng.sample([pal[0], pal[1], pal[2], pal[3], pal[4]], 2) as [string, string];
      const s2 = size - g * 2;
      const x0 = x + g;
      const y0 = y + g;
      out += rect(x0, y0, s2, s2, a);
      const motif = rng.pick(motifs);
      const rot = rotate(rng.int(0, 3) * 90, x0 + s2 / 2, y0 + s2 / 2);
      if (motif === 0)
        out += path(`M${f(x0)} ${f(y0)}L${f(x0 + s2)} ${f(y0)}L${f(x0)} ${f(y0 + s2)}Z`, b, rot);
      else if (motif === 1)
        out += path(
          `M${f(x0)} ${f(y0)}L${f(x0 + s2)} ${f(y0)}A${f(s2)} ${f(s2)} 0 0 1 ${f(x0)} ${f(y0 + s2)}Z`,
          b,
          rot,
        );
      else if (motif === 2) out += circle(x0 + s2 / 2, y0 + s2 / 2, s2 * 0.32, b);
      else if (motif === 3) {
        out += path(
          `M${f(x0)} ${f(y0 + s2 / 2)}A${f(s2 / 2)} ${f(s2 / 2)} 0 0 0 ${f(x0 + s2 / 2)} ${f(y0)}L${f(x0)} ${f(y0)}Z`,
          b,
          rot,
        );
        out += path(
          `M${f(x0 + s2)} ${f(y0 + s2 / 2)}A${f(s2 / 2)} ${f(s2 / 2)} 0 0 0 ${f(x0 + s2 / 2)} ${f(y0 + s2)}L${f(x0 + s2)} ${f(y0 + s2)}Z`,
          b,
          rot,
        );
      } else if (motif === 4) {
        out += path(
          `M${f(x0 + s2 / 2)} ${f(y0)}L${f(x0 + s2)} ${f(y0 + s2 / 2)}L${f(x0 + s2 / 2)} ${f(y0 + s2)}L${f(x0)} ${f(y0 + s2 / 2)}Z`,
          b,
        );
      } else {
        out +=
          rect(x0, y0 + s2 * 0.2, s2, s2 * 0.2, b, rot) +
          rect(x0, y0 + s2 * 0.6, s2, s2 * 0.2, b, rot);
      }
    }
  }
  return (
    out +
    rect(
      0,
      0,
      w,
      h,
      linear(
        s,
        [
          [0, '#fff', 0.18],
          [1, '#000', 0.12],
        ],
        0,
        0,
        1,
        1,
      ),
    )
  );
}

export function blobs(s: Scene): string {
  const { w, h, rng, pal } = s;
  // The mid colours of a palette are its saturated ones: they make clean pastels.
  const mids = [pal[1], pal[2], pal[3]];
  const [a, b] = rng.sample(mids, 2) as [string, string];
  let out = rect(
    0,
    0,
    w,
    h,
    linear(
      s,
      [
        [0, lighten(a, 0.65)],
        [1, lighten(b, 0.3)],
      ],
      rng.next(),
      0,
      rng.next(),
      1,
    ),
  );
  const m = Math.max(w, h);
  for (let i = 0; i < rng.int(4, 6); i++) {
    const c = rng.pick(mids);
    out += circle(
      rng.range(0, w),
      rng.range(0, h),
      m * rng.range(0.25, 0.45),
      glow(s, lighten(c, 0.3), 0.9),
    );
  }
  for (let i = 0; i < rng.int(2, 4); i++) {
    const c = lighten(rng.pick(mids), rng.range(0, 0.35));
    const d = blobPath(
      rng,
      rng.range(0.15, 0.85) * w,
      rng.range(0.15, 0.85) * h,
      Math.min(w, h) * rng.range(0.12, 0.28),
      rng.int(5, 8),
      0.35,
    );
    out += path(
      d,
      linear(
        s,
        [
          [0, lighten(c, 0.25)],
          [1, c],
        ],
        0,
        0,
        1,
        1,
      ),
      alpha(0.9),
    );
  }
  for (let i = 0; i < 3; i++) {
    const y = rng.range(0.1, 0.9) * h;
    let d = `M0 ${f(y)}`;
    for (let x = 0; x <= w; x += w / 8)
      d += `Q${f(x + w / 16)} ${f(y + rng.range(-30, 30))} ${f(x + w / 8)} ${f(y)}`;
    out += stroke(d, '#ffffff', rng.range(2, 5), 'stroke-opacity="0.5"');
  }
  for (let i = 0; i < 14; i++) {
    out += circle(
      rng.range(0, w),
      rng.range(0, h),
      rng.range(3, 10),
      rng.pick([pal[0], '#ffffff']),
      alpha(rng.range(0.3, 0.7)),
    );
  }
  return out;
}
