// Fashion flat-lays on a backdrop and head-and-shoulders portraits for avatars. Faces stay
// minimal (no real likeness), but skin, hair and clothes vary so a list of users looks diverse.
import { darken, lighten, luminance, mix } from './demo-palettes';
import {
  alpha,
  circle,
  ellipse,
  f,
  linear,
  path,
  radial,
  rect,
  stroke,
  type Scene,
} from './demo-svg';

/** Fills a garment with a small repeating print, or with a soft gradient. */
function fabric(s: Scene, base: string): string {
  const { rng, pal } = s;
  const print = rng.pick(['plain', 'dots', 'stripes', 'plain'] as const);
  if (print === 'plain')
    return linear(
      s,
      [
        [0, lighten(base, 0.12)],
        [1, darken(base, 0.15)],
      ],
      0,
      0,
      1,
      1,
    );
  const id = s.nextId();
  const ink = luminance(base) > 0.5 ? darken(base, 0.45) : lighten(pal[4], 0.3);
  const tile =
    print === 'dots'
      ? `${rect(0, 0, 24, 24, base)}${circle(6, 6, 3.5, ink)}${circle(18, 18, 3.5, ink)}`
      : `${rect(0, 0, 24, 24, base)}${rect(0, 0, 24, 7, ink)}`;
  s.defs.push(
    `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse">${tile}</pattern>`,
  );
  return `url(#${id})`;
}

function hanger(x: number, y: number, span: number, color: string): string {
  return (
    stroke(`M${f(x)} ${f(y)}q0 -18 12 -18q12 0 12 12`, color, 4) +
    stroke(
      `M${f(x - span)} ${f(y + span * 0.35)}L${f(x)} ${f(y)}L${f(x + span)} ${f(y + span * 0.35)}`,
      color,
      6,
    )
  );
}

