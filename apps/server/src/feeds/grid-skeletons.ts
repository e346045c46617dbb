// Step 1 of every grid, cached: a grid read's skeleton (its pins' ids in order, each with its
// presented reason, and the next bookmark) is kept per viewer and request (feeds/read-model.ts),
// so a warm page is a skeleton hit plus presentation hits. Policy (who may read the board, the
// pin) ran when the skeleton was made; any write that could change its outcome drops the
// skeleton (feeds/read-invalidation.ts), and hydration re-applies the rules every time.
import type { Pin } from '@corkboard/contracts';
import { answersGridItems } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import type { ActionResult } from '../resources/define';
import { hydratePinIds, type PresentedReason } from './hydrate-pins';

const HOME_FEED = 'UserHomefeedResource';

/** The grid reads (answering a page of pins), and for which options. */
const GRIDS: Readonly<Record<string, (options: Record<string, unknown>) => boolean>> = {
  [HOME_FEED]: () => true,
  RelatedPinFeedResource: () => true,
  BoardMoreIdeasFeedResource: () => true,
  TopicFeedResource: () => true,
  BoardFeedResource: () => true,
  UserPinsResource: () => true,
  UserSavedResource: () => true,
  BaseSearchResource: (options) => options.scope === 'pins',
};

/**
 * Lists people expect to be current the moment anyone adds to them (a board's pins, a
 * profile's pins and saves): their skeletons go on any shared write. The recommending grids
 * (home, related, more ideas, topics, search) take others' new pins within SKELETON_TTL_MS.
 */
const LISTS: ReadonlySet<string> = new Set([
  'BoardFeedResource',
  'UserPinsResource',
  'UserSavedResource',
]);

/**
 * Reads whose whole answer is kept per viewer (Today's articles: a few cover pins each, costly
 * to rank). Correct under the same rule: whatever could change the answer drops it.
 */
const WHOLE_ANSWERS: ReadonlySet<string> = new Set(['TodayArticlesResource']);

interface Skeleton {
  items: { id: string; reason: PresentedReason }[];
  bookmark: string | undefined;
}

export function isGridRead(name: string, options: Record<string, unknown>): boolean {
  const grid = Object.hasOwn(GRIDS, name) ? GRIDS[name] : undefined;
  return (grid !== undefined && grid(options)) || WHOLE_ANSWERS.has(name);
}

export async function gridRead(
  ctx: RequestContext,
  name: string,
  options: Record<string, unknown>,
  run: () => Promise<ActionResult>,
): Promise<ActionResult> {
  const { reads } = ctx.app;
  const key = `${name}${ctx.isBot ? ' bot' : ''} ${JSON.stringify(options)}`;
  const sharedKey = `${ctx.viewerId ?? '-'} ${key}`;
  if (WHOLE_ANSWERS.has(name)) {
    const compute = () =>
      reads.shared(sharedKey, async () => {
        const computed = await run();
        // Kept serialised too: a warm answer is sent as it is, not stringified again.
        const answer = { ...computed, json: computed.json ?? JSON.stringify(computed.data) };
        reads.storeSkeleton(ctx.viewerId, key, answer, ctx.readStamp, 'answer');
        return answer;
      });
    const answer = reads.skeletonEntry<ActionResult>(ctx.viewerId, key);
    if (!answer) return compute();
    if (answer.stale) refreshLater(compute);
    return answer.value;
  }
  const compute = () =>
    reads.shared(sharedKey, async () => {
      const result = await run();
      const kind = LISTS.has(name) ? 'list' : 'grid';
      reads.storeSkeleton(ctx.viewerId, key, skeletonOf(result), ctx.readStamp, kind);
      return result;
    });
  const hit = reads.skeletonEntry<Skeleton>(ctx.viewerId, key);
  if (!hit) return compute();
  if (hit.stale) refreshLater(compute);
  // A save keeps its author's grids (feeds/read-invalidation.ts); the home feed leaves out
  // what the viewer saved, so a cached home page re-applies that rule as it hydrates.
  const page = await hydratePinIds(ctx, hit.value.items, {
    gridItems: answersGridItems(name, options),
    leaveOutSaved: name === HOME_FEED,
  });
  // The API sends `json`; only an in-process reader (SSR) builds the objects.
  const result = {
    get data() {
      return page.pins();
    },
    json: page.json,
  } as ActionResult;
  if (hit.value.bookmark !== undefined) result.bookmark = hit.value.bookmark;
  return result;
}

function skeletonOf(result: ActionResult): Skeleton {
  const pins = result.data as Pin[];
  return {
    items: pins.map((p) => ({
      id: p.id,
      reason: {
        recommendation_reason: p.recommendation_reason,
        source_interest: p.source_interest,
      },
    })),
    bookmark: result.bookmark,
  };
}

/**
 * A stale skeleton is served now and recomputed after this answer (one refresh per key at a
 * time): others' new pins arrive on the next page view, and nobody waits for the recompute.
 */
function refreshLater(compute: () => Promise<unknown>): void {
  setImmediate(() => {
    // A failed refresh leaves the stale entry to expire; the next request computes in the open.
    compute().catch(() => undefined);
  });
}
