import { describe, expect, it } from 'vitest';
import {
  COLUMN_COUNTS,
  columnsForWidth,
  computeMasonry,
  containerVars,
  fluidColumnWidth,
  firstScreenItems,
  fluidExpression,
  gridWidth,
  itemExtent,
  itemVars,
  layoutFixed,
  layoutFluid,
  layoutHeight,
  leavesOut,
  px,
  type ItemSize,
} from './masonry-layout';
import { cardSize } from '../pin-card/card-models';

/** A card of image height h at 236 px and footer f. */
const card = (h: number, f = 0): ItemSize => ({ aspect: h / 236, extra: f });

describe('gridWidth and columnsForWidth', () => {
  it.each([
    [2, 488],
    [3, 740],
    [4, 992],
    [5, 1244],
    [6, 1496],
    [7, 1748],
    [8, 2000],
    [9, 2252],
  ])('%i columns are %i px wide', (columns, width) => {
    expect(gridWidth(columns)).toBe(width);
  });

  it.each([
    [320, null],
    [487.5, null],
    [488, 2],
    [739, 2],
    [740, 3],
    [991, 3],
    [992, 4],
    [2251, 8],
    [2252, 9],
    [4000, 9],
  ])('a container %f px wide shows %s columns', (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });

  it('fluid columns share the container with one gutter', () => {
    expect(fluidColumnWidth(360)).toBe(172);
  });
});

describe('firstScreenItems: the first row of the grid at a 1280 px desktop window', () => {
  it('is 5 items by default: a 1248 px grid shows 5 columns of 236 px', () => {
    expect(firstScreenItems()).toBe(5);
  });

  it.each([
    [390, 2],
    [1024, 4],
    [1280, 5],
    [1920, 7],
  ])('a %i px window has %i first-screen items', (width, items) => {
    expect(firstScreenItems(width)).toBe(items);
  });

  it('those items are exactly the first row: each opens an empty column', () => {
    const sizes = [card(300), card(100), card(500), card(200), card(50), card(80), card(90)];
    const layout = layoutFixed(sizes, firstScreenItems());
    const tops = layout.placements.map((p) => p.y);
    expect(tops.slice(0, firstScreenItems())).toEqual([0, 0, 0, 0, 0]);
    expect(tops.slice(firstScreenItems()).every((y) => y > 0)).toBe(true);
  });
});

describe('layoutFixed: shortest column first, ties to the leftmost', () => {
  it.each<[string, ItemSize[], number, Array<[number, number, number]>]>([
    // [name, items, columns, expected [column, x, y] per item]
    [
      'empty columns fill left to right',
      [card(100), card(100), card(100)],
      3,
      [
        [0, 0, 0],
        [1, 252, 0],
        [2, 504, 0],
      ],
    ],
    [
      'the fourth goes under the shortest',
      [card(300), card(100), card(200), card(50)],
      3,
      [
        [0, 0, 0],
        [1, 252, 0],
        [2, 504, 0],
        [1, 252, 116],
      ],
    ],
    [
      'a tie goes to the leftmost',
      [card(100), card(100), card(50)],
      2,
      [
        [0, 0, 0],
        [1, 252, 0],
        [0, 0, 116],
      ],
    ],
    [
      'footers count in the height',
      [card(100, 75), card(150), card(10)],
      2,
      [
        [0, 0, 0],
        [1, 252, 0],
        [1, 252, 166],
      ],
    ],
    [
      'equal heights after footers tie to the left',
      [card(100, 75), card(175), card(10)],
      2,
      [
        [0, 0, 0],
        [1, 252, 0],
        [0, 0, 191],
      ],
    ],
  ])('%s', (_name, items, columns, expected) => {
    const layout = layoutFixed(items, columns);
    expect(layout.placements.map((p) => [p.column, p.x, p.y])).toEqual(expected);
  });

  it('card height is the image at the column width plus the footer', () => {
    const layout = layoutFixed([{ aspect: 1.5, extra: 75 }], 2);
    expect(layout.placements[0]?.height).toBe(1.5 * 236 + 75);
  });

  it('a pin card is its model: mediaAspect * column width + belowMediaHeight', () => {
    const models = [
      { mediaAspect: 1.5, belowMediaHeight: 75 },
      { mediaAspect: 16 / 9, belowMediaHeight: 0 },
      { mediaAspect: 1, belowMediaHeight: 137 },
    ];
    const sizes = models.map(cardSize);
    expect(sizes[0]).toEqual({ aspect: 1.5, extra: 75 });
    const layout = layoutFixed(sizes, 2);
    expect(layout.placements.map((p) => p.height)).toEqual([
      1.5 * 236 + 75,
      (16 / 9) * 236,
      236 + 137,
    ]);
    // The third card goes under the shorter column: 419.56 px against 429 px.
    expect(layout.placements[2]).toMatchObject({ column: 1, y: (16 / 9) * 236 + 16 });
    // In the fluid mode the same model heights scale with the column width.
    const fluid = itemExtent(computeMasonry(sizes), sizes, 0, null, 160);
    expect(fluid.bottom - fluid.top).toBeCloseTo(1.5 * 160 + 75, 9);
  });

  it('grid height is the tallest column without a trailing gutter', () => {
    expect(layoutFixed([card(300), card(100), card(50)], 2).height).toBe(300);
    expect(layoutFixed([card(100), card(100), card(100)], 2).height).toBe(216);
    expect(layoutFixed([], 4).height).toBe(0);
  });

  it('appending items never moves earlier ones, for every column count', () => {
    const items = Array.from({ length: 60 }, (_, i) =>
      card(120 + ((i * 37) % 230), i % 2 ? 75 : 0),
    );
    for (const columns of COLUMN_COUNTS) {
      const whole = layoutFixed(items, columns).placements;
      for (const cut of [1, 7, 25, 59]) {
        expect(layoutFixed(items.slice(0, cut), columns).placements).toEqual(whole.slice(0, cut));
      }
    }
  });
});

