// Every cached copy of a pin, wherever the query cache holds it: a single pin (PinResource
// get), a feed (InfiniteData pages of pins), a list, the cards gallery's {key, pin} rows. The
// save flow "updates stored pins" (req 000-4.08) through here, sharing every untouched object
// so the other cards stay memoised.
import type { QueryClient } from '@tanstack/react-query';
import type { Pin } from '@corkboard/contracts';

/** A wire pin: what decides "this object is a pin" without looking inside it. */
function isPin(value: object): value is Pin {
  return 'id' in value && 'saved_info' in value && 'images' in value;
}

/** Deep enough for InfiniteData -> pages -> page.data -> pin, and {key, pin} rows. */
const MAX_DEPTH = 5;

/**
 * `data` with `update` applied to every pin whose id is in `ids`. An update answering null
 * removes the pin from the list holding it (a top-level pin is left as it is). Untouched
 * parts keep their identity; the same `data` comes back when nothing matched.
 */
export function mapPins(
  data: unknown,
  ids: ReadonlySet<string>,
  update: (pin: Pin) => Pin | null,
  depth = 0,
): unknown {
  if (data === null || typeof data !== 'object' || depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const out: unknown[] = [];
    for (const item of data) {
      if (item !== null && typeof item === 'object' && !Array.isArray(item) && isPin(item)) {
        if (!ids.has(item.id)) {
          out.push(item);
          continue;
        }
        const next = update(item);
        changed = true;
        if (next !== null) out.push(next);
        continue;
      }
      const next = mapPins(item, ids, update, depth + 1);
      if (next !== item) changed = true;
      out.push(next);
    }
    return changed ? out : data;
  }
  if (isPin(data)) {
    if (!ids.has(data.id)) return data;
    return update(data) ?? data;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const next = mapPins(value, ids, update, depth + 1);
    if (next !== value) changed = true;
    out[key] = next;
  }
  return changed ? out : data;
}

/** The first cached copy of a pin, or undefined. */
export function findPinIn(data: unknown, id: string, depth = 0): Pin | undefined {
  if (data === null || typeof data !== 'object' || depth > MAX_DEPTH) return undefined;
  if (!Array.isArray(data) && isPin(data)) return data.id === id ? data : undefined;
  for (const value of Array.isArray(data) ? data : Object.values(data)) {
    const found = findPinIn(value, id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function resourceQueries(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll({ queryKey: ['resource'] });
}

export function findPin(queryClient: QueryClient, id: string): Pin | undefined {
  for (const query of resourceQueries(queryClient)) {
    const found = findPinIn(query.state.data, id);
    if (found) return found;
  }
  return undefined;
}

/** Applies `update` to every cached copy of the pins in `ids`. */
export function updateCachedPins(
  queryClient: QueryClient,
  ids: Iterable<string>,
  update: (pin: Pin) => Pin | null,
): void {
  const set = new Set(ids);
  for (const query of resourceQueries(queryClient)) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = mapPins(data, set, update);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/**
 * A pin as a write answered it, in place of every cached copy. A copy may carry more than a Pin
 * (the closeup's viewer reaction and /offsite/ link tokens): that stays until the copy is read
 * again, so a page never meets a closeup without them.
 */
export function replaceCachedPin(queryClient: QueryClient, updated: Pin): void {
  updateCachedPins(queryClient, [updated.id], (held) => ({ ...held, ...updated }));
}

/** A small picture of the pin, for its toast or a prompt about it. */
export function pinThumb(pin: Pick<Pin, 'images'> | undefined): string | null {
  const images = pin?.images;
  return (images?.['236x'] ?? images?.['170x'] ?? images?.['136x136'])?.url ?? null;
}
