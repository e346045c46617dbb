// Opaque keyset cursors (API.md §1): the response `bookmark` is the next cursor, or `-end-`.
import { BOOKMARK_END } from '@corkboard/domain';
import { invalid } from './errors';

export function encodeBookmark(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position from `options.bookmarks`, or null for the first page. */
export function decodeBookmark<T>(
  bookmarks: string[] | undefined,
  isValid: (value: unknown) => value is T,
): T | null {
  const raw = bookmarks?.[0];
  if (raw === undefined || raw === '') return null;
  if (raw === BOOKMARK_END) throw invalid('bookmarks: the list has already ended (-end-)');
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {
    // fall through to the error below
  }
  throw invalid('bookmarks: not a bookmark this list gave out');
}

export const isIdPosition = (value: unknown): value is { id: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  /^\d{1,19}$/.test((value as { id: string }).id);

/** Splits a page fetched with one extra row into the rows and the next bookmark. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  positionOf: (last: T) => unknown,
): { rows: T[]; bookmark: string } {
  if (rows.length <= limit) return { rows, bookmark: BOOKMARK_END };
  const kept = rows.slice(0, limit);
  return { rows: kept, bookmark: encodeBookmark(positionOf(kept[kept.length - 1]!)) };
}