export function fashion(s: Scene): string {
  const { w, h, rng, pal } = s;
  const bg = rng.pick([pal[4], pal[3], lighten(pal[2], 0.4)]);
  let out = rect(
    0,
    0,
    w,
    h,
    linear(s, [
      [0, lighten(bg, 0.1)],
      [1, darken(bg, 0.08)],
    ]),
  );
  const m = Math.min(w, h * 0.8);
  const cx = w / 2;
  if (rng.chance(0.6)) out += circle(cx, h * 0.45, m * 0.42, mix(bg, pal[2], 0.35));
  else out += rect(0, h * 0.78, w, h * 0.22, mix(bg, pal[1], 0.15));
  for (let i = 0; i < 3; i++) {
    out += path(
      `M${f(w * (0.5 + i * 0.2))} 0l${f(w * 0.12)} 0l${f(-w * 0.5)} ${f(h)}l${f(-w * 0.12)} 0Z`,
      '#ffffff',
      alpha(0.08),
    );
  }
  const cloth = rng.pick([pal[0], pal[1], pal[2], darken(pal[3], 0.2)].filter((c) => c !== bg));
  const fill = fabric(s, cloth);
  const top = h * 0.5 - m * 0.42;
  const kind = rng.pick(['dress', 'coat', 'tee', 'bag'] as const);
  const shadow = (d: string) => path(d, '#000', `${alpha(0.14)} transform="translate(10 12)"`);
  if (kind === 'dress') {
    const sw = m * 0.16;
    const d = `M${f(cx - sw)} ${f(top + m * 0.08)}Q${f(cx)} ${f(top + m * 0.16)} ${f(cx + sw)} ${f(top + m * 0.08)}L${f(cx + sw * 0.75)} ${f(top + m * 0.32)}L${f(cx + m * 0.36)} ${f(top + m * 0.86)}Q${f(cx)} ${f(top + m * 0.94)} ${f(cx - m * 0.36)} ${f(top + m * 0.86)}L${f(cx - sw * 0.75)} ${f(top + m * 0.32)}Z`;
    out += hanger(cx, top, m * 0.2, '#8a6a4a') + shadow(d) + path(d, fill);
    out += rect(cx - sw * 0.78, top + m * 0.3, sw * 1.56, m * 0.035, darken(cloth, 0.3));
  } else if (kind === 'coat') {
    const sh = m * 0.22;
    const d = `M${f(cx - sh)} ${f(top + m * 0.06)}L${f(cx + sh)} ${f(top + m * 0.06)}L${f(cx + sh * 1.5)} ${f(top + m * 0.62)}L${f(cx + sh * 1.15)} ${f(top + m * 0.64)}L${f(cx + sh * 1.05)} ${f(top + m * 0.35)}L${f(cx + sh * 1.1)} ${f(top + m * 0.9)}L${f(cx - sh * 1.1)} ${f(top + m * 0.9)}L${f(cx - sh * 1.05)} ${f(top + m * 0.35)}L${f(cx - sh * 1.15)} ${f(top + m * 0.64)}L${f(cx - sh * 1.5)} ${f(top + m * 0.62)}Z`;
    out += hanger(cx, top, sh, '#2b2b2b') + shadow(d) + path(d, fill);
    out += path(
      `M${f(cx - sh * 0.5)} ${f(top + m * 0.06)}L${f(cx)} ${f(top + m * 0.4)}L${f(cx + sh * 0.5)} ${f(top + m * 0.06)}Z`,
      darken(cloth, 0.35),
    );
    out += stroke(
      `M${f(cx)} ${f(top + m * 0.4)}L${f(cx)} ${f(top + m * 0.9)}`,
      darken(cloth, 0.4),
      2,
    );
    for (let i = 0; i < 3; i++)
      out += circle(cx + 10, top + m * (0.47 + i * 0.12), m * 0.014, darken(cloth, 0.5));
  } else if (kind === 'tee') {
    const sh = m * 0.2;
    const d = `M${f(cx - sh)} ${f(top + m * 0.1)}Q${f(cx)} ${f(top + m * 0.18)} ${f(cx + sh)} ${f(top + m * 0.1)}L${f(cx + sh * 1.8)} ${f(top + m * 0.3)}L${f(cx + sh * 1.5)} ${f(top + m * 0.42)}L${f(cx + sh * 1.05)} ${f(top + m * 0.32)}L${f(cx + sh * 1.05)} ${f(top + m * 0.82)}L${f(cx - sh * 1.05)} ${f(top + m * 0.82)}L${f(cx - sh * 1.05)} ${f(top + m * 0.32)}L${f(cx - sh * 1.5)} ${f(top + m * 0.42)}L${f(cx - sh * 1.8)} ${f(top + m * 0.3)}Z`;
    out += hanger(cx, top + m * 0.05, sh * 1.1, '#b08a5a') + shadow(d) + path(d, fill);
    out += circle(cx, top + m * 0.45, m * 0.09, rng.pick([pal[3], pal[4], pal[1]]), alpha(0.9));
  } else {
    const bw = m * 0.55;
    const bh = m * 0.4;
    const by = top + m * 0.85;
    out += ellipse(cx, by + 4, bw * 0.6, m * 0.04, '#000', alpha(0.2));
    out += stroke(
      `M${f(cx - bw * 0.28)} ${f(by - bh)}C${f(cx - bw * 0.28)} ${f(by - bh * 1.8)} ${f(cx + bw * 0.28)} ${f(by - bh * 1.8)} ${f(cx + bw * 0.28)} ${f(by - bh)}`,
      darken(cloth, 0.3),
      m * 0.035,
    );
    const d = `M${f(cx - bw * 0.42)} ${f(by - bh)}L${f(cx + bw * 0.42)} ${f(by - bh)}L${f(cx + bw / 2)} ${f(by - 10)}Q${f(cx + bw / 2)} ${f(by)} ${f(cx + bw / 2 - 10)} ${f(by)}L${f(cx - bw / 2 + 10)} ${f(by)}Q${f(cx - bw / 2)} ${f(by)} ${f(cx - bw / 2)} ${f(by - 10)}Z`;
    out += path(d, fill);
    out += path(
      `M${f(cx - bw * 0.42)} ${f(by - bh)}L${f(cx + bw * 0.42)} ${f(by - bh)}L${f(cx + bw * 0.3)} ${f(by - bh * 0.55)}L${f(cx - bw * 0.3)} ${f(by - bh * 0.55)}Z`,
      darken(cloth, 0.2),
    );
    out += circle(cx, by - bh * 0.55, m * 0.022, '#d4af37');
  }
  return out;
}

const SKIN = ['#f6d5c1', '#efc3a4', '#e0ac8a', '#c68863', '#a7694a', '#7d4a32', '#5a3524'];
const HAIR = ['#1c1410', '#3b2416', '#6a4328', '#a8743c', '#d9b26f', '#9a9a9a', '#b5462f'];

