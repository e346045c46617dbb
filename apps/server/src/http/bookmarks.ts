// Opaque keyset cursors (docs/API.md §1): the response `bookmark` is the next cursor, or `-end-`.
// A bookmark comes back from the client, so it is input like any other: its position must be
// one this list could have given out (each list's guard), with ids in range (isStorableId),
// numbers that fit the column they are compared with (fitsIntegerColumn) and storable text.
import { BOOKMARK_END, findUnstorableText, isStorableId } from '@corkboard/domain';
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
    if (findUnstorableText(value) === null && isValid(value)) return value;
  } catch {
    // fall through to the error below
  }
  throw invalid('bookmarks: not a bookmark this list gave out');
}

export const isIdPosition = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && isStorableId((value as { id?: unknown }).id);

/**
 * A position in a queue ordered by a count, then an id under `key` (the report queues: most
 * reported first): the guard for `{ [key]: id, reports: count }`.
 */
export function isCountedPosition<K extends string>(
  key: K,
): (value: unknown) => value is { [P in K]: string } & { reports: number } {
  return (value: unknown): value is { [P in K]: string } & { reports: number } => {
    const cursor = value as Record<string, unknown> | null;
    return (
      typeof cursor === 'object' &&
      cursor !== null &&
      isStorableId(cursor[key]) &&
      Number.isSafeInteger(cursor.reports) &&
      (cursor.reports as number) >= 0
    );
  };
}

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
