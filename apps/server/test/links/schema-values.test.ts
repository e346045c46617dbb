import { describe, expect, it } from 'vitest';

import { largestSrcset } from '../../src/links/page-images';
import { clipText } from '../../src/links/page-text';
import {
  durationMinutes,
  isoDate,
  normalizeAvailability,
  normalizeCurrency,
  normalizePrice,
} from '../../src/links/schema-values';

describe('prices become plain decimal strings', () => {
  it.each<[string, unknown, string | null]>([
    ['a number', 38, '38'],
    ['a number with one decimal gets two', 38.5, '38.50'],
    ['zero cents are dropped', '38.00', '38'],
    ['a currency symbol and thousands commas', '$1,299.00', '1299'],
    ['a decimal comma with dot thousands', '1.299,95 €', '1299.95'],
    ['a lone decimal comma', '19,99', '19.99'],
    ['one comma before three digits is a thousands separator', '1,299', '1299'],
    ['space thousands', '1 299,00', '1299'],
    ['a code before the amount', 'USD 25', '25'],
    ['a range: its first number', '10 - 20', '10'],
    ['three decimals are kept (KWD)', '4.125', '4.125'],
    ['zero is a placeholder, not a price', '0.00', null],
    ['negative', -5, null],
    ['not a number', 'Free', null],
    ['NaN', Number.NaN, null],
    ['exponent form', 1e21, null],
    ['not a string or number', { price: 3 }, null],
  ])('%s: %j → %j', (_rule, input, expected) => {
    expect(normalizePrice(input)).toBe(expected);
  });
});

describe('currencies and availability', () => {
  it.each<[unknown, string | null]>([
    ['usd', 'USD'],
    [' EUR ', 'EUR'],
    ['€', 'EUR'],
    ['$', null],
    ['dollars', null],
    [7, null],
  ])('currency %j → %j', (input, expected) => {
    expect(normalizeCurrency(input)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['https://schema.org/InStock', 'in_stock'],
    ['http://schema.org/OutOfStock', 'out_of_stock'],
    ['schema:SoldOut', 'out_of_stock'],
    ['Discontinued', 'out_of_stock'],
    ['https://schema.org/PreOrder', 'preorder'],
    ['BackOrder', 'preorder'],
    ['LimitedAvailability', 'in_stock'],
    ['in stock', 'in_stock'],
    ['out of stock', 'out_of_stock'],
    ['pre-order', 'preorder'],
    ['Reserved', null],
    [null, null],
  ])('availability %j → %j', (input, expected) => {
    expect(normalizeAvailability(input)).toBe(expected);
  });
});

describe('ISO 8601 durations become whole minutes', () => {
  it.each<[unknown, number | null]>([
    ['PT1H30M', 90],
    ['PT1H15M', 75],
    ['P0DT45M', 45],
    ['PT90M', 90],
    ['pt20m', 20],
    ['PT0H45M0S', 45],
    ['PT1.5H', 90],
    ['P1DT2H', 1560],
    ['PT30S', 1],
    ['PT0M', null],
    ['PT', null],
    ['P', null],
    ['P1Y', null],
    ['45 minutes', null],
    ['PT9999999H', null],
    [45, null],
  ])('%j → %j', (input, expected) => {
    expect(durationMinutes(input)).toBe(expected);
  });
});

describe('dates become UTC ISO strings', () => {
  it.each<[unknown, string | null]>([
    ['2025-03-04T09:30:00-05:00', '2025-03-04T14:30:00.000Z'],
    ['2025-03-04T09:30:00+0100', '2025-03-04T08:30:00.000Z'],
    ['2025-03-04', '2025-03-04T00:00:00.000Z'],
    ['2025-03-04 09:30', '2025-03-04T09:30:00.000Z'],
    ['March 4, 2025', null],
    ['2025-13-45', null],
  ])('%j → %j', (input, expected) => {
    expect(isoDate(input)).toBe(expected);
  });
});

describe('srcset: the largest candidate', () => {
  it.each<[string, ReturnType<typeof largestSrcset>]>([
    ['a.jpg 400w, b.jpg 1200w, c.jpg 800w', { url: 'b.jpg', width: 1200 }],
    ['a.jpg, b.jpg 2x, c.jpg 1.5x', { url: 'b.jpg' }],
    [
      'https://res.example/w_300,h_200/x.jpg 300w, https://res.example/w_900,h_600/x.jpg 900w',
      {
        url: 'https://res.example/w_900,h_600/x.jpg',
        width: 900,
      },
    ],
    ['  ', null],
  ])('%j', (srcset, expected) => {
    expect(largestSrcset(srcset)).toEqual(expected);
  });
});

describe('clipping counts UTF-16 units (the pin schemas do) and never splits a character', () => {
  it.each<[string, number, string]>([
    ['short', 10, 'short'],
    ['abcdefghij', 5, 'abcd…'],
    ['ab 😀😀😀', 5, 'ab…'],
    ['😀😀😀', 5, '😀😀…'],
  ])('%j at %i → %j', (text, max, expected) => {
    const clipped = clipText(text, max);
    expect(clipped).toBe(expected);
    expect(clipped.length).toBeLessThanOrEqual(max);
  });
});
