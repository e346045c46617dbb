// A furnished room: wall, window, floor, rug, sofa, framed prints and a plant or a lamp, with
// soft shadows and warm light so it reads as a photograph of a room.
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
  rotate,
  stroke,
  type Scene,
} from './demo-svg';

function plant(s: Scene, x: number, floor: number, size: number): string {
  const { rng, pal } = s;
  const pot = rng.pick([pal[3], '#c8734a', '#f2efe9', pal[0]]);
  let out = ellipse(x, floor, size * 0.4, size * 0.06, '#000', alpha(0.18));
  const leaves = rng.int(9, 14);
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const len = size * rng.range(0.55, 1.1);
    const ex = x + Math.cos(a) * len * 0.6;
    const ey = floor - size * 0.45 + Math.sin(a) * len;
    const g = rng.pick(['#2f6b3a', '#3f8a4a', '#4f9a55', '#2a5a33']);
    out += stroke(`M${f(x)} ${f(floor - size * 0.4)}L${f(ex)} ${f(ey)}`, '#35522f', 2);
    out += ellipse(ex, ey, size * 0.16, size * 0.07, g, rotate((a * 180) / Math.PI, ex, ey));
  }
  out += polygon(
    [
      [x - size * 0.24, floor - size * 0.45],
      [x + size * 0.24, floor - size * 0.45],
      [x + size * 0.18, floor],
      [x - size * 0.18, floor],
    ],
    pot,
  );
  return out;
}

function frame(s: Scene, x: number, y: number, fw: number, fh: number): string {
  const { rng, pal } = s;
  let out = rect(x + 4, y + 6, fw, fh, '#000', alpha(0.15));
  out += rect(x, y, fw, fh, rng.pick(['#2b2b2b', '#b08a5a', '#f5f2ec']));
  const m = Math.min(fw, fh) * 0.1;
  const ix = x + m;
  const iy = y + m;
  const iw = fw - 2 * m;
  const ih = fh - 2 * m;
  out += rect(ix, iy, iw, ih, lighten(pal[4], 0.4));
  const art = rng.int(0, 2);
  if (art === 0)
    out += circle(
      ix + iw / 2,
      iy + ih * 0.45,
      Math.min(iw, ih) * 0.3,
      pal[rng.int(1, 3)] ?? pal[1],
    );
  else if (art === 1)
    out += path(
      `M${f(ix)} ${f(iy + ih)}L${f(ix + iw * 0.4)} ${f(iy + ih * 0.4)}L${f(ix + iw * 0.65)} ${f(iy + ih * 0.7)}L${f(ix + iw)} ${f(iy + ih * 0.3)}L${f(ix + iw)} ${f(iy + ih)}Z`,
      pal[1],
    );
  else
    for (let i = 0; i < 3; i++)
      out += rect(
        ix + iw * 0.15,
        iy + ih * (0.15 + i * 0.25),
        iw * 0.7,
        ih * 0.15,
        pal[(i + 1) % 5] ?? pal[2],
      );
  return out;
}

