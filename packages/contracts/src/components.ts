// The named wire shapes of the contract. Each one registered here becomes a shared schema of
// the OpenAPI document (`#/components/schemas/{id}`) that every answer using it points at.
import { z } from 'zod';

const components = new Map<string, z.ZodType>();

/** Registers `schema` as the shared component `id` and returns it unchanged. */
export function component<S extends z.ZodType>(id: string, schema: S): S {
  if (components.has(id)) throw new Error(`component ${id} is registered twice`);
  components.set(id, schema);
  return schema;
}

/** Every registered component, in registration order. */
export function wireComponents(): ReadonlyMap<string, z.ZodType> {
  return components;
}

/** Ids on the wire: strings of digits. */
export const wireId = z.string().describe('an id: a string of digits');
/** Times on the wire. */
export const wireTime = z.string().describe('ISO 8601 date and time (UTC)');
