// A resource action: schema → policy → command → presenter, kept thin. The HTTP layer and the
// in-process SSR prefetch both run actions through `runResource`. The table of every resource
// is typed by the contract: each action takes its contract's options schema and must answer
// its contract's data (packages/contracts answers.ts).
import type {
  ResourceAction as ActionName,
  ResourceData,
  ResourceName,
  ResourceSchemas,
} from '@corkboard/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../app/context';

/** What any action answers (the HTTP routes send it whatever it is). */
export type AnyResourceData = { [N in ResourceName]: ResourceData[N][ActionName<N>] }[ResourceName];

export interface ActionResult<D = AnyResourceData> {
  data: D;
  bookmark?: string;
}

export interface ResourceAction<S = z.ZodType, D = AnyResourceData> {
  schema: S;
  run(ctx: RequestContext, options: z.output<S>): Promise<ActionResult<D>>;
}

/** Every resource of the contract with every action, each answering its contract's data. */
export type ResourceTable = {
  [N in ResourceName]: {
    [A in ActionName<N>]: ResourceAction<ResourceSchemas[N][A], ResourceData[N][A]>;
  };
};

export function action<S extends z.ZodType, D>(
  schema: S,
  run: (ctx: RequestContext, options: z.output<S>) => Promise<ActionResult<D>>,
): ResourceAction<S, D> {
  return { schema, run };
}