export function interior(s: Scene): string {
  const { w, h, rng, pal } = s;
  const floorY = h * rng.range(0.6, 0.7);
  const wall = mix(pal[4], pal[rng.int(2, 3)] ?? pal[3], rng.range(0.1, 0.5));
  let out = rect(
    0,
    0,
    w,
    floorY,
    linear(s, [
      [0, lighten(wall, 0.1)],
      [1, darken(wall, 0.06)],
    ]),
  );
  if (rng.chance(0.4)) {
    for (let x = 0; x < w; x += w / 12)
      out += rect(x, floorY - h * 0.22, 2, h * 0.22, darken(wall, 0.12));
    out += rect(0, floorY - h * 0.22, w, 3, darken(wall, 0.12));
  }
  const winX = rng.chance(0.5) ? w * 0.06 : w * 0.62;
  const winW = w * 0.3;
  const winY = h * 0.1;
  const winH = floorY * 0.55;
  out += rect(winX - 6, winY - 6, winW + 12, winH + 12, '#fbfaf7');
  out += rect(
    winX,
    winY,
    winW,
    winH,
    linear(s, [
      [0, '#a9cde8'],
      [1, '#e9f3f8'],
    ]),
  );
  out += ridgeHills(s, winX, winY, winW, winH);
  out +=
    rect(winX + winW / 2 - 3, winY, 6, winH, '#fbfaf7') +
    rect(winX, winY + winH / 2 - 3, winW, 6, '#fbfaf7');
  out += polygon(
    [
      [winX, winY],
      [winX + winW, winY],
      [winX + winW * 1.4, floorY + h * 0.2],
      [winX + winW * 0.4, floorY + h * 0.2],
    ],
    '#fff6d8',
    alpha(0.12),
  );
  const floor = mix('#a97c50', pal[3], 0.3);
  out += rect(
    0,
    floorY,
    w,
    h - floorY,
    linear(s, [
      [0, darken(floor, 0.1)],
      [1, floor],
    ]),
  );
  let gap = h * 0.012;
  for (let y = floorY + gap; y < h; y += gap) {
    out += rect(0, y, w, 1.5, darken(floor, 0.25), alpha(0.5));
    gap *= 1.35;
  }
  out += rect(0, floorY - 4, w, 8, lighten(wall, 0.3));
  const rugY = floorY + (h - floorY) * 0.45;
  out += ellipse(w / 2, rugY, w * 0.42, (h - floorY) * 0.28, pal[rng.int(1, 3)] ?? pal[2]);
  out += ellipse(
    w / 2,
    rugY,
    w * 0.36,
    (h - floorY) * 0.22,
    'none',
    `stroke="${lighten(pal[4], 0.3)}" stroke-width="3" stroke-dasharray="10 6"`,
  );
  const sw = w * rng.range(0.5, 0.62);
  const sx = w / 2 - sw / 2 + rng.range(-0.08, 0.08) * w;
  const sh = h * 0.16;
  const sy = floorY + (h - floorY) * 0.18 - sh;
  const sofa = rng.pick([pal[1], pal[2], darken(pal[3], 0.1), '#8a9a7a', '#c9b79c']);
  out += ellipse(sx + sw / 2, sy + sh + 6, sw * 0.55, 10, '#000', alpha(0.2));
  out += rect(
    sx + sw * 0.04,
    sy - sh * 0.55,
    sw * 0.92,
    sh * 0.9,
    darken(sofa, 0.08),
    `rx="${f(sh * 0.15)}"`,
  );
  out += rect(sx, sy + sh * 0.2, sw, sh * 0.6, sofa, `rx="${f(sh * 0.12)}"`);
  out += rect(
    sx - sw * 0.04,
    sy - sh * 0.1,
    sw * 0.1,
    sh * 0.9,
    darken(sofa, 0.12),
    `rx="${f(sh * 0.1)}"`,
  );
  out += rect(
    sx + sw * 0.94,
    sy - sh * 0.1,
    sw * 0.1,
    sh * 0.9,
    darken(sofa, 0.12),
    `rx="${f(sh * 0.1)}"`,
  );
  for (let i = 0; i < 3; i++) {
    const cx = sx + sw * (0.12 + i * 0.27);
    out += rect(
      cx,
      sy - sh * 0.35,
      sw * 0.2,
      sh * 0.55,
      rng.pick([pal[0], pal[3], pal[4], lighten(pal[1], 0.3)]),
      `rx="${f(sh * 0.1)}" ${rotate(rng.range(-8, 8), cx, sy)}`,
    );
  }
  out +=
    rect(sx + sw * 0.05, sy + sh * 0.8, 6, sh * 0.25, '#3a2a1e') +
    rect(sx + sw * 0.93, sy + sh * 0.8, 6, sh * 0.25, '#3a2a1e');
  const frames = rng.int(1, 3);
  const fw = Math.min((sw * 0.8) / frames, w * 0.24);
  const left = sx + sw / 2 - (fw * frames) / 2;
  for (let i = 0; i < frames; i++) {
    // Frames hang above the sofa and never leave the top of the picture.
    const room = sy - sh * 0.6 - h * 0.05 - h * 0.04;
    const fh = Math.min(fw * rng.range(0.8, 1.3), room);
    out += frame(s, left + i * fw + fw * 0.08, sy - sh * 0.6 - fh - h * 0.04, fw * 0.84, fh);
  }
  const side = sx < w * 0.2 ? w * 0.88 : w * 0.1;
  if (rng.chance(0.5)) out += plant(s, side, floorY + (h - floorY) * 0.25, Math.min(w, h) * 0.3);
  else {
    const lx = side;
    const top = h * 0.3;
    out += circle(lx, top + 30, Math.min(w, h) * 0.25, glow(s, '#ffd890', 0.55));
    out += stroke(`M${f(lx)} ${f(floorY + (h - floorY) * 0.2)}L${f(lx)} ${f(top)}`, '#2b2b2b', 4);
    out += polygon(
      [
        [lx - 40, top + 50],
        [lx + 40, top + 50],
        [lx + 26, top],
        [lx - 26, top],
      ],
      lighten(pal[4], 0.5),
    );
  }
  return out;
}

function ridgeHills(s: Scene, x: number, y: number, w: number, h: number): string {
  const g = mix('#7da37a', s.pal[1], 0.2);
  return path(
    `M${f(x)} ${f(y + h * 0.7)}Q${f(x + w * 0.3)} ${f(y + h * 0.45)} ${f(x + w * 0.6)} ${f(y + h * 0.65)}T${f(x + w)} ${f(y + h * 0.6)}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`,
    g,
  );
}
