// Input both engines can store (docs/ARCHITECTURE.md "Input both engines can store"): ids are
// digit strings within PostgreSQL's BIGINT, text holds nothing PostgreSQL refuses (U+0000) or
// UTF-8 cannot carry (a lone UTF-16 surrogate, which SQLite would silently mangle), and numbers
// compared with a column fit that column. Checked at the edge, so SQLite and PostgreSQL answer
// every input the same way instead of one of them failing in the driver.

/** The largest BIGINT (int64); ids are BIGINT identity columns on PostgreSQL. */
export const ID_MAX = '9223372036854775807';

const DIGITS_RE = /^\d{1,19}$/;

/** A string of 1 to 19 digits no larger than ID_MAX: what every id on the wire must be. */
export function isStorableId(value: unknown): value is string {
  if (typeof value !== 'string' || !DIGITS_RE.test(value)) return false;
  // Same length: digit strings compare like the numbers they spell.
  return value.length < ID_MAX.length || value <= ID_MAX;
}

export type UnstorableText = 'nul' | 'lone_surrogate';

const ANY_SURROGATE_RE = /[\uD800-\uDFFF]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as it is, or null when both engines store it faithfully. */
export function unstorableText(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'nul';
  // The cheap test first: a multi-megabyte image_base64 holds no surrogate at all.
  if (ANY_SURROGATE_RE.test(text) && LONE_SURROGATE_RE.test(text)) return 'lone_surrogate';
  return null;
}

export interface UnstorablePlace {
  /** Where in the value: object keys and array indexes, outermost first. */
  path: (string | number)[];
  problem: UnstorableText;
  /** True when the object key itself is the unstorable text. */
  inKey: boolean;
}

/** A value met on the walk, with the way back to the root (paths are built only when needed). */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathTo(visit: Visit | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = visit; at !== null && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first string (or object key) anywhere in a JSON-like value that cannot be stored, or
 * null. Walks iteratively, so a deeply nested payload cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): UnstorablePlace | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      const problem = unstorableText(item);
      if (problem) return { path: pathTo(visit), problem, inKey: false };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) {
        stack.push({ value: item[i], key: i, parent: visit });
      }
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const problem = unstorableText(key);
        if (problem) return { path: [...pathTo(visit), key], problem, inKey: true };
      }
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/** Integer column types a keyset position may be compared with. */
export type IntegerColumn = 'bigint' | 'integer';

const INTEGER_MIN = -(2 ** 31);
const INTEGER_MAX = 2 ** 31 - 1;

/**
 * A number that fits the column it is compared with: a finite whole number, within INTEGER
 * (int32) or, for BIGINT, within the safe integers (JavaScript cannot carry more exactly).
 */
export function fitsIntegerColumn(value: unknown, column: IntegerColumn): value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return false;
  return column === 'bigint' || (value >= INTEGER_MIN && value <= INTEGER_MAX);
}
