// Harmonious palettes for the demo images, each ordered roughly darkest to lightest so scenes
// can ask for "a dark", "an accent" or "a light" and still get a pleasing combination.

export type Palette = readonly [string, string, string, string, string];

export const PALETTES: readonly Palette[] = [
  ['#2b2d42', '#5c4d7d', '#b5838d', '#e5989b', '#ffe5d9'], // dusk
  ['#283618', '#606c38', '#a3b18a', '#dda15e', '#fefae0'], // sage
  ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#e0f7fa'], // ocean
  ['#3d2c2e', '#9c4a2f', '#d17a4a', '#e9b78c', '#f6ead8'], // terracotta
  ['#2e3440', '#4c566a', '#81a1c1', '#d8dee9', '#eceff4'], // nordic
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#fdf0d5'], // citrus
  ['#2d0e2f', '#7b2d5b', '#c8507a', '#f3a6b6', '#fdeef1'], // berry
  ['#1b2f24', '#2d6a4f', '#52b788', '#b7e4c7', '#f1faee'], // forest
  ['#355070', '#6d597a', '#b56576', '#eaac8b', '#fbe3d0'], // sunset
  ['#22223b', '#4a4e69', '#c9a227', '#e9d8a6', '#f7f3e3'], // mustard
  ['#1d3557', '#457b9d', '#e63946', '#a8dadc', '#f1faee'], // coral
  ['#4a2c2a', '#a0522d', '#d4a373', '#e9c89b', '#faedcd'], // desert
  ['#1f3b3a', '#3d8b7d', '#8fd3c1', '#f2b5a0', '#fbf5ee'], // mint
  ['#2f2352', '#6b5ca5', '#a99ad6', '#e0c3fc', '#f7f0ff'], // lavender
  ['#2b2118', '#d1495b', '#edae49', '#00798c', '#f4f1de'], // retro
  ['#3e3a36', '#7d7468', '#b8ad9e', '#ddd3c4', '#f5f0e8'], // warm greys
  ['#0b3d2e', '#118a7e', '#f2a65a', '#f76c5e', '#fff1d6'], // tropical
  ['#4a3b3b', '#b56b6b', '#e8a0a0', '#f3cfc6', '#fdf3ef'], // blush
  ['#0d1b2a', '#1b263b', '#415a77', '#e0a458', '#e0e1dd'], // night city
  ['#2f2d1f', '#6b705c', '#a5a58d', '#cb997e', '#ffe8d6'], // olive
  ['#001f54', '#034078', '#1282a2', '#f4d35e', '#fefcfb'], // cobalt
];

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Shifts each channel by up to ±amount, so repeated elements are not identical. */
export function jitter(c: string, amount: number, r: () => number): string {
  const [red, green, blue] = toRgb(c);
  const d = () => (r() * 2 - 1) * amount;
  return toHex([red + d(), green + d(), blue + d()]);
}

/** Relative luminance in 0..1, for picking a contrasting colour. */
export function luminance(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
