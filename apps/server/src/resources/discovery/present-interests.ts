// Presents many interests with follower counts, the viewer's follows and cover images, in a
// fixed number of batched queries.
import type { Interest } from '@corkboard/contracts';
import { defaultSurface, type DiscoverySurface, type InterestKind } from '@corkboard/domain';
import type { RequestContext } from '../../app/context';
import { presentInterest } from '../../present/interests';
import type { InterestRow } from '../../storage/interests-store';
import { idString } from '../../storage/row-mapping';

export async function presentInterests(
  ctx: RequestContext,
  rows: InterestRow[],
  surface: DiscoverySurface | null,
): Promise<Interest[]> {
  if (rows.length === 0) return [];
  const { stores } = ctx.app;
  const ids = rows.map((r) => idString(r.id));
  // Covers per surface: an interest asked without one shows its kind's own surface.
  const bySurface = new Map<DiscoverySurface, string[]>();
  for (const r of rows) {
    const s = surface ?? defaultSurface(r.kind as InterestKind);
    bySurface.set(s, [...(bySurface.get(s) ?? []), idString(r.id)]);
  }
  const [counts, followed, ...coverMaps] = await Promise.all([
    stores.interests.followerCounts(ids),
    ctx.viewerId ? stores.interests.followedBy(ctx.viewerId, ids) : new Set<string>(),
    ...[...bySurface].map(([s, list]) => stores.interests.coverSignatures(list, s, ctx.viewerId)),
  ]);
  const covers = new Map<string, string>();
  for (const m of coverMaps) for (const [k, v] of m) covers.set(k, v);
  const images = await stores.images.bySignatures([...covers.values()]);
  return rows.map((row) => {
    const id = idString(row.id);
    const signature = covers.get(id);
    return presentInterest({
      row,
      surface,
      followerCount: counts.get(id) ?? 0,
      followedByMe: followed.has(id),
      cover: signature ? images.get(signature) : undefined,
      isBot: ctx.isBot,
    });
  });
}

/** One interest, presented like a list of one. */
export async function presentOneInterest(
  ctx: RequestContext,
  row: InterestRow,
  surface: DiscoverySurface | null,
): Promise<Interest> {
  const [interest] = await presentInterests(ctx, [row], surface);
  return interest!;
}
