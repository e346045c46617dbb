// A resource action: schema → policy → command → presenter, kept thin. The HTTP layer and the
// in-process SSR prefetch both run actions through `runResource`.
import type { z } from 'zod';
import type { RequestContext } from '../app/context';

export interface ActionResult {
  data: unknown;
  bookmark?: string;
}

export interface ResourceAction<S extends z.ZodType = z.ZodType> {
  schema: S;
  run(ctx: RequestContext, options: z.output<S>): Promise<ActionResult>;
}

export type ResourceTable = Record<
  string,
  Partial<Record<'get' | 'create' | 'update' | 'delete', ResourceAction>>
>;

export function action<S extends z.ZodType>(
  schema: S,
  run: (ctx: RequestContext, options: z.output<S>) => Promise<ActionResult>,
): ResourceAction {
  return { schema, run } as unknown as ResourceAction;
}
