// zod → JSON Schema 2020-12 (the dialect of OpenAPI 3.1). Answers are converted together with
// the wire components, so a Pin inside any answer is `$ref: #/components/schemas/Pin`; request
// parts (options, parameters, bodies) are converted on their own as the input they accept.
import { z } from 'zod';
import { wireComponents } from '../components';

export type JsonSchema = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonSchema;

export const COMPONENT_PREFIX = '#/components/schemas/';
const TEMP_PREFIX = '~';

/** The document is the dialect's home and names components by path: no `$schema`, `$id`. */
function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/** A request part as JSON Schema: what a client may send (input types, before transforms). */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(
    z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-2020-12',
      unrepresentable: 'throw',
    }) as JsonSchema,
  );
}

/**
 * The wire components and the given answer schemas (by key) as JSON Schema. Each answer is
 * converted inline, pointing at the components it uses; the components come back sorted by id.
 */
export function answerJsonSchemas(answers: ReadonlyMap<string, z.ZodType>): {
  components: Record<string, JsonSchema>;
  answers: Map<string, JsonSchema>;
} {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of wireComponents()) registry.add(schema, { id });
  // A fresh wrapper per answer: an answer that is itself a component still gets its own entry.
  for (const [key, schema] of answers) {
    registry.add(z.strictObject({ answer: schema }), { id: `${TEMP_PREFIX}${key}` });
  }
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
    io: 'output',
    target: 'draft-2020-12',
    unrepresentable: 'throw',
  }) as { schemas: Record<string, JsonSchema> };
  const components: Record<string, JsonSchema> = {};
  const converted = new Map<string, JsonSchema>();
  for (const id of Object.keys(schemas).sort()) {
    const schema = withoutDialect(schemas[id] ?? {});
    if (id === '__shared') throw new Error('answer schemas must not be recursive');
    if (!id.startsWith(TEMP_PREFIX)) {
      components[id] = schema;
      continue;
    }
    const properties = schema.properties as JsonSchema | undefined;
    const answer = properties?.answer;
    if (!answer || typeof answer !== 'object' || Array.isArray(answer)) {
      throw new Error(`answer ${id} did not convert`);
    }
    converted.set(id.slice(TEMP_PREFIX.length), answer);
  }
  return { components, answers: converted };
}
