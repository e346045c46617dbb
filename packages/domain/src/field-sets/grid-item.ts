// Grid items (`field_set_key: "grid_item"`, docs/API.md §2, "Pins in grids"): docs/DESIGN.md §3
// holds a 25-pin page to 30 KB, and a full pin spends most of its bytes on image sizes a grid
// card never reads, fields at their default and values sent twice. The server compacts pins
// and the web client expands them back, both by the one table of grid-item-fields.ts.
import { SEARCH_SCOPE_RULES, isSearchScope, searchScopeByCode } from '../search/search-scopes';
import {
  GRID_ITEM_IMAGE_SIZES,
  PIN_GRID_FIELDS,
  type FieldDefault,
  type FieldRule,
  type FieldTable,
  type GridItemOf,
} from './grid-item-fields';

export const GRID_ITEM_FIELD_SET = 'grid_item';

/** The grid reads that answer grid items when asked (search: in its pin scopes). */
export const GRID_ITEM_READS = [
  'UserHomefeedResource',
  'RelatedPinFeedResource',
  'BoardMoreIdeasFeedResource',
  'TopicFeedResource',
  'BoardFeedResource',
  'UserPinsResource',
  'UserSavedResource',
  'BaseSearchResource',
] as const;

/**
 * Whether the read `name` with these options answers grid items: a grid read asking
 * `field_set_key: "grid_item"`. Any other field_set_key (or none) answers full pins.
 */
export function answersGridItems(name: string, options: object): boolean {
  const { field_set_key: fieldSet, scope } = options as {
    field_set_key?: unknown;
    scope?: unknown;
  };
  if (fieldSet !== GRID_ITEM_FIELD_SET) return false;
  if (!(GRID_ITEM_READS as readonly string[]).includes(name)) return false;
  if (name !== 'BaseSearchResource') return true;
  const named = typeof scope === 'number' ? searchScopeByCode(scope) : scope;
  return (
    typeof named === 'string' && isSearchScope(named) && SEARCH_SCOPE_RULES[named].kind === 'pins'
  );
}

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Nested parts whose list items carry `images` of their own. */
const NESTED_IMAGE_LISTS: Readonly<Record<string, string>> = {
  carousel_data: 'slots',
  story_pin_data: 'pages',
  collection_pin: 'item_data',
};

function gridImages(images: unknown): unknown {
  if (!isObject(images)) return images;
  const out: Record<string, unknown> = {};
  for (const size of GRID_ITEM_IMAGE_SIZES) {
    if (images[size] !== undefined) out[size] = images[size];
  }
  return out;
}

function isDefault(value: unknown, empty: FieldDefault): boolean {
  if (value === empty) return true;
  if (Array.isArray(empty)) return Array.isArray(value) && value.length === 0;
  if (!isObject(empty) || !isObject(value)) return false;
  const keys = Object.keys(empty);
  return (
    Object.keys(value).length === keys.length && keys.every((key) => value[key] === empty[key])
  );
}

/** A fresh copy of a default, so no two pins share one mutable [] or {}. */
function defaultValue(empty: FieldDefault): unknown {
  if (Array.isArray(empty)) return [];
  return isObject(empty) ? { ...empty } : empty;
}

function leftOut(rule: FieldRule, value: unknown, whole: Json): boolean {
  switch (rule.kind) {
    case 'sent':
      return false;
    case 'default':
      return isDefault(value, rule.value);
    case 'ad':
      return value === null || whole.is_promoted !== true;
    case 'same_as':
      return value === whole[rule.field];
  }
}

/** A kept field's value as a grid item sends it: nested tables applied, image sizes narrowed. */
function keptValue(key: string, rule: FieldRule | undefined, value: unknown): unknown {
  if (rule && 'fields' in rule && rule.fields && isObject(value)) {
    return compactFields(rule.fields, value, value);
  }
  if (key === 'images') return gridImages(value);
  const list = Object.hasOwn(NESTED_IMAGE_LISTS, key) ? NESTED_IMAGE_LISTS[key] : undefined;
  if (!list || !isObject(value) || !Array.isArray(value[list])) return value;
  const items = (value[list] as unknown[]).map((item) =>
    isObject(item) && 'images' in item ? { ...item, images: gridImages(item.images) } : item,
  );
  return { ...value, [list]: items };
}

function compactFields(table: FieldTable, fields: Json, whole: Json): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const rule = Object.hasOwn(table, key) ? table[key] : undefined;
    if (rule && leftOut(rule, value, whole)) continue;
    out[key] = keptValue(key, rule, value);
  }
  return out;
}

function expandFields(table: FieldTable, given: Json): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(table)) {
    if (key in given) {
      const value = given[key];
      out[key] =
        'fields' in rule && rule.fields && isObject(value)
          ? expandFields(rule.fields, value)
          : value;
    } else if (rule.kind === 'default') out[key] = defaultValue(rule.value);
    else if (rule.kind === 'ad') out[key] = null;
  }
  // After the defaults, so a field equal to a defaulted one (tracked_link = link) finds it.
  for (const [key, rule] of Object.entries(table)) {
    if (rule.kind === 'same_as' && !(key in given)) out[key] = out[rule.field];
  }
  for (const [key, value] of Object.entries(given)) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * `fields` (some or all of `pin`'s) as a grid item sends them. The server compacts a pin's
 * shared part and each viewer's personal part apart; `pin` is the whole pin, which the rules
 * read (is it promoted, what `title` holds).
 */
export function compactPinFields(fields: Json, pin: Json): Record<string, unknown> {
  return compactFields(PIN_GRID_FIELDS, fields, pin);
}

/** A pin as a grid item. */
export function compactGridPin<P extends { images: object }>(pin: P): GridItemOf<P> {
  const whole = pin as unknown as Json;
  return compactFields(PIN_GRID_FIELDS, whole, whole) as GridItemOf<P>;
}

/**
 * A grid item back as the full pin: every field present, in the table's order. A full pin
 * comes back equal to itself; image sizes left out stay out.
 */
export function expandGridPin<P extends { images: object }>(item: GridItemOf<P>): P {
  return expandFields(PIN_GRID_FIELDS, item as unknown as Json) as unknown as P;
}
