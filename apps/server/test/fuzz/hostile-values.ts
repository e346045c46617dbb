// Values an attacker or a broken client sends in place of what a schema asks for: text that no
// engine can store, numbers out of every range, prototype keys, wrong types, deep nesting.
import fc from 'fast-check';

/** Ids that are not ids: past int64, negative, floats, padded, huge, wrong type. */
export const hostileIds: readonly unknown[] = [
  '9999999999999999999',
  '9223372036854775808',
  '18446744073709551616',
  '99999999999999999999999999',
  '-1',
  '0',
  '00000000000000000001',
  '1e3',
  '0x10',
  ' 1',
  '1\u0000',
  '',
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  1.5,
  null,
  [],
  {},
  true,
];

/** Text no engine can store (NUL, lone surrogates) or that tries to break out of something. */
export const hostileStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  "'; DROP TABLE pins; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202e\u0041',
  ' ',
  '\n\r\t',
  'ﷺ'.repeat(40),
  '💥'.repeat(300),
  'a'.repeat(5000),
  '__proto__',
  'constructor',
  'NaN',
  'null',
  'javascript:alert(1)',
  'http://127.0.0.1:1/',
  'http://[::ffff:127.0.0.1]/',
  'file:///etc/passwd',
];

export const hostileNumbers: readonly unknown[] = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  2 ** 31,
  2 ** 63,
  -(2 ** 63),
  0.1,
  -1,
  '1',
  '',
  null,
];

/** Keys that reach prototypes or collide with the envelope. */
export const hostileKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'options',
  '',
  '\u0000',
  '\ud800',
];

/** A JSON value nested `depth` levels deep (arrays or objects). */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Any hostile leaf, whatever the schema asked for. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileIds),
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);
