// A resource action: schema → policy → command → presenter, kept thin. The HTTP layer and the
// in-process SSR prefetch both run actions through `runResource`. The table of every resource
// is typed by the contract: each action takes its contract's options schema and must answer
// its contract's data (packages/contracts answers.ts).
import type {
  GridPin,
  ResourceAction as ActionName,
  ResourceData,
  ResourceName,
  ResourceSchemas,
} from '@corkboard/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../app/context';

/** What any action answers (the HTTP routes send it whatever it is); grid items when asked. */
export type AnyResourceData =
  { [N in ResourceName]: ResourceData[N][ActionName<N>] }[ResourceName] | GridPin[];

/** JSON text as UTF-8 pieces, joined once as the answer is sent (a grid page's cached pins). */
export type JsonPieces = readonly Buffer[];

export interface ActionResult<D = AnyResourceData> {
  data: D;
  bookmark?: string;
  /**
   * `data` already serialised (a grid page from cached fragments): sent as it is, as text or
   * as UTF-8 pieces in order (JsonPieces).
   */
  json?: string | JsonPieces;
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
  /**
   * A read whose signed-out answer is the same for every visitor (the default) may be served
   * from the read cache; `false` for answers that differ per visitor (their experiences).
   */
  sharedRead?: boolean;
}

export interface ResourceAction<S = z.ZodType, D = AnyResourceData> {
  schema: S;
  run(ctx: RequestContext, options: z.output<S>): Promise<ActionResult<D>>;
  meta?: ActionMeta;
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
  meta: ActionMeta = {},
): ResourceAction<S, D> {
  return { schema, run, meta };
}

/** One action of the table, named as the URL names it. */
export interface ListedAction {
  name: ResourceName;
  action: 'get' | 'create' | 'update' | 'delete';
  act: ResourceAction;
}

/** Every action of the table, in table order: routes and tests walk the table through this. */
export function listActions(resources: ResourceTable): ListedAction[] {
  const byName: Readonly<Record<string, Readonly<Record<string, ResourceAction>>>> = resources;
  const out: ListedAction[] = [];
  for (const name of Object.keys(byName) as ResourceName[]) {
    for (const action of ['get', 'create', 'update', 'delete'] as const) {
      const act = byName[name]?.[action];
      if (act) out.push({ name, action, act });
    }
  }
  return out;
}
