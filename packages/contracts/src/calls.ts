// Types of a call by resource name and action, for clients and the SSR seam: the options a
// call sends (what the schema accepts) and the data it answers.
import type { z } from 'zod';
import type { GRID_ITEM_READS } from '@corkboard/domain';
import type { ResourceData } from './answers';
import type { GridPin } from './grid-pin-wire';
import type { ResourceAction, ResourceName, ResourceSchemas } from './resources';
import type { RouteContracts, RouteId, RouteMethod } from './routes';

/** Resources with a `get` action. */
export type ReadableResource = {
  [N in ResourceName]: 'get' extends ResourceAction<N> ? N : never;
}[ResourceName];

// Tables over the concrete names, so that for a generic N the compiler still knows GetOptions<N>
// is one of the options (a conditional type would stay opaque).
type GetOptionsTable = {
  [N in ReadableResource]: ResourceSchemas[N] extends { get: infer S extends z.ZodType }
    ? z.input<S>
    : never;
};
type GetDataTable = {
  [N in ReadableResource]: ResourceData[N] extends { get: infer D } ? D : never;
};

/** The options of `get` on resource N, as a client sends them. */
export type GetOptions<N extends ReadableResource> = GetOptionsTable[N];

/** What `get` on resource N answers. */
export type GetData<N extends ReadableResource> = GetDataTable[N];

/** The grid reads (packages/domain GRID_ITEM_READS). */
export type GridItemRead = (typeof GRID_ITEM_READS)[number];

/**
 * What `get` on resource N may carry in `data` on the wire: GetData, or grid items when a grid
 * read asks `field_set_key: "grid_item"` (a client expands them back to Pins).
 */
export type GetWireData<N extends ReadableResource> = N extends GridItemRead
  ? GetData<N> | GridPin[]
  : GetData<N>;

/** The writes of resource N. */
export type WriteAction<N extends ResourceName> = Exclude<ResourceAction<N>, 'get'>;

/** Resources with at least one write. */
export type WritableResource = {
  [N in ResourceName]: WriteAction<N> extends never ? never : N;
}[ResourceName];

/** What action A of resource N answers. */
export type ActionData<N extends ResourceName, A extends ResourceAction<N>> = ResourceData[N][A];

// --- The routes outside the resource API that answer the envelope (the /v3/ paths).

/** A path template with every `{param}` as `${string}`: `/v3/p2p/${string}/hide/`. */
type FilledPath<T extends string> = T extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${FilledPath<Tail>}`
  : T;

/** The routes answering the envelope. */
export type EnvelopeRoute = {
  [R in RouteId]: RouteContracts[R]['answer'] extends { kind: 'envelope' } ? R : never;
}[RouteId];

/** The paths route R answers, as a template literal type. */
export type RoutePath<R extends RouteId> = FilledPath<RouteContracts[R]['path']>;

/** Every path an envelope route answers for method M. */
export type EnvelopePath<M extends RouteMethod> = {
  [R in EnvelopeRoute]: RouteContracts[R]['method'] extends M ? RoutePath<R> : never;
}[EnvelopeRoute];

/** The envelope route answering method M on path P. */
export type RouteFor<M extends RouteMethod, P extends string> = {
  [R in EnvelopeRoute]: RouteContracts[R]['method'] extends M
    ? P extends RoutePath<R>
      ? R
      : never
    : never;
}[EnvelopeRoute];

/** What route R answers in `resource_response.data` (for a union of routes, any of theirs). */
export type RouteData<R extends RouteId> = R extends RouteId
  ? RouteContracts[R]['answer'] extends { data: infer D extends z.ZodType }
    ? z.output<D>
    : never
  : never;

/** The JSON body route R takes, as a client sends it (never: it takes none). */
export type RouteBody<R extends RouteId> = R extends RouteId
  ? RouteContracts[R] extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : never
  : never;
