// The edge check of "input both engines can store" (packages/domain storable-input.ts): any
// string or object key holding U+0000 or a lone surrogate is `invalid_parameters` naming the
// field, before any schema or store sees it. Used by runResource (resource options, HTTP and
// SSR alike), the request hook (every route's params, query string and JSON body) and the
// multipart upload fields; the bookmark decoder calls the domain function itself.
import type { FastifyRequest } from 'fastify';
import { findUnstorableText, unstorableTextMessage } from '@corkboard/domain';
import { invalid } from './errors';

/** Throws `invalid_parameters` for the first unstorable string; `root` names the top level. */
export function assertStorableText(value: unknown, root: string): void {
  const place = findUnstorableText(value);
  if (!place) return;
  const names = place.inKey ? place.path.slice(0, -1) : place.path;
  const field = names.length > 0 ? names.map(String).join('.') : root;
  throw invalid(unstorableTextMessage(field, place.problem, place.inKey));
}

/**
 * Every route's path parameters, query string and JSON body. Resource bodies (`{"options":
 * …}`) are left to runResource, which names fields as the schema does (`name`, not
 * `options.name`) and also serves the SSR prefetch; multipart fields are read by their route.
 */
export function assertStorableRequest(request: FastifyRequest): void {
  const { '*': rest, ...named } = (request.params ?? {}) as Record<string, unknown>;
  assertStorableText(named, 'path');
  assertStorableText(rest, 'path');
  assertStorableText(request.query, 'query');
  if (!request.routeOptions.url?.startsWith('/resource/')) {
    assertStorableText(request.body, 'body');
  }
}
