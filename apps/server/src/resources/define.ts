// A resource action: schema → policy → command → presenter, kept thin. The HTTP layer and the
// in-process SSR prefetch both run actions through `runResource`.
import type { z } from 'zod';
import type { RequestContext } from '../app/context';

export interface ActionResult {
  data: unknown;
  bookmark?: string;
}

/** How the HTTP layer takes a write before running it (http/api-routes.ts). */
export interface ActionMeta {
  /**
   * `required` (the default): a signed-out write is refused with `unauthorized` before its
   * body is read. `optional`: the action works signed out (sign-up, sign-in, sign-out).
   */
  auth?: 'required' | 'optional';
  /** The largest body the write takes, in bytes (default `BODY_LIMITS.resourceWrite`). */
  bodyLimit?: number;
}

export interface ResourceAction<S extends z.ZodType = z.ZodType> {
  schema: S;
  run(ctx: RequestContext, options: z.output<S>): Promise<ActionResult>;
  meta?: ActionMeta;
}

export type ResourceTable = Record<
  string,
  Partial<Record<'get' | 'create' | 'update' | 'delete', ResourceAction>>
>;

export function action<S extends z.ZodType>(
  schema: S,
  run: (ctx: RequestContext, options: z.output<S>) => Promise<ActionResult>,
  meta: ActionMeta = {},
): ResourceAction {
  return { schema, run, meta } as unknown as ResourceAction;
}
