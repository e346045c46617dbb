// Hostile values of the engine-parity test (docs/ARCHITECTURE.md "Input both engines can
// store"): an id past BIGINT, text PostgreSQL or UTF-8 cannot store, malformed bookmarks.
export const BIG = '9999999999999999999'; // 19 digits, past the largest BIGINT
export const NUL = 'a\u0000b';
export const LONE = 'a\uD800b';

/** A bookmark as the server encodes one (http/bookmarks.ts): base64url JSON of a position. */
export const bookmark = (position: unknown) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

/** Bookmark positions every list refuses, whatever its own position's shape. */
export const MALFORMED_POSITIONS: unknown[] = [
  ['x', '1'],
  [1e308, '1'],
  [1.5, '1'],
  [1, BIG],
  [NUL, '1'],
  { id: BIG },
  { id: 'x' },
  { s: 1, id: BIG },
  { score: 1, id: BIG },
  { c: { u: BIG } },
  { c: { p: 'x' } },
  { u: NUL },
  { u: LONE },
  { u: 1e308 },
  null,
  1e308,
  'x',
];
