// Normalises the values rich pins carry (prices, currencies, availability, durations, dates)
// from the many ways pages write them. Each function answers null for anything it cannot read.

/** An offer's stock state, in the values the pin wire's OfferSummary uses. */
export type Availability = 'in_stock' | 'out_of_stock' | 'preorder';

/** First number in a price text, thousands groups (comma, dot, space, apostrophe) included. */
const PRICE_TOKEN = /\d+(?:[\s\u00a0\u202f']\d{3}(?!\d))*(?:[.,]\d+)*/;

/** Splits "1,299.00" / "1.299,00" / "19,99" / "1,299" into integer and fraction digits. */
function splitDecimal(token: string): [string, string] {
  const t = token.replace(/[\s\u00a0\u202f']/g, '');
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0) decimal = t.indexOf('.') === lastDot ? '.' : null;
  // "19,99" is a decimal comma; "1,299" (three digits after one comma) a thousands one.
  else if (lastComma >= 0) {
    decimal = t.indexOf(',') === lastComma && t.length - lastComma - 1 !== 3 ? ',' : null;
  }
  if (decimal === null) return [t.replace(/[.,]/g, ''), ''];
  const at = t.lastIndexOf(decimal);
  return [t.slice(0, at).replace(/[.,]/g, ''), t.slice(at + 1)];
}

/**
 * A price as a plain decimal string: no symbol, no grouping, "." as separator, trailing zero
 * cents dropped and a lone tenth padded ("$1,299.00" → "1299", 38.5 → "38.50"). Zero is
 * treated as missing: shops print 0 where the price is unknown.
 */
export function normalizePrice(value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    text = String(value);
    if (text.includes('e')) return null;
  } else if (typeof value === 'string') {
    if (/^\s*-/.test(value)) return null;
    text = value;
  } else return null;
  const token = PRICE_TOKEN.exec(text.slice(0, 200))?.[0];
  if (!token) return null;
  const [whole, fraction] = splitDecimal(token);
  const int = whole.replace(/^0+(?=\d)/, '') || '0';
  const cents = fraction.replace(/0+$/, '');
  if (int.length > 12 || (int === '0' && cents === '')) return null;
  return cents === '' ? int : `${int}.${cents.padEnd(2, '0')}`;
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP', '₹': 'INR' };

/** An ISO 4217 code, upper-cased; the few unambiguous symbols are accepted too. */
export function normalizeCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^[a-z]{3}$/i.test(text)) return text.toUpperCase();
  return CURRENCY_SYMBOLS[text] ?? null;
}

/** schema.org ItemAvailability names and Open Graph product:availability texts. */
const AVAILABILITY: Readonly<Record<string, Availability>> = {
  instock: 'in_stock',
  instoreonly: 'in_stock',
  onlineonly: 'in_stock',
  limitedavailability: 'in_stock',
  madetoorder: 'in_stock',
  available: 'in_stock',
  availablefororder: 'in_stock',
  outofstock: 'out_of_stock',
  oos: 'out_of_stock',
  soldout: 'out_of_stock',
  discontinued: 'out_of_stock',
  preorder: 'preorder',
  presale: 'preorder',
  backorder: 'preorder',
};

/** "https://schema.org/InStock", "schema:OutOfStock", "in stock", "pre-order" … */
export function normalizeAvailability(value: unknown): Availability | null {
  if (typeof value !== 'string') return null;
  const name = (value.split(/[/#:]/).pop() ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return AVAILABILITY[name] ?? null;
}

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
/** ISO 8601 durations without years and months, which no cooking time uses. */
const DURATION = new RegExp(
  `^P(?:${NUM}W)?(?:${NUM}D)?(?:T(?:${NUM}H)?(?:${NUM}M)?(?:${NUM}S)?)?$`,
  'i',
);
/** Longer than a year is a typo, not a recipe. */
const MAX_MINUTES = 366 * 24 * 60;

/** Whole minutes of an ISO 8601 duration ("PT1H30M" → 90, "P0DT45M" → 45), or null. */
export function durationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = DURATION.exec(text);
  if (!match || text.length < 3 || /T$/i.test(text)) return null;
  const part = (i: number): number => Number((match[i] ?? '0').replace(',', '.'));
  const minutes = part(1) * 7 * 1440 + part(2) * 1440 + part(3) * 60 + part(4) + part(5) / 60;
  const rounded = Math.round(minutes);
  return rounded > 0 && rounded <= MAX_MINUTES ? rounded : null;
}

/** An ISO 8601 date or date-time as a full UTC ISO string; other date texts are not guessed. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(text);
  if (!match) return null;
  // A date-time without an offset is read as UTC, not as the server's local time.
  const zoned = text.length > 10 && match[1] === undefined ? `${text}Z` : text;
  const time = Date.parse(zoned.replace(' ', 'T'));
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}
