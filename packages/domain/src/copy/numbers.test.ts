import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from './numbers';

describe('groupDigits: counts read as toLocaleString("en-US") writes them', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1.5, '1.5'],
    [Number.NaN, 'NaN'],
  ])('%s -> %s', (n, text) => {
    expect(groupDigits(n)).toBe(text);
  });

  it('matches Intl for any whole number', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
