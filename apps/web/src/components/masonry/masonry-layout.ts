// Masonry layout math, shared by the server render and the client so both place every card at
// the same spot. Pinterest's grid: 236 px columns, 16 px gutters, each card goes to the
// shortest column (ties go to the leftmost). A card's height is `aspect * columnWidth + extra`
// (image height at the column width plus a fixed footer), so it is known from data alone.
//
// The server cannot know the viewport, so it lays the items out for every column count from
// 2 to 9 and writes each layout as CSS custom properties (`--x3`, `--y3`, `--h3`, ...). A
// container query in masonry.css picks the set that fits. Below two fixed columns a fluid
// two-column mode scales with the container: there y is `a * var(--colw) + b`.

export const COLUMN_WIDTH = 236;
export const GUTTER = 16;
export const COLUMN_PITCH = COLUMN_WIDTH + GUTTER;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 9;
export const COLUMN_COUNTS: readonly number[] = Array.from(
  { length: MAX_COLUMNS - MIN_COLUMNS + 1 },
  (_, i) => MIN_COLUMNS + i,
);

/** A card's height at column width w is `aspect * w + extra`. */
export interface ItemSize {
  /** Image height / image width. */
  aspect: number;
  /** Fixed pixels under the image (the card footer). */
  extra: number;
}

export interface Placement {
  column: number;
  x: number;
  y: number;
  height: number;
}

export interface FixedLayout {
  columns: number;
  placements: Placement[];
  /** Height of the grid: the tallest column, without a trailing gutter. */
  height: number;
  width: number;
}

/** y = a * colw + b, in the fluid mode. */
export interface FluidPlacement {
  column: number;
  a: number;
  b: number;
}

export interface FluidLayout {
  placements: FluidPlacement[];
  /** Per column, where the next item would start: a * colw + b. */
  ends: { a: number; b: number }[];
}

export interface MasonryLayouts {
  fixed: ReadonlyMap<number, FixedLayout>;
  fluid: FluidLayout;
}

/** Width of a grid of `columns` fixed columns: 488 for 2, 740 for 3, ... 2252 for 9. */
export function gridWidth(columns: number, columnWidth = COLUMN_WIDTH, gutter = GUTTER): number {
  return columns * (columnWidth + gutter) - gutter;
}

/**
 * The column count that a container of this width shows (the same thresholds as the container
 * queries of masonry.css), or null for the fluid two-column mode below 488 px.
 */
export function columnsForWidth(width: number): number | null {
  const columns = Math.floor((width + GUTTER) / COLUMN_PITCH);
  if (columns < MIN_COLUMNS) return null;
  return Math.min(columns, MAX_COLUMNS);
}

/**
 * The window width the first screen is planned for: a 1280 px desktop. Its grid (the window less
 * the page's 16 px side paddings) shows 5 columns; on a phone the same items are the first two
 * to three rows of two columns, also all on screen.
 */
export const FIRST_SCREEN_WINDOW_WIDTH = 1280;
const PAGE_SIDE_PADDING = 16;

/**
 * How many items, from the start of a grid, are its first screen: the first row at
 * FIRST_SCREEN_WINDOW_WIDTH. Each of the first `columns` items opens a column of its own (the
 * shortest column is an empty one), so the first row is exactly the first `columns` items.
 * Their images load at once at high priority; every later one loads lazily.
 */
export function firstScreenItems(windowWidth: number = FIRST_SCREEN_WINDOW_WIDTH): number {
  return columnsForWidth(windowWidth - 2 * PAGE_SIDE_PADDING) ?? MIN_COLUMNS;
}

/**
 * Whether the client leaves an item out (virtualisation): it is outside the rendered window,
 * and it is not one of the items the grid first rendered still waiting below. Those stay until
 * the reader has scrolled past them: the server rendered them (the browser skips laying out
 * and painting the far ones, masonry.css), and dropping the first page's lower cards right
 * after hydration was one 45 ms task on a phone (and building them again on the way down
 * another). Everything else comes and goes with the window, a few items at a time.
 */
export function leavesOut(
  extent: { top: number; bottom: number },
  window: { from: number; to: number },
  index: number,
  firstRendered: number,
): boolean {
  if (extent.bottom < window.from) return true;
  return extent.top > window.to && index >= firstRendered;
}

/** Column width in the fluid mode: two columns and one gutter fill the container. */
export function fluidColumnWidth(containerWidth: number): number {
  return Math.max(0, (containerWidth - GUTTER) / 2);
}

/** Index of the shortest column; ties go to the leftmost. */
function shortest(heights: readonly number[]): number {
  let best = 0;
  for (let c = 1; c < heights.length; c++) {
    if ((heights[c] ?? 0) < (heights[best] ?? 0)) best = c;
  }
  return best;
}

/**
 * Shortest-column-first placement. Each item's spot depends only on the items before it, so
 * appending items never moves earlier ones.
 */