describe('layoutFluid', () => {
  it('keeps the two-column assignment and stacks each column as a * colw + b', () => {
    const items = [card(236, 75), card(118), card(59, 75)];
    const fluid = layoutFluid(items);
    expect(fluid.placements).toEqual([
      { column: 0, a: 0, b: 0 },
      { column: 1, a: 0, b: 0 },
      { column: 1, a: 0.5, b: 16 },
    ]);
    expect(fluid.ends).toEqual([
      { a: 1, b: 91 },
      { a: 0.75, b: 107 },
    ]);
  });

  it('matches the fixed two-column layout at 236 px', () => {
    const items = Array.from({ length: 30 }, (_, i) => card(100 + ((i * 53) % 300), 75));
    const layouts = computeMasonry(items);
    for (let i = 0; i < items.length; i++) {
      const fixed = itemExtent(layouts, items, i, 2, 236);
      const fluid = itemExtent(layouts, items, i, null, 236);
      expect(fluid.top).toBeCloseTo(fixed.top, 6);
      expect(fluid.bottom).toBeCloseTo(fixed.bottom, 6);
    }
    expect(layoutHeight(layouts, null, 236)).toBeCloseTo(layoutHeight(layouts, 2, 236), 6);
  });

  it('never overlaps within a column at any width', () => {
    const items = Array.from({ length: 30 }, (_, i) => card(80 + ((i * 71) % 400), i % 3 ? 75 : 0));
    const layouts = computeMasonry(items);
    for (const colw of [120, 160.5, 200, 236]) {
      const bottoms = [0, 0];
      layouts.fluid.placements.forEach((p, i) => {
        const { top, bottom } = itemExtent(layouts, items, i, null, colw);
        expect(top).toBeGreaterThanOrEqual((bottoms[p.column] ?? 0) - 1e-9);
        bottoms[p.column] = bottom + 16;
      });
    }
  });
});

describe('CSS custom properties', () => {
  const items = [card(236, 75), card(118), card(59, 75)];
  const layouts = computeMasonry(items);

  it('every item carries x and y for each column count and the fluid mode', () => {
    const vars = itemVars(layouts, 2);
    expect(Object.keys(vars).sort()).toEqual(
      [...COLUMN_COUNTS.flatMap((n) => [`--x${n}`, `--y${n}`]), '--xf', '--yf'].sort(),
    );
    expect(vars['--x2']).toBe('252px');
    expect(vars['--y2']).toBe('134px');
    expect(vars['--x3']).toBe('504px');
    expect(vars['--y3']).toBe('0px');
    expect(vars['--xf']).toBe('calc(var(--colw) + 16px)');
    expect(vars['--yf']).toBe('calc(0.5 * var(--colw) + 16px)');
  });

  it('the first items of the fluid mode sit at plain pixels', () => {
    expect(itemVars(layouts, 0)).toMatchObject({ '--xf': '0px', '--yf': '0px' });
  });

  it('the container carries a height per column count and a fluid max()', () => {
    expect(containerVars(layouts)).toEqual({
      '--h2': '311px',
      '--h3': '311px',
      '--h4': '311px',
      '--h5': '311px',
      '--h6': '311px',
      '--h7': '311px',
      '--h8': '311px',
      '--h9': '311px',
      '--hf': 'max(0px, 1 * var(--colw) + 75px, 0.75 * var(--colw) + 91px)',
    });
    expect(containerVars(computeMasonry([]))['--hf']).toBe('0px');
  });

  it.each([
    [0, 0, '0px'],
    [0, 91, '91px'],
    [1.23456789, 75, 'calc(1.2346 * var(--colw) + 75px)'],
    [0.5, 16.005, 'calc(0.5 * var(--colw) + 16.01px)'],
  ])('fluidExpression(%f, %f) is %s', (a, b, css) => {
    expect(fluidExpression(a, b)).toBe(css);
  });

  it.each([
    [0, '0px'],
    [-0, '0px'],
    [1 / 3, '0.33px'],
    [252, '252px'],
    [1234.5678, '1234.57px'],
  ])('px(%f) is %s', (value, css) => {
    expect(px(value)).toBe(css);
  });
});

describe('leavesOut: virtualisation keeps the window, and the first items until scrolled past', () => {
  const window = { from: 1000, to: 3000 };
  it.each([
    ['inside the window', { top: 1200, bottom: 1500 }, 30, 25, false],
    ['straddling the top of the window', { top: 900, bottom: 1100 }, 30, 25, false],
    ['above the window: scrolled past, dropped', { top: 100, bottom: 400 }, 3, 25, true],
    [
      'below the window, one of the first rendered: kept',
      { top: 3200, bottom: 3500 },
      20,
      25,
      false,
    ],
    ['below the window, loaded later: dropped', { top: 3200, bottom: 3500 }, 30, 25, true],
  ])('%s', (_rule, extent, index, firstRendered, expected) => {
    expect(leavesOut(extent, window, index, firstRendered)).toBe(expected);
  });
});
