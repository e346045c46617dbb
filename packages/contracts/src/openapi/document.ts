// The OpenAPI 3.1 document of the whole contract, built from `listOperations()`: a pure
// function of the code, the same bytes on every call (stable ordering throughout).
import { z } from 'zod';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  ERROR_CODES,
  SESSION_COOKIE,
  successEnvelope,
  type ErrorCode,
} from '../envelope';
import { UPLOAD_FILE_FIELD } from '../route-schemas';
import { API_AREAS } from './areas';
import {
  answerJsonSchemas,
  COMPONENT_PREFIX,
  requestJsonSchema,
  type JsonSchema,
  type JsonValue,
} from './json-schema';
import { listOperations, type ApiOperation } from './operations';

export interface OpenApiOptions {
  /** `info.version`; default `1`. */
  version?: string;
}

const AREA_TITLES = new Map<string, string>(API_AREAS.map((area) => [area.id, area.title]));
const FAILURE = { $ref: `${COMPONENT_PREFIX}FailureEnvelope` };
const JSON_TYPE = 'application/json';

function objectParameters(schema: z.ZodObject, where: 'path' | 'query'): JsonSchema[] {
  const json = requestJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const parameter: JsonSchema = {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: property,
    };
    if (typeof property.description === 'string') parameter.description = property.description;
    return parameter;
  });
}

/** `{"options": …}`, as a read's `data` parameter or a write's body carries it. */
function optionsEnvelope(options: z.ZodType): { schema: JsonSchema; required: boolean } {
  const required = !options.safeParse({}).success;
  return {
    required,
    schema: {
      type: 'object',
      properties: {
        options: requestJsonSchema(options),
        context: { description: 'Accepted and ignored (the spec’s client sends it).' },
      },
      ...(required ? { required: ['options'] } : {}),
      additionalProperties: false,
    },
  };
}

function parameters(operation: ApiOperation): JsonSchema[] {
  const { params, query, options } = operation.request;
  const list: JsonSchema[] = [];
  if (params) list.push(...objectParameters(params, 'path'));
  if (query) list.push(...objectParameters(query, 'query'));
  if (options && operation.method === 'GET') {
    const envelope = optionsEnvelope(options);
    list.push({
      name: 'data',
      in: 'query',
      required: envelope.required,
      description: 'The options as URL-encoded JSON `{"options": {...}}`.',
      content: { [JSON_TYPE]: { schema: envelope.schema } },
    });
  }
  if (operation.csrf) list.push({ $ref: '#/components/parameters/CsrfToken' });
  return list;
}

