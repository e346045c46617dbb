// The operation list is the whole contract: every resource action with its options and answer
// schema, every route, found again from a request's method and path.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourceAnswers } from '../answers';
import { resourceSchemas } from '../resources';
import { routeContracts } from '../routes';
import { buildOpenApiDocument } from './document';
import { findOperation, listOperations } from './operations';

const operations = listOperations();

describe('listOperations', () => {
  it('holds every resource action once, with its options schema and answer', () => {
    const actions = Object.entries(resourceSchemas).flatMap(([name, byAction]) =>
      Object.keys(byAction).map((action) => `${name}.${action}`),
    );
    const listed = operations.filter((op) => op.resource).map((op) => op.operationId);
    expect(listed.sort()).toEqual(actions.sort());
    for (const op of operations) {
      if (!op.resource) continue;
      const { name, action } = op.resource;
      expect(op.request.options).toBe((resourceSchemas[name] as Record<string, z.ZodType>)[action]);
      const answer = (resourceAnswers[name] as Record<string, { data: z.ZodType }>)[action];
      expect(op.answer).toMatchObject({ kind: 'envelope', data: answer?.data });
      expect(op.method).toBe(action === 'get' ? 'GET' : 'POST');
      expect(op.csrf).toBe(action !== 'get');
    }
  });

  it('holds every route once, under its id', () => {
    const routes = operations.filter((op) => !op.resource).map((op) => op.operationId);
    expect(routes.sort()).toEqual(Object.keys(routeContracts).sort());
  });

  it('lets every operation that reads a body answer payload_too_large (a body past its limit is refused unread)', () => {
    const bodied = operations.filter((op) =>
      op.resource
        ? op.method === 'POST'
        : 'body' in (routeContracts[op.operationId as keyof typeof routeContracts] ?? {}),
    );
    expect(bodied.length).toBeGreaterThan(3);
    for (const op of bodied) expect(op.errors, op.operationId).toContain('payload_too_large');
  });

  it('never answers the same method and path twice', () => {
    const keys = operations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a list page is an array (its bookmark pages through it)', () => {
    for (const op of operations) {
      if (op.answer.kind !== 'envelope' || !op.answer.paged) continue;
      for (const data of [op.answer.data, ...Object.values(op.answer.fieldSets ?? {})]) {
        const arrays = data instanceof z.ZodUnion ? data.options : [data];
        for (const branch of arrays) expect(branch, op.operationId).toBeInstanceOf(z.ZodArray);
      }
    }
  });
});

describe('findOperation', () => {
  it.each([
    ['GET', '/resource/PinResource/get/', 'PinResource.get'],
    ['POST', '/resource/RepinResource/create/', 'RepinResource.create'],
    ['PUT', '/v3/boards/12/follow/', 'followBoard'],
    ['DELETE', '/v3/boards/12/follow', 'unfollowBoard'],
    ['PUT', '/v3/news_hub/5/pin/42/undo/', 'undoNewsHubHide'],
    ['HEAD', '/i/236x/0123456789abcdef0123456789abcdef.jpg', 'mediaFile'],
    ['GET', '/api/openapi.json', 'openApiDocument'],
  ])('%s %s is %s', (method, path, id) => {
    expect(findOperation(method, path)?.operationId).toBe(id);
  });

  it.each([
    ['GET', '/resource/PinResource/create/'],
    ['POST', '/resource/PinResource/get/'],
    ['GET', '/v3/boards/12/follow/'],
    ['PUT', '/v3/boards/12/13/follow/'],
    ['GET', '/resource/NoSuchResource/get/'],
  ])('%s %s is no operation', (method, path) => {
    expect(findOperation(method, path)).toBeNull();
  });
});

describe('buildOpenApiDocument', () => {
  it('is the same document on every call (stable ordering)', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(buildOpenApiDocument()));
  });

  it('points answers at the shared shapes instead of repeating them', () => {
    const text = JSON.stringify(buildOpenApiDocument());
    expect(text).toContain('"$ref":"#/components/schemas/Pin"');
    // The Pin's own fields appear once in each pin component: Pin, GridPin and PinCloseup
    // (what PinResource get answers: the Pin with the closeup's own fields).
    expect(text.match(/"is_downstream_promotion":\{/g)).toHaveLength(3);
    expect(text).toContain('"$ref":"#/components/schemas/GridPin"');
    expect(text).toContain('"$ref":"#/components/schemas/PinCloseup"');
  });
});
