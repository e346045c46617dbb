// Turns a JSON Schema of the published contract (the OpenAPI document's schemas, JSON Schema
// 2020-12) into a fast-check arbitrary: mostly values the schema accepts, so requests reach the
// handlers, with hostile leaves, unknown and prototype keys and missing fields mixed in.
import fc from 'fast-check';
import { hostileKeys, hostileLeaf, hostileStrings } from './hostile-values';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export interface ArbitraryOptions {
  /** Resolves a `$ref` such as `#/components/schemas/Pin`. */
  resolve(ref: string): JsonSchema;
  /** Values to prefer for a field of this name (real ids of the seeded world). */
  known(field: string): readonly unknown[] | undefined;
  /** One leaf in `hostileOneIn` is replaced by a hostile value. */
  hostileOneIn: number;
}

const MAX_STRING = 64;
const MAX_ITEMS = 5;

export function arbitraryFor(
  schema: JsonSchema,
  options: ArbitraryOptions,
  field = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validFor(schema, options, field, depth);
  if (options.hostileOneIn <= 0) return valid;
  return fc.oneof(
    { arbitrary: valid, weight: options.hostileOneIn - 1 },
    { arbitrary: hostileLeaf, weight: 1 },
  );
}

function validFor(
  schema: JsonSchema,
  options: ArbitraryOptions,
  field: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(options.resolve(schema.$ref), options, field, depth + 1);
  const known = options.known(field);
  const plain = plainFor(schema, options, field, depth);
  return known && known.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: plain, weight: 1 })
    : plain;
}

function plainFor(
  schema: JsonSchema,
  options: ArbitraryOptions,
  field: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    return fc.oneof(...branches.map((b) => arbitraryFor(b, options, field, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    // The contract's allOf only narrows one object; the first part is a fair guess.
    return arbitraryFor(schema.allOf[0]!, options, field, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) {
    return fc.oneof(
      ...type.map((t) => plainFor({ ...schema, type: t }, options, field, depth + 1)),
    );
  }
  switch (type[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 100_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayFor(schema, options, field, depth);
    case 'object':
      return objectFor(schema, options, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
  if (schema.format === 'email') {
    return fc.emailAddress().filter((s) => s.length <= (schema.maxLength ?? 254));
  }
  if (schema.format === 'uri') return fc.webUrl();
  const edges: string[] = [];
  if (schema.maxLength !== undefined) edges.push('x'.repeat(schema.maxLength + 1));
  if (minLength > 0) edges.push('x'.repeat(minLength - 1));
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 6 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.constantFrom(...edges, ...hostileStrings), weight: 1 },
  );
}

function arrayFor(
  schema: JsonSchema,
  options: ArbitraryOptions,
  field: string,
  depth: number,
): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems) {
    return fc.tuple(...schema.prefixItems.map((s) => arbitraryFor(s, options, field, depth + 1)));
  }
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
  const items = schema.items ?? {};
  return fc.array(arbitraryFor(items, options, field, depth + 1), { minLength, maxLength });
}

function objectFor(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = Object.keys(properties);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names)
    record[name] = arbitraryFor(properties[name]!, options, name, depth + 1);
  const requiredKeys = names.filter((n) => required.has(n));
  const base = fc.record(record, { requiredKeys });
  if (options.hostileOneIn <= 0) return base;
  // Now and then: a missing required field, an unknown key, or a prototype key.
  const mutation = fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }),
    fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 12 })),
      value: hostileLeaf,
    }),
  );
  return fc
    .tuple(
      base,
      fc.oneof(
        { arbitrary: mutation, weight: 1 },
        { arbitrary: fc.constant(null), weight: options.hostileOneIn },
      ),
    )
    .map(([value, change]) => {
      if (!change || change.kind === 'none') return value;
      const out: Record<string, unknown> = { ...value };
      if (change.kind === 'drop' && requiredKeys.length > 0) {
        delete out[requiredKeys[change.index % requiredKeys.length]!];
      } else if (change.kind === 'extra') {
        Object.defineProperty(out, change.key, {
          value: change.value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return out;
    });
}
