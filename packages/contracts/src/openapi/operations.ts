// Every operation of the HTTP contract in one flat, ordered list: each resource action and
// each route, with the zod schemas of its request parts and of its answer. The OpenAPI
// document, the reference page, the API tests' answer check and the fuzzer all read this.
import type { z } from 'zod';
import { resourceAnswers, type AnswerContract } from '../answers';
import type { ErrorCode } from '../envelope';
import { resourceSchemas, type ResourceName } from '../resources';
import { routeContracts, type RouteAnswer, type RouteContract, type RouteMethod } from '../routes';
import { API_AREAS, RESOURCE_GUIDE, type ApiAreaId } from './areas';

export type HttpMethod = RouteMethod | 'HEAD';

/** What a successful call answers. */
export type OperationAnswer =
  | {
      kind: 'envelope';
      data: z.ZodType;
      paged: boolean;
      statuses: readonly number[];
      /** The data answered instead when the options ask this `field_set_key`. */
      fieldSets?: Readonly<Record<string, z.ZodType>>;
    }
  | Exclude<RouteAnswer, { kind: 'envelope' }>;

/** The data schema of an envelope answer to these options (a field set's when they ask one). */
export function envelopeDataFor(
  answer: Extract<OperationAnswer, { kind: 'envelope' }>,
  options: unknown,
): z.ZodType {
  const key =
    options !== null && typeof options === 'object'
      ? (options as { field_set_key?: unknown }).field_set_key
      : undefined;
  const fieldSets = answer.fieldSets ?? {};
  return typeof key === 'string' && Object.hasOwn(fieldSets, key)
    ? (fieldSets[key] ?? answer.data)
    : answer.data;
}

export interface ApiOperation {
  /** Unique: `PinResource.get` for a resource action, the route's id otherwise. */
  operationId: string;
  method: RouteMethod;
  /** Also answers HEAD. */
  head: boolean;
  /** OpenAPI path template. */
  path: string;
  area: ApiAreaId;
  summary: string;
  /** Set for resource actions. */
  resource: { name: ResourceName; action: string } | null;
  request: {
    /** Path parameters. */
    params: z.ZodObject | null;
    /** Query parameters (a resource read's options travel in `data`, see `options`). */
    query: z.ZodObject | null;
    /**
     * A resource action's options: a read sends `?data=` + URL-encoded JSON
     * `{"options": …}`, a write the JSON body `{"options": …}`.
     */
    options: z.ZodType | null;
    /** A route's JSON body. */
    body: z.ZodObject | null;
    bodyOptional: boolean;
    /** A multipart form's text fields (plus the file part `file`). */
    form: z.ZodObject | null;
  };
  /** Writes (every method but GET) need the `X-CSRFToken` header. */
  csrf: boolean;
  answer: OperationAnswer;
  /** Error codes the failure envelope may carry. */
  errors: readonly ErrorCode[];
}

const ACTION_ORDER = ['get', 'create', 'update', 'delete'] as const;

const READ_ERRORS: readonly ErrorCode[] = [
  'invalid_parameters',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'internal',
];
const WRITE_ERRORS: readonly ErrorCode[] = [
  'invalid_parameters',
  'unauthorized',
  'csrf_failed',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal',
];

function resourceOperations(): ApiOperation[] {
  const names = Object.keys(resourceSchemas).sort() as ResourceName[];
  return names.flatMap((name) => {
    const schemas: Record<string, z.ZodType | undefined> = resourceSchemas[name];
    const answers: Record<string, AnswerContract | undefined> = resourceAnswers[name];
    const guide = RESOURCE_GUIDE[name];
    return ACTION_ORDER.flatMap((action): ApiOperation[] => {
      const options = schemas[action];
      const answer = answers[action];
      if (!options || !answer) return [];
      const read = action === 'get';
      return [
        {
          operationId: `${name}.${action}`,
          method: read ? 'GET' : 'POST',
          head: false,
          path: `/resource/${name}/${action}/`,
          area: guide.area,
          summary: guide.about,
          resource: { name, action },
          request: {
            params: null,
            query: null,
            options,
            body: null,
            bodyOptional: false,
            form: null,
          },
          csrf: !read,
          answer: {
            kind: 'envelope',
            data: answer.data,
            paged: answer.paged,
            statuses: [200],
            ...(answer.fieldSets ? { fieldSets: answer.fieldSets } : {}),
          },
          errors: read ? READ_ERRORS : WRITE_ERRORS,
        },
      ];
    });
  });
}

function routeOperations(): ApiOperation[] {
  return Object.entries(routeContracts).map(([operationId, route]): ApiOperation => {
    const contract: RouteContract = route;
    const answer: OperationAnswer =
      contract.answer.kind === 'envelope'
        ? {
            kind: 'envelope',
            data: contract.answer.data,
            paged: false,
            statuses: contract.answer.statuses ?? [200],
          }
        : contract.answer;
    return {
      operationId,
      method: contract.method,
      head: contract.head ?? false,
      path: contract.path,
      area: contract.area,
      summary: contract.summary,
      resource: null,
      request: {
        params: contract.params ?? null,
        query: contract.query ?? null,
        options: null,
        body: contract.body ?? null,
        bodyOptional: contract.bodyOptional ?? false,
        form: contract.form ?? null,
      },
      csrf: contract.method !== 'GET',
      answer,
      errors: contract.errors,
    };
  });
}

const AREA_RANK = new Map<string, number>(API_AREAS.map((area, index) => [area.id, index]));

/**
 * Every operation, in a stable order: by area (API_AREAS), resource actions first (by resource
 * name, then get, create, update, delete), then routes in the order of `routeContracts`.
 */
export function listOperations(): ApiOperation[] {
  const all = [...resourceOperations(), ...routeOperations()];
  return all
    .map((operation, index) => ({ operation, index }))
    .sort(
      (a, b) =>
        (AREA_RANK.get(a.operation.area) ?? 0) - (AREA_RANK.get(b.operation.area) ?? 0) ||
        a.index - b.index,
    )
    .map(({ operation }) => operation);
}

/** The path template as a pattern: `{name}` matches one path segment (no `/`). */
function pathPattern(template: string): RegExp {
  const escaped = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped.replace(/\/$/, '')}/?$`);
}

let index: { operation: ApiOperation; pattern: RegExp }[] | null = null;

/** The operation answering `method` on `pathname` (no query string), or null. */
export function findOperation(method: string, pathname: string): ApiOperation | null {
  index ??= listOperations().map((operation) => ({
    operation,
    pattern: pathPattern(operation.path),
  }));
  const verb = method.toUpperCase();
  for (const { operation, pattern } of index) {
    const methodMatches = operation.method === verb || (verb === 'HEAD' && operation.head);
    if (methodMatches && pattern.test(pathname)) return operation;
  }
  return null;
}
