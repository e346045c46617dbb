// Runs one resource action: look it up, validate options (storable text, then its schema), run it.
import type { RequestContext } from '../app/context';
import type { ActionResult, ResourceTable } from '../resources/define';
import { AppError, invalid } from './errors';
import { assertStorableText } from './storable-input';
import { describeZodError } from './zod-errors';

export async function runResource(
  resources: ResourceTable,
  ctx: RequestContext,
  name: string,
  actionName: string,
  options: unknown,
): Promise<ActionResult> {
  const resource = Object.hasOwn(resources, name) ? resources[name] : undefined;
  const act =
    resource && Object.hasOwn(resource, actionName)
      ? resource[actionName as keyof typeof resource]
      : undefined;
  if (!act) throw noSuchAction(name, actionName);
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw invalid('options: must be an object');
  }
  // Before the schema, so no resource can forget it (SSR prefetches come through here too).
  assertStorableText(options, 'options');
  const parsed = act.schema.safeParse(options);
  if (!parsed.success) throw invalid(describeZodError(parsed.error));
  return act.run(ctx, parsed.data);
}

export const noSuchAction = (name: string, actionName: string) =>
  new AppError('not_found', `There is no resource ${name} with action ${actionName}.`);

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
