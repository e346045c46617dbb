// Absorbs engine differences when reading rows: pg answers BIGINT as strings and JSONB as
// objects; SQLite answers integers as numbers and JSON as text.

export function idString(value: number | string | bigint): string {
  return String(value);
}

export function optionalId(value: number | string | bigint | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function toNumber(value: number | string | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'number' ? value : Number(value);
}

export function toFlag(value: number | string | boolean | null | undefined): boolean {
  return value === true || value === 1 || value === '1';
}

export function fromFlag(value: boolean | undefined | null): number {
  return value ? 1 : 0;
}

export function fromJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return null;
    }
  }
  return value as T;
}

/** JSON is written as text on both engines; pg casts it into JSONB. */
export function toJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export function isoTime(value: number | string | bigint): string {
  return new Date(toNumber(value)).toISOString();
}
