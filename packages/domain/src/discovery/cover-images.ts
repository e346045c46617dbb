// Pictures of the discovery pages: the hub tiles (one picture cropped to a square) and the today
// article covers (a collage of up to four pictures side by side). Spec 000 §3, req 000-3.03, names
// the sizes ("60x60, 136x136, 170x, 236x, 474x, 564x, 600x315, 736x and orig"); which one a box
// loads is decided here.
//
// A picture cropped to fill its box (CSS object-fit: cover) is drawn at the box's width when it
// is taller than the box, and wider than the box when it is wider: that drawn width, not the
// box's, decides the size to load.
import type { ImageSizeName } from '../images';
import { imageSrcSet, isUsableVariant } from '../pin-card/card-image';
import type { CardImageVariants } from '../pin-card/card-model';

export interface BoxSize {
  width: number;
  height: number;
}

/** The width, in whole pixels, of a picture drawn to cover the box (object-fit: cover). */
export function coverDrawnWidth(box: BoxSize, picture: BoxSize): number {
  if (picture.width <= 0 || picture.height <= 0) return Math.ceil(box.width);
  return Math.ceil(Math.max(box.width, (box.height * picture.width) / picture.height));
}

/** What an <img> covering a box needs; width and height are the loaded variant's own. */
export interface CoverImage {
  url: string;
  width: number;
  height: number;
  srcSet: string;
  /** The `sizes` attribute: the drawn width, so a 2x screen picks a variant twice as wide. */
  sizes: string;
}

/** Sizes scaled to a width, smallest first: the ones a cover may load. */
const COVER_SIZES: readonly ImageSizeName[] = ['236x', '474x', '564x', '736x'];

/**
 * The picture for a box: as `src`, the smallest of 236x, 474x, 564x and 736x at least as wide
 * as the picture is drawn (the widest there is when none is), and a srcSet of them all so the
 * browser may pick a sharper one. Never the original: a tile or a collage cell is at most a
 * few hundred pixels wide. Null when none of those sizes is usable.
 */
export function coverImage(
  images: CardImageVariants | null | undefined,
  box: BoxSize,
  options: { isBot: boolean },
): CoverImage | null {
  const usable = COVER_SIZES.map((size) => images?.[size]).filter(isUsableVariant);
  const smallest = usable[0];
  if (!smallest) return null;
  const drawn = coverDrawnWidth(box, smallest);
  const chosen = usable.find((image) => image.width >= drawn) ?? usable.at(-1) ?? smallest;
  return {
    url: chosen.url,
    width: chosen.width,
    height: chosen.height,
    srcSet: imageSrcSet(images, { excludeOrig: true, isBot: options.isBot }),
    sizes: `${coverDrawnWidth(box, chosen)}px`,
  };
}

/** A today cover is cut into this many equal columns; a picture spans one or more. */
export const COLLAGE_COLUMNS = 4;

/** At most this many pictures make a cover (TodayArticle.cover_pins "≤ 4"). */
export const COLLAGE_MAX_PICTURES = 4;

/** One picture of a collage: its first column (1-based) and how many columns it spans. */
export interface CollageCell {
  column: number;
  span: number;
}

const COLLAGE_SPANS: Record<number, readonly number[]> = {
  0: [],
  1: [4],
  2: [2, 2],
  3: [2, 1, 1],
  4: [1, 1, 1, 1],
};

/**
 * Decided: the pictures of a today cover stand side by side, full height, filling the width:
 * one alone fills it, two share it, of three the first takes half, four take a quarter each.
 * Pictures past the fourth are left out.
 */
export function collageCells(count: number): CollageCell[] {
  const n = Math.max(0, Math.min(COLLAGE_MAX_PICTURES, Math.floor(count)));
  const spans = COLLAGE_SPANS[n] ?? [];
  const cells: CollageCell[] = [];
  let column = 1;
  for (const span of spans) {
    cells.push({ column, span });
    column += span;
  }
  return cells;
}

/** The box of a cell in a collage of the given size (the thin gaps between cells left out). */
export function collageCellBox(cell: CollageCell, collage: BoxSize): BoxSize {
  return {
    width: Math.round((collage.width * cell.span) / COLLAGE_COLUMNS),
    height: collage.height,
  };
}
