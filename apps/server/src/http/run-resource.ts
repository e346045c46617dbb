// Runs one resource action: look it up, validate options (storable text, then its schema), run it.
import type { GetOptions, GetWireData, Pin, ReadableResource } from '@corkboard/contracts';
import { answersGridItems, compactGridPin } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import type { ActionResult, ResourceAction, ResourceTable } from '../resources/define';
import { gridRead, isGridRead } from '../feeds/grid-skeletons';
import { isOperator, OPERATOR_RESOURCES } from '../policy/operators';
import { AppError, invalid } from './errors';
import { assertStorableText } from './storable-input';
import { describeZodError } from './zod-errors';

/** The action `actionName` of resource `name` (names come from the URL), if there is one. */
function findAction(
  resources: ResourceTable,
  name: string,
  actionName: string,
): ResourceAction | undefined {
  const byName: Readonly<Record<string, Readonly<Record<string, ResourceAction>>>> = resources;
  const resource = Object.hasOwn(byName, name) ? byName[name] : undefined;
  return resource && Object.hasOwn(resource, actionName) ? resource[actionName] : undefined;
}

export async function runResource(
  resources: ResourceTable,
  ctx: RequestContext,
  name: string,
  actionName: string,
  options: unknown,
): Promise<ActionResult> {
  const act = findAction(resources, name, actionName);
  if (!act || (OPERATOR_RESOURCES.has(name) && !isOperator(ctx))) {
    throw noSuchAction(name, actionName);
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw invalid('options: must be an object');
  }
  // Before the schema, so no resource can forget it (SSR prefetches come through here too).
  assertStorableText(options, 'options');
  const parsed = act.schema.safeParse(options);
  if (!parsed.success) throw invalid(describeZodError(parsed.error));
  const data = parsed.data as Record<string, unknown>;
  if (actionName !== 'get') return act.run(ctx, parsed.data);
  const result = isGridRead(name, data)
    ? await gridRead(ctx, name, data, () => act.run(ctx, data))
    : await act.run(ctx, data);
  return answersGridItems(name, data) ? asGridItems(result) : result;
}

/**
 * A page of pins as grid items (docs/API.md §2). A page already serialised (`json`, a cached
 * grid page) was made as grid items by hydratePinIds; otherwise its pins are compacted here.
 */
function asGridItems(result: ActionResult): ActionResult {
  if (result.json !== undefined) return result;
  return { ...result, data: (result.data as Pin[]).map((pin) => compactGridPin(pin)) };
}

export const noSuchAction = (name: string, actionName: string) =>
  new AppError('not_found', `There is no resource ${name} with action ${actionName}.`);

/**
 * `runResource` for a read named in code (the SSR prefetch): the options are still validated,
 * and ResourceTable's type makes every action answer its contract's data, hence the cast.
 */
export async function runRead<N extends ReadableResource>(
  resources: ResourceTable,
  ctx: RequestContext,
  name: N,
  options: GetOptions<N>,
): Promise<ActionResult<GetWireData<N>>> {
  return (await runResource(resources, ctx, name, 'get', options)) as ActionResult<GetWireData<N>>;
}

/** Reads `{"options": {...}}` from the GET `data` parameter or a POST body. */
export function optionsFrom(value: unknown, source: 'data' | 'body'): unknown {
  let envelope = value;
  if (source === 'data') {
    if (value === undefined || value === '') return {};
    if (typeof value !== 'string') throw invalid('data: must be one JSON string');
    try {
      envelope = JSON.parse(value);
    } catch {
      throw invalid('data: is not valid JSON');
    }
  }
  if (envelope === undefined || envelope === null) return {};
  if (typeof envelope !== 'object' || Array.isArray(envelope)) {
    throw invalid(`${source}: must be a JSON object like {"options": {...}}`);
  }
  const keys = Object.keys(envelope);
  const unknown = keys.filter((k) => k !== 'options' && k !== 'context');
  if (unknown.length > 0) throw invalid(`unknown field: ${unknown.join(', ')}`);
  return (envelope as { options?: unknown }).options ?? {};
}
