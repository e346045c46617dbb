// Reads the served OpenAPI document into operations the fuzzer can call: a method, a path
// template, and a schema for each of its path parameters, query parameters and body.
import type { JsonSchema } from './schema-arbitrary';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  content?: Record<string, { schema?: JsonSchema }>;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation | OpenApiParameter[] | string>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzParameter {
  name: string;
  /** JSON parameters (the resource API's `data`) are sent as JSON text. */
  json: boolean;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  id: string;
  method: string;
  path: string;
  pathParams: FuzzParameter[];
  query: FuzzParameter[];
  body: { type: 'json' | 'multipart'; schema: JsonSchema } | null;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method) || typeof value !== 'object' || Array.isArray(value)) continue;
      const op = value;
      const params = [...shared, ...(op.parameters ?? [])].map(toParameter);
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = content['multipart/form-data']?.schema;
      out.push({
        id: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.param),
        query: params.filter((p) => p.in === 'query').map((p) => p.param),
        body: json
          ? { type: 'json', schema: json }
          : multipart
            ? { type: 'multipart', schema: multipart }
            : null,
      });
    }
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

function toParameter(p: OpenApiParameter): { in: string; param: FuzzParameter } {
  const jsonSchema = p.content?.['application/json']?.schema;
  return {
    in: p.in,
    param: {
      name: p.name,
      json: jsonSchema !== undefined,
      required: p.required ?? p.in === 'path',
      schema: jsonSchema ?? p.schema ?? {},
    },
  };
}