function requestBody(operation: ApiOperation): JsonSchema | null {
  const { options, body, bodyOptional, form } = operation.request;
  if (options && operation.method !== 'GET') {
    return {
      required: true,
      content: { [JSON_TYPE]: { schema: optionsEnvelope(options).schema } },
    };
  }
  if (body) {
    return {
      required: !bodyOptional,
      content: { [JSON_TYPE]: { schema: requestJsonSchema(body) } },
    };
  }
  if (form) {
    const fields = requestJsonSchema(form);
    const schema: JsonSchema = {
      ...fields,
      properties: {
        ...((fields.properties ?? {}) as JsonSchema),
        [UPLOAD_FILE_FIELD]: {
          type: 'string',
          contentMediaType: 'application/octet-stream',
          description: 'The image: JPEG, PNG, WebP or GIF.',
        },
      },
      required: [...((fields.required ?? []) as string[]), UPLOAD_FILE_FIELD],
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return null;
}

function errorResponses(codes: readonly ErrorCode[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const statusCodes = byStatus.get(status) ?? [];
    const response: JsonSchema = {
      description: `Failure: ${statusCodes.join(' or ')}.`,
      'x-error-codes': statusCodes,
      content: { [JSON_TYPE]: { schema: FAILURE } },
    };
    if (status === 429) {
      response.headers = {
        'Retry-After': {
          description: 'Seconds to wait before trying again.',
          schema: { type: 'integer', minimum: 1 },
        },
      };
    }
    responses[String(status)] = response;
  }
  return responses;
}

function successResponses(operation: ApiOperation, answer: JsonSchema | undefined) {
  const responses: Record<string, JsonValue> = {};
  const { answer: spec } = operation;
  switch (spec.kind) {
    case 'envelope':
      for (const status of spec.statuses) {
        responses[String(status)] = {
          description: spec.paged ? 'Success: one page and the next bookmark.' : 'Success.',
          content: { [JSON_TYPE]: { schema: answer ?? {} } },
        };
      }
      break;
    case 'json':
      responses['200'] = {
        description: 'Success.',
        content: { [JSON_TYPE]: { schema: answer ?? {} } },
      };
      break;
    case 'binary':
      responses['200'] = {
        description: 'The image bytes.',
        content: Object.fromEntries(spec.contentTypes.map((type) => [type, {}])),
      };
      responses['404'] = {
        description: 'Not found (plain text).',
        content: { 'text/plain': { schema: { type: 'string' } } },
      };
      break;
    case 'html':
      responses['200'] = {
        description: 'An HTML page.',
        content: { 'text/html': { schema: { type: 'string' } } },
      };
      break;
  }
  return responses;
}

function operationObject(operation: ApiOperation, answer: JsonSchema | undefined): JsonSchema {
  const { resource } = operation;
  const object: JsonSchema = {
    operationId: operation.operationId,
    tags: [AREA_TITLES.get(operation.area) ?? operation.area],
    summary: resource
      ? `${resource.name} ${resource.action}`
      : `${operation.method} ${operation.path}`,
    description: operation.summary,
  };
  const list = parameters(operation);
  if (list.length > 0) object.parameters = list;
  const body = requestBody(operation);
  if (body) object.requestBody = body;
  object.responses = {
    ...successResponses(operation, answer),
    ...errorResponses(operation.errors),
  };
  return object;
}

function answerSchema(operation: ApiOperation): z.ZodType | null {
  const { answer } = operation;
  if (answer.kind === 'json') return answer.schema;
  if (answer.kind !== 'envelope') return null;
  const { paged } = answer;
  const envelope = successEnvelope(answer.data, { paged });
  const fieldSets = Object.entries(answer.fieldSets ?? {});
  if (fieldSets.length === 0) return envelope;
  // One schema per media type in OpenAPI: the default answer or, asked, a field set's.
  return z.union([
    envelope.describe('Without `field_set_key` (or with one this read does not know).'),
    ...fieldSets.map(([key, data]) =>
      successEnvelope(data, { paged }).describe(`With \`field_set_key: "${key}"\`.`),
    ),
  ]);
}

/** The OpenAPI 3.1 document of every operation of `listOperations()`. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): JsonSchema {
  const operations = listOperations();
  const answerSchemas = new Map<string, z.ZodType>();
  for (const operation of operations) {
    const schema = answerSchema(operation);
    if (schema) answerSchemas.set(operation.operationId, schema);
  }
  const { components, answers } = answerJsonSchemas(answerSchemas);

  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const item = (paths[operation.path] ??= {});
    const object = operationObject(operation, answers.get(operation.operationId));
    item[operation.method.toLowerCase()] = object;
    if (operation.head) {
      item.head = {
        ...object,
        operationId: `${operation.operationId}.head`,
        summary: `HEAD ${operation.path}`,
        description: 'The same headers as GET, without the body.',
      };
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Corkboard HTTP API',
      version: options.version ?? '1',
      description:
        'Every answer of the resource API and of the /v3/ routes is the envelope ' +
        '`{"resource_response": {...}}`: a success with `data` (and `bookmark` on list pages) ' +
        'or a failure with `error {message, code, http_status}`. Reads are ' +
        '`GET /resource/{Name}/get/?data=` (URL-encoded `{"options": …}`), writes ' +
        '`POST /resource/{Name}/{create|update|delete}/` with the JSON body `{"options": …}`.',
    },
    servers: [{ url: '/' }],
    tags: API_AREAS.map((area) => ({ name: area.title })),
    security: [{}, { session: [] }],
    paths,
    components: {
      schemas: components,
      parameters: {
        CsrfToken: {
          name: CSRF_HEADER,
          in: 'header',
          required: true,
          description: `Every write echoes the readable \`${CSRF_COOKIE}\` cookie here, or gets csrf_failed.`,
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The httpOnly session cookie set by sign-in; most reads work without it.',
        },
      },
    },
  };
}