export function layoutFixed(
  sizes: readonly ItemSize[],
  columns: number,
  columnWidth = COLUMN_WIDTH,
  gutter = GUTTER,
): FixedLayout {
  const heights: number[] = new Array<number>(columns).fill(0);
  const placements = sizes.map((size): Placement => {
    const column = shortest(heights);
    const y = heights[column] ?? 0;
    const height = size.aspect * columnWidth + size.extra;
    heights[column] = y + height + gutter;
    return { column, x: column * (columnWidth + gutter), y, height };
  });
  const tallest = Math.max(0, ...heights);
  return {
    columns,
    placements,
    height: sizes.length ? tallest - gutter : 0,
    width: gridWidth(columns, columnWidth, gutter),
  };
}

/**
 * The fluid mode keeps the column assignment of the fixed two-column layout (so it reads as that
 * layout scaled down) and stacks each column exactly: y = (sum of aspects above) * colw + (sum
 * of footers and gutters above). Columns never overlap at any width.
 */
export function layoutFluid(sizes: readonly ItemSize[], gutter = GUTTER): FluidLayout {
  const assignment = layoutFixed(sizes, 2, COLUMN_WIDTH, gutter).placements;
  const ends = [
    { a: 0, b: 0 },
    { a: 0, b: 0 },
  ];
  const placements = sizes.map((size, i): FluidPlacement => {
    const column = assignment[i]?.column ?? 0;
    const end = ends[column] ?? { a: 0, b: 0 };
    const placement = { column, a: end.a, b: end.b };
    ends[column] = { a: end.a + size.aspect, b: end.b + size.extra + gutter };
    return placement;
  });
  return { placements, ends };
}

export function computeMasonry(sizes: readonly ItemSize[]): MasonryLayouts {
  const fixed = new Map<number, FixedLayout>();
  for (const columns of COLUMN_COUNTS) fixed.set(columns, layoutFixed(sizes, columns));
  return { fixed, fluid: layoutFluid(sizes) };
}

/** Vertical extent of item `index` in the active mode (`columns` null = fluid at `colw`). */
export function itemExtent(
  layouts: MasonryLayouts,
  sizes: readonly ItemSize[],
  index: number,
  columns: number | null,
  colw: number,
): { top: number; bottom: number } {
  if (columns !== null) {
    const p = layouts.fixed.get(columns)?.placements[index];
    return p ? { top: p.y, bottom: p.y + p.height } : { top: 0, bottom: 0 };
  }
  const p = layouts.fluid.placements[index];
  const size = sizes[index];
  if (!p || !size) return { top: 0, bottom: 0 };
  const top = p.a * colw + p.b;
  return { top, bottom: top + size.aspect * colw + size.extra };
}

/** Grid height in the active mode. */
export function layoutHeight(
  layouts: MasonryLayouts,
  columns: number | null,
  colw: number,
  gutter = GUTTER,
): number {
  if (columns !== null) return layouts.fixed.get(columns)?.height ?? 0;
  const tallest = Math.max(0, ...layouts.fluid.ends.map((end) => end.a * colw + end.b));
  return Math.max(0, tallest - gutter);
}

// --- CSS custom properties -------------------------------------------------------------

/** Pixels rounded to 1/100 px: plenty below a device pixel, short in the HTML. */
export function px(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${rounded === 0 ? 0 : rounded}px`;
}

function coefficient(value: number): string {
  const rounded = Math.round(value * 10000) / 10000;
  return String(rounded === 0 ? 0 : rounded);
}

/** `a * var(--colw) + b` as CSS; plain pixels when a is 0. */
export function fluidExpression(a: number, b: number): string {
  if (coefficient(a) === '0') return px(b);
  return `calc(${coefficient(a)} * var(--colw) + ${px(b)})`;
}

function fluidX(column: number): string {
  return column === 0 ? '0px' : `calc(var(--colw) + ${px(GUTTER)})`;
}

export type CssVars = Record<`--${string}`, string>;

/** The custom properties of item `index`: `--x2..--x9`, `--y2..--y9`, `--xf`, `--yf`. */
export function itemVars(layouts: MasonryLayouts, index: number): CssVars {
  const vars: CssVars = {};
  for (const [columns, layout] of layouts.fixed) {
    const p = layout.placements[index];
    if (!p) continue;
    vars[`--x${columns}`] = px(p.x);
    vars[`--y${columns}`] = px(p.y);
  }
  const f = layouts.fluid.placements[index];
  if (f) {
    vars['--xf'] = fluidX(f.column);
    vars['--yf'] = fluidExpression(f.a, f.b);
  }
  return vars;
}

/** The container's custom properties: `--h2..--h9` and the fluid `--hf`. */
export function containerVars(layouts: MasonryLayouts): CssVars {
  const vars: CssVars = {};
  for (const [columns, layout] of layouts.fixed) vars[`--h${columns}`] = px(layout.height);
  const terms = layouts.fluid.ends
    .filter((end) => end.a !== 0 || end.b !== 0)
    .map((end) => {
      const b = px(end.b - GUTTER);
      return coefficient(end.a) === '0' ? b : `${coefficient(end.a)} * var(--colw) + ${b}`;
    });
  vars['--hf'] = terms.length ? `max(0px, ${terms.join(', ')})` : '0px';
  return vars;
}
