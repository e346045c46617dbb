import { describe, expect, it } from 'vitest';
import {
  collageCellBox,
  collageCells,
  coverDrawnWidth,
  coverImage,
  type BoxSize,
  type CollageCell,
} from './cover-images';

const box = (width: number, height: number): BoxSize => ({ width, height });

describe('coverDrawnWidth: a picture cropped to fill its box (object-fit: cover)', () => {
  it.each<[string, BoxSize, BoxSize, number]>([
    ['a tall picture in a square box is drawn at the box width', box(236, 236), box(236, 354), 236],
    ['a square picture in a square box', box(236, 236), box(600, 600), 236],
    [
      'a wide picture in a square box is drawn wider than the box',
      box(236, 236),
      box(600, 315),
      450,
    ],
    ['a tall picture in a tall narrow cell', box(135, 300), box(236, 354), 200],
    ['a very tall picture in a narrow cell', box(135, 300), box(236, 420), 169],
    ['fractions round up, never down', box(100.2, 50), box(10, 10), 101],
    ['a picture without dimensions: the box width', box(236, 236), box(0, 0), 236],
  ])('%s', (_case, target, picture, expected) => {
    expect(coverDrawnWidth(target, picture)).toBe(expected);
  });
});

/** Variants of a 600x900 original, as the server answers them. */
const tall = {
  '60x60': { url: '/i/60x60/a.jpg', width: 60, height: 60 },
  '236x': { url: '/i/236x/a.jpg', width: 236, height: 354 },
  '474x': { url: '/i/474x/a.jpg', width: 474, height: 711 },
  '564x': { url: '/i/564x/a.jpg', width: 564, height: 846 },
  '736x': { url: '/i/736x/a.jpg', width: 600, height: 900 },
  orig: { url: '/i/orig/a.jpg', width: 600, height: 900 },
};
/** A 600x315 original: every scaled size is as wide as the original or smaller. */
const wide = {
  '236x': { url: '/i/236x/w.jpg', width: 236, height: 124 },
  '474x': { url: '/i/474x/w.jpg', width: 474, height: 249 },
  '564x': { url: '/i/564x/w.jpg', width: 564, height: 296 },
  '736x': { url: '/i/736x/w.jpg', width: 600, height: 315 },
};

describe('coverImage: the smallest size at least as wide as the picture is drawn', () => {
  it.each<[string, Parameters<typeof coverImage>[0], BoxSize, string | null, string]>([
    ['a 236 px square tile loads 236x', tall, box(236, 236), '/i/236x/a.jpg', '236px'],
    ['a 300 px cell loads 474x', tall, box(300, 300), '/i/474x/a.jpg', '300px'],
    [
      'a wide picture in a square tile loads what it is drawn at',
      wide,
      box(236, 236),
      '/i/474x/w.jpg',
      '450px',
    ],
    ['wider than any size: the widest there is', tall, box(900, 400), '/i/736x/a.jpg', '900px'],
    [
      'a missing 236x: the next size up',
      { '474x': tall['474x'] },
      box(236, 236),
      '/i/474x/a.jpg',
      '236px',
    ],
    [
      'only 60x60 and orig: nothing to cover with',
      { '60x60': tall['60x60'], orig: tall.orig },
      box(236, 236),
      null,
      '',
    ],
    ['no images at all (an interest without pins)', null, box(236, 236), null, ''],
    [
      'a variant without dimensions is not usable',
      { '236x': { url: '/x.jpg', width: 0, height: 0 } },
      box(236, 236),
      null,
      '',
    ],
  ])('%s', (_case, images, target, url, sizes) => {
    const image = coverImage(images, target, { isBot: false });
    expect(image?.url ?? null).toBe(url);
    if (image) expect(image.sizes).toBe(sizes);
  });

  it('offers every width once, never the original, so a 2x screen picks a sharper one', () => {
    const image = coverImage(tall, box(236, 236), { isBot: false });
    expect(image).toEqual({
      url: '/i/236x/a.jpg',
      width: 236,
      height: 354,
      srcSet: '/i/236x/a.jpg 236w, /i/474x/a.jpg 474w, /i/736x/a.jpg 600w',
      sizes: '236px',
    });
  });

  it('keeps the loaded variant’s own width and height (the box, not the image, sets the layout)', () => {
    const image = coverImage(wide, box(236, 236), { isBot: true });
    expect([image?.width, image?.height]).toEqual([474, 249]);
    expect(image?.srcSet).not.toContain('orig');
  });
});

describe('collageCells: "cover_pins (≤ 4)" side by side, filling the cover', () => {
  it.each<[string, number, CollageCell[]]>([
    ['no pictures, no cells', 0, []],
    ['one picture fills the cover', 1, [{ column: 1, span: 4 }]],
    [
      'two share it',
      2,
      [
        { column: 1, span: 2 },
        { column: 3, span: 2 },
      ],
    ],
    [
      'of three, the first takes half',
      3,
      [
        { column: 1, span: 2 },
        { column: 3, span: 1 },
        { column: 4, span: 1 },
      ],
    ],
    [
      'four take a quarter each',
      4,
      [
        { column: 1, span: 1 },
        { column: 2, span: 1 },
        { column: 3, span: 1 },
        { column: 4, span: 1 },
      ],
    ],
    ['past four, the rest are left out', 7, collageCells(4)],
    ['a negative count is none', -1, []],
  ])('%s', (_case, count, expected) => {
    expect(collageCells(count)).toEqual(expected);
  });

  it('every layout fills the four columns exactly, without overlap', () => {
    for (let n = 1; n <= 4; n += 1) {
      const cells = collageCells(n);
      const covered = cells.flatMap((c) => Array.from({ length: c.span }, (_, i) => c.column + i));
      expect(covered).toEqual([1, 2, 3, 4]);
    }
  });

  it.each<[CollageCell, BoxSize, BoxSize]>([
    [{ column: 1, span: 4 }, box(540, 300), box(540, 300)],
    [{ column: 1, span: 2 }, box(540, 300), box(270, 300)],
    [{ column: 3, span: 1 }, box(540, 300), box(135, 300)],
  ])('cell %o of a %o cover is %o', (cell, collage, expected) => {
    expect(collageCellBox(cell, collage)).toEqual(expected);
  });
});
