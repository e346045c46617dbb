import { describe, expect, it } from 'vitest';
import {
  findUnstorableText,
  fitsIntegerColumn,
  ID_MAX,
  isStorableId,
  unstorableText,
} from './storable-input';

describe('isStorableId: "ids are strings of 1 to 19 digits within BIGINT"', () => {
  it.each([
    ['a small id', '1', true],
    ['zero (digits, as the wire has always allowed)', '0', true],
    ['the largest BIGINT', ID_MAX, true],
    ['19 digits below the largest', '1000000000000000000', true],
    ['leading zeros within 19 digits', '0000000000000000042', true],
    ['one past the largest BIGINT', '9223372036854775808', false],
    ['19 nines (past BIGINT)', '9999999999999999999', false],
    ['20 digits', '10000000000000000000', false],
    ['empty', '', false],
    ['a sign', '-1', false],
    ['a decimal point', '1.5', false],
    ['an exponent', '1e3', false],
    ['spaces', ' 1', false],
    ['NUL', '1\u0000', false],
    ['non-ASCII digits', '١٢', false],
    ['a number, not a string', 1, false],
    ['null', null, false],
  ])('%s', (_case, value, expected) => {
    expect(isStorableId(value)).toBe(expected);
  });
});

describe('unstorableText: "no U+0000 (PostgreSQL refuses it), no lone surrogate (UTF-8 cannot carry it)"', () => {
  it.each([
    ['plain text', 'Summer picnic', null],
    ['an emoji (a surrogate pair)', 'Tacos 🌮', null],
    ['accents and CJK', 'Café 東京', null],
    ['empty', '', null],
    ['U+FFFD (a replacement character is storable)', '\uFFFD', null],
    ['NUL alone', '\u0000', 'nul'],
    ['NUL inside', 'a\u0000b', 'nul'],
    ['a lone high surrogate at the end', 'a\uD83D', 'lone_surrogate'],
    ['a lone low surrogate at the start', '\uDC00a', 'lone_surrogate'],
    ['two high surrogates', '\uD83D\uD83D\uDE00', 'lone_surrogate'],
    ['a reversed pair', '\uDE00\uD83D', 'lone_surrogate'],
  ])('%s', (_case, text, expected) => {
    expect(unstorableText(text)).toBe(expected);
  });
});

describe('findUnstorableText: every string and key of the options, named by its path', () => {
  it.each([
    ['nothing to find', { name: 'ok', n: 1, list: ['a', { b: 'c' }], none: null }, null],
    ['a top-level field', { name: 'a\u0000' }, { path: ['name'], problem: 'nul', inKey: false }],
    [
      'a nested array item',
      { pin_ids: ['1', 'x\uD800'] },
      { path: ['pin_ids', 1], problem: 'lone_surrogate', inKey: false },
    ],
    [
      'an object key',
      { eventContext: { 'k\u0000': 1 } },
      { path: ['eventContext', 'k\u0000'], problem: 'nul', inKey: true },
    ],
    ['a bare string', '\u0000', { path: [], problem: 'nul', inKey: false }],
    [
      'the first in document order',
      { a: 'ok', b: '\u0000', c: '\uD800' },
      { path: ['b'], problem: 'nul', inKey: false },
    ],
  ])('%s', (_case, value, expected) => {
    expect(findUnstorableText(value)).toEqual(expected);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.problem).toBe('nul');
  });
});

describe('fitsIntegerColumn: "a position\'s numbers are finite and in range for the column"', () => {
  it.each([
    ['a timestamp in BIGINT', 1_700_000_000_000, 'bigint', true],
    ['the largest safe integer in BIGINT', Number.MAX_SAFE_INTEGER, 'bigint', true],
    ['a negative BIGINT', -5, 'bigint', true],
    ['1e308 in BIGINT', 1e308, 'bigint', false],
    ['past the safe integers', 2 ** 53, 'bigint', false],
    ['a fraction', 1.5, 'bigint', false],
    ['Infinity', Infinity, 'bigint', false],
    ['NaN', NaN, 'bigint', false],
    ['a numeric string', '5', 'bigint', false],
    ['the largest INTEGER', 2 ** 31 - 1, 'integer', true],
    ['the smallest INTEGER', -(2 ** 31), 'integer', true],
    ['one past INTEGER', 2 ** 31, 'integer', false],
    ['one below INTEGER', -(2 ** 31) - 1, 'integer', false],
  ] as const)('%s', (_case, value, column, expected) => {
    expect(fitsIntegerColumn(value, column)).toBe(expected);
  });
});
