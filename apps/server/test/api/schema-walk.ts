// Reads the contract's zod schemas (packages/contracts) so a test can reach every field of
// every resource action without listing them by hand: options that pass validation, and the
// fields by kind — ids (the contract's one `id`), lists of ids, text, bookmarks. A resource or
// field added later is covered by the engine-parity test as soon as it is in the contract.
import { id, resourceSchemas } from '@corkboard/contracts';
import type { z } from 'zod';

type Schema = z.ZodType;

/** The parts of a zod definition read here (zod 4's public `.def`). */
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  options?: Schema[];
  element?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: Schema) => schema.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'readonly', 'nonoptional']);

function unwrap(schema: Schema): Schema {
  let at = schema;
  while (WRAPPERS.has(defOf(at).type)) at = defOf(at).innerType!;
  return at;
}

export type FieldKind = 'id' | 'ids' | 'text' | 'bookmarks' | 'other';

export interface ActionVariant {
  resource: string;
  action: string;
  /** Which branch of a union schema (BoardResource get by id or by slug, ...). */
  variant: number;
  fields: { name: string; kind: FieldKind; required: boolean; schema: Schema }[];
}

function kindOf(name: string, schema: Schema): FieldKind {
  const inner = unwrap(schema);
  if (name === 'bookmarks') return 'bookmarks';
  if (inner === id) return 'id';
  const def = defOf(inner);
  if (def.type === 'array' && def.element === id) return 'ids';
  return def.type === 'string' ? 'text' : 'other';
}

function objectVariants(schema: Schema): Schema[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'pipe') return objectVariants(def.in!);
  if (def.type === 'union') return def.options!.flatMap(objectVariants);
  return def.type === 'object' ? [inner] : [];
}

/** Every action of the contract, each branch of a union schema on its own. */
export function contractActions(): ActionVariant[] {
  const out: ActionVariant[] = [];
  for (const [resource, actions] of Object.entries(resourceSchemas)) {
    for (const [action, schema] of Object.entries(actions as Record<string, Schema>)) {
      objectVariants(schema).forEach((object, variant) => {
        const fields = Object.entries(defOf(object).shape!).map(([name, field]) => ({
          name,
          kind: kindOf(name, field),
          required: defOf(field).type !== 'optional',
          schema: field,
        }));
        out.push({ resource, action, variant, fields });
      });
    }
  }
  return out;
}

/** A value the schema accepts (any id will do: validation only reads its form). */
export function sampleValue(schema: Schema): unknown {
  const inner = unwrap(schema);
  if (inner === id) return '1';
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return 'sample';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'array':
      return [sampleValue(def.element!)];
    case 'union':
      return sampleValue(def.options![0]!);
    case 'pipe':
      return sampleValue(def.in!);
    default:
      return {};
  }
}

/** Options with every required field set: from `known` (real rows) by name, else a sample. */
export function validOptions(
  variant: ActionVariant,
  known: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const field of variant.fields) {
    if (!field.required) continue;
    options[field.name] = Object.hasOwn(known, field.name)
      ? known[field.name]
      : sampleValue(field.schema);
  }
  return options;
}
