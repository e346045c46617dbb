// The contract, published (docs/API.md, its opening and §5): /api/openapi.json is a valid
// OpenAPI 3.1 document of every operation, built once and the same bytes every time, and
// /api/docs shows it as one readable page, with no script and nothing from another origin.
import { createHash } from 'node:crypto';
import { buildOpenApiDocument, listOperations } from '@corkboard/contracts';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.app);
});
afterAll(() => server.close());

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('GET /api/openapi.json', () => {
  it('answers signed out with a document the OpenAPI 3.1 validator accepts', async () => {
    const res = await api.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
    const document = JSON.parse(res.raw) as { openapi: string };
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(document as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('lists every resource action and route of the contract, each once', async () => {
    const document = JSON.parse((await api.request('GET', '/api/openapi.json')).raw) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const served = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`,
      ),
    );
    const expected = listOperations().flatMap((op) => [
      `${op.method} ${op.path} ${op.operationId}`,
      ...(op.head ? [`HEAD ${op.path} ${op.operationId}.head`] : []),
    ]);
    expect(served.sort()).toEqual(expected.sort());
  });

  it('is the same bytes as a fresh build (stable ordering)', async () => {
    const res = await api.request('GET', '/api/openapi.json');
    expect(res.raw).toBe(JSON.stringify(buildOpenApiDocument()));
  });

  it('names only routes the server has', () => {
    const has = (method: string, url: string) =>
      // The router ignores trailing slashes, and keeps routes without them.
      server.app.hasRoute({ method: method as 'GET', url }) ||
      server.app.hasRoute({ method: method as 'GET', url: url.replace(/\/$/, '') });
    for (const op of listOperations()) {
      if (op.resource) continue; // /resource/:name/{get,create,update,delete}/ serve them all
      const url = op.path.replace(/\{([^}]+)\}/g, ':$1');
      expect(has(op.method, url), `${op.method} ${op.path}`).toBe(true);
    }
  });
});

describe('GET /api/docs', () => {
  it('answers signed out with one HTML page of every operation, under its own CSP', async () => {
    const res = await api.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
    const html = res.raw;
    for (const op of listOperations()) expect(html).toContain(`id="op-${op.operationId}"`);
    expect(html).toContain('href="/api/openapi.json"');

    // No script at all, and the one stylesheet allowed by its hash.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(html).not.toMatch(/<script/i);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });

  it('links only within the page (and to the document): every anchor exists, no other origin', async () => {
    const html = (await api.request('GET', '/api/docs')).raw;
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const links = [...html.matchAll(/ (?:href|src)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(listOperations().length);
    for (const link of links) {
      if (link === '/api/openapi.json') continue;
      expect(link, 'an in-page link').toMatch(/^#/);
      expect(ids.has(link.slice(1)), `anchor ${link}`).toBe(true);
    }
  });

  it('shows a resource read with its options, answer and errors', async () => {
    const html = (await api.request('GET', '/api/docs')).raw;
    const start = html.indexOf('id="op-BoardsResource.get"');
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section).toContain('/resource/BoardsResource/get/');
    expect(section).toContain('<code>board_order</code>');
    expect(section).toContain('href="#shape-Board"');
    expect(section).toContain('<code>not_found</code>');
  });
});

describe('/api/ paths are API paths', () => {
  it('answers an unknown one with the not_found envelope, not the HTML page', async () => {
    const res = await api.request('GET', '/api/nothing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.resource_response.error).toMatchObject({ code: 'not_found' });
  });
});
