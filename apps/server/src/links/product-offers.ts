// A schema.org Product's offers reduced to the one price a pin shows: an Offer, an array of
// them (the lowest price wins, preferring offers one can buy), an AggregateOffer (its range),
// a price given only in priceSpecification, or a ProductGroup's variants.

import { hasType, isObject, listOf, resolve, type JsonLdGraph, type JsonObject } from './json-ld';
import {
  normalizeAvailability,
  normalizeCurrency,
  normalizePrice,
  type Availability,
} from './schema-values';

export interface OfferFacts {
  /** Lowest price, as a plain decimal string ("1299", "38.50"). */
  price?: string;
  /** Both set only for an AggregateOffer whose range is a real range. */
  minPrice?: string;
  maxPrice?: string;
  currency?: string;
  availability?: Availability;
}

interface OfferEntry {
  price: string | null;
  low: string | null;
  high: string | null;
  currency: string | null;
  availability: Availability | null;
}

const AGGREGATE = new Set(['aggregateoffer']);
/** Offers are read this deep (aggregate → offers) and this many, whatever the page lists. */
const MAX_OFFERS = 200;

function priceSpecs(graph: JsonLdGraph, offer: JsonObject): JsonObject[] {
  return listOf(offer.priceSpecification)
    .map((spec) => resolve(graph, spec))
    .filter(isObject);
}

function entryOf(graph: JsonLdGraph, offer: JsonObject): OfferEntry {
  const spec = priceSpecs(graph, offer).find((s) => normalizePrice(s.price) !== null);
  return {
    price: normalizePrice(offer.price) ?? normalizePrice(spec?.price),
    low: normalizePrice(offer.lowPrice),
    high: normalizePrice(offer.highPrice),
    currency: normalizeCurrency(offer.priceCurrency) ?? normalizeCurrency(spec?.priceCurrency),
    availability: normalizeAvailability(offer.availability),
  };
}

function collectOffers(graph: JsonLdGraph, product: JsonObject): OfferEntry[] {
  const entries: OfferEntry[] = [];
  const add = (value: unknown, depth: number): void => {
    for (const item of listOf(value)) {
      if (entries.length >= MAX_OFFERS) return;
      const offer = resolve(graph, item);
      if (!isObject(offer)) continue;
      entries.push(entryOf(graph, offer));
      if (depth === 0 && hasType(offer, AGGREGATE)) add(offer.offers, 1);
    }
  };
  add(product.offers, 0);
  // A ProductGroup often prices only its variants.
  if (entries.length === 0) {
    for (const variant of listOf(product.hasVariant).slice(0, MAX_OFFERS)) {
      const node = resolve(graph, variant);
      if (isObject(node)) add(node.offers, 1);
    }
  }
  return entries;
}

const amount = (price: string): number => Number(price);

function lowest(entries: OfferEntry[]): OfferEntry | null {
  let best: OfferEntry | null = null;
  for (const entry of entries) {
    const price = entry.price ?? entry.low;
    const bestPrice = best ? (best.price ?? best.low) : null;
    if (price !== null && (bestPrice === null || amount(price) < amount(bestPrice))) best = entry;
  }
  return best;
}

export function offerFacts(graph: JsonLdGraph, product: JsonObject): OfferFacts {
  const entries = collectOffers(graph, product);
  const buyable = entries.filter((e) => e.availability !== 'out_of_stock');
  const chosen = lowest(buyable) ?? lowest(entries) ?? entries[0];
  if (!chosen) return {};
  const facts: OfferFacts = {};
  const price = chosen.price ?? chosen.low;
  if (price !== null) facts.price = price;
  if (chosen.low !== null && chosen.high !== null && amount(chosen.high) > amount(chosen.low)) {
    facts.minPrice = chosen.low;
    facts.maxPrice = chosen.high;
  }
  const currency = chosen.currency ?? entries.find((e) => e.currency !== null)?.currency;
  if (currency) facts.currency = currency;
  const availability =
    chosen.availability ?? entries.find((e) => e.availability !== null)?.availability;
  if (availability) facts.availability = availability;
  return facts;
}
