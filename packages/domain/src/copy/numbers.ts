// How the copy writes a count. Every template used `n.toLocaleString('en-US')`; each call builds
// an Intl.NumberFormat, and the first one loads the locale data: on a phone that cost tens of
// milliseconds in the middle of hydrating a grid (every card with reactions or reviews writes a
// count). The same text is a few string steps for a whole number.

/** A count in en-US digit grouping, "1,234,567": what `toLocaleString('en-US')` writes. */
export function groupDigits(n: number): string {
  // Not a whole number (or beyond exact integers): leave it to Intl, as before.
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  // A comma before every group of three digits that ends the number.
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
