// schema.org JSON-LD as pages really write it: one object, an array, an @graph, entities
// nested in others (WebPage.mainEntity), references by @id, @type as a string, an array or a
// full IRI, and blocks that are not quite JSON. A block that cannot be read is skipped.

import { fragmentText } from './page-text';

export type JsonObject = Record<string, unknown>;

export interface JsonLdGraph {
  /** Every object with an @type, in document order (a parent before what it nests). */
  nodes: JsonObject[];
  /** Objects by @id, so `{"@id": "#author"}` can be followed to the Person it names. */
  byId: Map<string, JsonObject>;
}

/** Bounds the walk over hostile or huge graphs. */
const MAX_NODES = 5_000;
const MAX_DEPTH = 20;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Drops the comment and CDATA wrappers some CMSs still put around script content. */
function unwrap(text: string): string {
  return text
    .trim()
    .replace(/^(?:\/\/\s*|\/\*\s*)?(?:<!--|<!\[CDATA\[)(?:\s*\*\/)?/, '')
    .replace(/(?:\/\/\s*|\/\*\s*)?(?:-->|\]\]>)(?:\s*\*\/)?$/, '')
    .trim();
}

function parseBlock(text: string): unknown {
  const json = unwrap(text);
  try {
    return JSON.parse(json);
  } catch {
    // The two slips seen most: raw newlines inside strings and trailing commas.
    try {
      // eslint-disable-next-line no-control-regex
      const repaired = json.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1');
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

export function parseJsonLd(blocks: readonly string[]): JsonLdGraph {
  const graph: JsonLdGraph = { nodes: [], byId: new Map() };
  let visited = 0;
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || visited >= MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    visited += 1;
    if (value['@type'] !== undefined) graph.nodes.push(value);
    const id = value['@id'];
    if (typeof id === 'string' && Object.keys(value).length > 1 && !graph.byId.has(id)) {
      graph.byId.set(id, value);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== '@context' && typeof child === 'object') walk(child, depth + 1);
    }
  };
  for (const block of blocks) walk(parseBlock(block), 0);
  return graph;
}

/** "Product", "schema:Product" and "https://schema.org/Product" all name Product. */
function localName(iri: string): string {
  return (iri.split(/[/#:]/).pop() ?? '').trim().toLowerCase();
}

/** The node's types as lowercased local names. */
export function typesOf(node: JsonObject): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map(localName);
}

export function hasType(node: JsonObject, names: ReadonlySet<string>): boolean {
  return typesOf(node).some((type) => names.has(type));
}

/** A bare reference (`{"@id": …}`) replaced by the node it names, when the page has it. */
export function resolve(graph: JsonLdGraph, value: unknown): unknown {
  if (!isObject(value)) return value;
  const id = value['@id'];
  if (typeof id !== 'string') return value;
  return graph.byId.get(id) ?? value;
}

/** A value that may be one item or a list of them, as a list. */
export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Plain text of a literal ("x", 4, {"@value": "x"}, or the first usable one of a list). */
export function textOf(value: unknown): string | null {
  for (const item of listOf(value)) {
    const literal = isObject(item) ? item['@value'] : item;
    if (typeof literal === 'number' && Number.isFinite(literal)) return String(literal);
    if (typeof literal === 'string') {
      const text = fragmentText(literal);
      if (text) return text;
    }
  }
  return null;
}

/**
 * A URL literal. Not read as HTML: "?a=1&copy=2" must not become "?a=1©=2"; only the "&amp;"
 * some CMSs escape URLs with is undone.
 */
export function urlOf(value: unknown): string | null {
  for (const item of listOf(value)) {
    const literal = isObject(item) ? item['@value'] : item;
    if (typeof literal === 'string' && literal.trim() !== '') {
      return literal.trim().replace(/&amp;/gi, '&');
    }
  }
  return null;
}

/** The name of a thing given as text or as an entity (Person, Brand, Organization …). */
export function nameOf(graph: JsonLdGraph, value: unknown): string | null {
  for (const item of listOf(value)) {
    const entity = resolve(graph, item);
    const text = isObject(entity) ? textOf(entity.name) : textOf(entity);
    if (text) return text;
  }
  return null;
}

/** A number written as text: "4.5", "4,5" (decimal comma), "1,234" (thousands). */
function parseNumberText(text: string): number {
  const t = text.trim();
  if (/^\d{1,3}(?:,\d{3})+$/.test(t)) return Number(t.replace(/,/g, ''));
  if (/^-?\d+(?:[.,]\d+)?$/.test(t)) return Number(t.replace(',', '.'));
  return NaN;
}

/** A number given as a number, a numeric string, or {"@value"} / QuantitativeValue {value}. */
export function numberOf(value: unknown): number | null {
  for (const item of listOf(value)) {
    const literal = isObject(item) ? (item['@value'] ?? item.value) : item;
    const n =
      typeof literal === 'number'
        ? literal
        : typeof literal === 'string'
          ? parseNumberText(literal)
          : NaN;
    if (Number.isFinite(n)) return n;
  }
  return null;
}
