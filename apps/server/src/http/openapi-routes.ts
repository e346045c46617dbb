// The contract, published: `GET /api/openapi.json` (the OpenAPI 3.1 document) and
// `GET /api/docs` (the same document as a readable page). Both are built once at start, are
// the same for everyone and work signed out.
import { buildOpenApiDocument, routeContracts } from '@corkboard/contracts';
import type { FastifyInstance } from 'fastify';
import { renderReferencePage } from './api-reference/reference-page';

const DOCUMENT_PATH = routeContracts.openApiDocument.path;
const REFERENCE_PATH = routeContracts.apiReference.path;
// Private: like every page, the answer may set the csrftoken cookie, which no shared cache may keep.
const CACHE_CONTROL = 'private, max-age=300';

export function registerOpenApiRoutes(app: FastifyInstance): void {
  const document = buildOpenApiDocument();
  const json = JSON.stringify(document);
  const page = renderReferencePage(document, DOCUMENT_PATH);
  app.get(DOCUMENT_PATH, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
      .send(json),
  );
  app.get(REFERENCE_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .header('Content-Security-Policy', page.csp)
      .send(page.html),
  );
}
