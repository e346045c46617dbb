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

/** The grid reads (answering a page of pins), and for which options. */
const GRIDS: Readonly<Record<string, (options: Record<string, unknown>) => boolean>> = {
  UserHomefeedResource: () => true,
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
  if (WHOLE_ANSWERS.has(name)) {
    const answer = reads.skeleton<ActionResult>(ctx.viewerId, key);
    if (answer) return answer;
    const computed = await reads.shared(`${ctx.viewerId ?? '-'} ${key}`, run);
    reads.storeSkeleton(ctx.viewerId, key, computed, ctx.readStamp);
    return computed;
  }
  const hit = reads.skeleton<Skeleton>(ctx.viewerId, key);
  if (hit) {
    const page = await hydratePinIds(ctx, hit.items, answersGridItems(name, options));
    // The API sends `json`; only an in-process reader (SSR) builds the objects.
    const result = {
      get data() {
        return page.pins();
      },
      json: page.json,
    } as ActionResult;
    if (hit.bookmark !== undefined) result.bookmark = hit.bookmark;
    return result;
  }
  const result = await reads.shared(`${ctx.viewerId ?? '-'} ${key}`, run);
  const pins = result.data as Pin[];
  const skeleton: Skeleton = {
    items: pins.map((p) => ({
      id: p.id,
      reason: {
        recommendation_reason: p.recommendation_reason,
        source_interest: p.source_interest,
      },
    })),
    bookmark: result.bookmark,
  };
  reads.storeSkeleton(ctx.viewerId, key, skeleton, ctx.readStamp, LISTS.has(name));
  return result;
}