export function portrait(s: Scene): string {
  const { w, h, rng, pal } = s;
  const [c1, c2] = rng.sample([pal[1], pal[2], pal[3], pal[4]], 2) as [string, string];
  let out = rect(
    0,
    0,
    w,
    h,
    linear(
      s,
      [
        [0, lighten(c1, 0.15)],
        [1, c2],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += circle(
    w * 0.3,
    h * 0.25,
    w * 0.5,
    radial(s, [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]),
  );
  const cx = w / 2 + rng.range(-0.04, 0.04) * w;
  const cy = h * rng.range(0.4, 0.45);
  const rx = w * rng.range(0.15, 0.18);
  const ry = rx * rng.range(1.2, 1.32);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const shirt = rng.pick([pal[0], pal[1], darken(pal[2], 0.2), '#f4f1ea', '#2b2b2b']);
  const style = rng.weighted([
    ['short', 3],
    ['long', 3],
    ['bun', 2],
    ['curly', 2],
    ['buzz', 1],
    ['beanie', 1],
  ] as const);
  if (style === 'long') {
    out += path(
      `M${f(cx - rx * 1.25)} ${f(cy + ry * 1.6)}L${f(cx - rx * 1.2)} ${f(cy - ry * 0.2)}A${f(rx * 1.2)} ${f(ry * 1.15)} 0 0 1 ${f(cx + rx * 1.2)} ${f(cy - ry * 0.2)}L${f(cx + rx * 1.25)} ${f(cy + ry * 1.6)}Z`,
      hair,
    );
  }
  const sy = h * 0.78;
  out += path(
    `M${f(cx - w * 0.44)} ${f(h)}C${f(cx - w * 0.44)} ${f(sy)} ${f(cx - w * 0.3)} ${f(sy - h * 0.06)} ${f(cx - w * 0.1)} ${f(sy - h * 0.08)}L${f(cx + w * 0.1)} ${f(sy - h * 0.08)}C${f(cx + w * 0.3)} ${f(sy - h * 0.06)} ${f(cx + w * 0.44)} ${f(sy)} ${f(cx + w * 0.44)} ${f(h)}Z`,
    linear(s, [
      [0, lighten(shirt, 0.1)],
      [1, darken(shirt, 0.2)],
    ]),
  );
  out += rect(
    cx - rx * 0.42,
    cy + ry * 0.6,
    rx * 0.84,
    sy - h * 0.06 - cy - ry * 0.6,
    darken(skin, 0.12),
  );
  out += path(
    `M${f(cx - rx * 0.6)} ${f(sy - h * 0.08)}Q${f(cx)} ${f(sy + h * 0.02)} ${f(cx + rx * 0.6)} ${f(sy - h * 0.08)}Z`,
    darken(skin, 0.12),
  );
  out += ellipse(cx - rx, cy + ry * 0.05, rx * 0.16, ry * 0.2, darken(skin, 0.05));
  out += ellipse(cx + rx, cy + ry * 0.05, rx * 0.16, ry * 0.2, darken(skin, 0.05));
  out += ellipse(
    cx,
    cy,
    rx,
    ry,
    linear(
      s,
      [
        [0, lighten(skin, 0.06)],
        [1, darken(skin, 0.08)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const cap = (depth: number) =>
    `M${f(cx - rx * 1.04)} ${f(cy - ry * depth)}A${f(rx * 1.04)} ${f(ry * 1.06)} 0 0 1 ${f(cx + rx * 1.04)} ${f(cy - ry * depth)}`;
  if (style === 'short' || style === 'long' || style === 'bun') {
    out += path(
      `${cap(0.05)}Q${f(cx + rx * 0.3)} ${f(cy - ry * 0.75)} ${f(cx - rx * 0.4)} ${f(cy - ry * 0.55)}Q${f(cx - rx * 0.9)} ${f(cy - ry * 0.4)} ${f(cx - rx * 1.04)} ${f(cy - ry * 0.05)}Z`,
      hair,
    );
    if (style === 'bun') out += circle(cx, cy - ry * 1.1, rx * 0.45, hair);
  } else if (style === 'curly') {
    for (let i = 0; i < 16; i++) {
      const a = Math.PI + (i / 15) * Math.PI;
      out += circle(
        cx + Math.cos(a) * rx * 1.02,
        cy - ry * 0.15 + Math.sin(a) * ry * 0.95,
        rx * 0.3,
        hair,
      );
    }
  } else if (style === 'buzz') {
    out += path(`${cap(0.25)}Z`, hair, alpha(0.85));
  } else {
    const hat = rng.pick([pal[2], pal[3], '#c0392b', '#2b2b2b']);
    out +=
      path(`${cap(0.3)}Z`, hat) +
      rect(
        cx - rx * 1.08,
        cy - ry * 0.42,
        rx * 2.16,
        ry * 0.22,
        darken(hat, 0.2),
        `rx="${f(ry * 0.08)}"`,
      );
  }
  const eyeY = cy + ry * 0.05;
  out +=
    ellipse(cx - rx * 0.38, eyeY, rx * 0.07, ry * 0.06, '#2a1d17') +
    ellipse(cx + rx * 0.38, eyeY, rx * 0.07, ry * 0.06, '#2a1d17');
  out +=
    circle(cx - rx * 0.55, cy + ry * 0.35, rx * 0.16, '#e86b6b', alpha(0.18)) +
    circle(cx + rx * 0.55, cy + ry * 0.35, rx * 0.16, '#e86b6b', alpha(0.18));
  out += stroke(
    `M${f(cx - rx * 0.25)} ${f(cy + ry * 0.48)}Q${f(cx)} ${f(cy + ry * 0.62)} ${f(cx + rx * 0.25)} ${f(cy + ry * 0.48)}`,
    darken(skin, 0.45),
    Math.max(1.5, w * 0.008),
  );
  if (rng.chance(0.3)) {
    const gr = rx * 0.26;
    out += circle(
      cx - rx * 0.38,
      eyeY,
      gr,
      'none',
      `stroke="#222" stroke-width="${f(Math.max(2, w * 0.01))}"`,
    );
    out += circle(
      cx + rx * 0.38,
      eyeY,
      gr,
      'none',
      `stroke="#222" stroke-width="${f(Math.max(2, w * 0.01))}"`,
    );
    out += stroke(
      `M${f(cx - rx * 0.12)} ${f(eyeY)}L${f(cx + rx * 0.12)} ${f(eyeY)}`,
      '#222',
      Math.max(2, w * 0.01),
    );
  }
  return out;
}
