// Feed step 2 and 4: hydrate a page of pin rows in a fixed number of batched queries (no N+1),
// then present them. Rows whose relations vanished are dropped.
import type { Pin } from '@corkboard/contracts';
import { isRecommendable } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { collectSignatures } from '../present/images';
import { presentPin, type PinRecommendation } from '../present/pins';
import type { PinRow } from '../storage/pins-store';
import { fromJson, idString } from '../storage/row-mapping';

export async function hydratePins(
  ctx: RequestContext,
  rows: PinRow[],
  recommendations?: Map<string, PinRecommendation>,
): Promise<Pin[]> {
  if (rows.length === 0) return [];
  const { stores } = ctx.app;
  const saved = ctx.viewerId
    ? await stores.pins.savedCopies(
        ctx.viewerId,
        rows.map((r) => idString(r.origin_pin_id ?? r.id)),
      )
    : new Map<string, { local_pin_id: string; board_id: string }>();
  const boards = await stores.boards.byIds([
    ...rows.map((r) => idString(r.board_id)),
    ...[...saved.values()].map((s) => s.board_id),
    ...[...(recommendations?.values() ?? [])].flatMap((r) => (r.board_id ? [r.board_id] : [])),
  ]);
  const userIds: string[] = [];
  const signatures: string[] = [];
  for (const r of rows) {
    userIds.push(idString(r.pinner_id));
    if (r.native_creator_id !== null) userIds.push(idString(r.native_creator_id));
    if (r.promoter_id !== null) userIds.push(idString(r.promoter_id));
    const sponsor = fromJson<{ sponsor_id?: string | null }>(r.sponsorship)?.sponsor_id;
    if (sponsor) userIds.push(sponsor);
    signatures.push(r.image_signature);
    for (const nested of [r.carousel_data, r.story_pin_data, r.collection_pin]) {
      collectSignatures(fromJson(nested), signatures);
    }
  }
  for (const b of boards.values()) userIds.push(idString(b.owner_id));
  // The users query also says who a block separates from the viewer (no query of its own).
  const [{ users, separated }, images] = await Promise.all([
    stores.users.byIdsSeenBy(userIds, ctx.viewerId),
    stores.images.bySignatures(signatures),
  ]);
  const hydration = {
    boards,
    users,
    separated,
    images,
    saved,
    viewerId: ctx.viewerId,
    isBot: ctx.isBot,
    ...(recommendations ? { recommendations } : {}),
  };
  return rows.map((r) => presentPin(r, hydration)).filter((p): p is Pin => p !== null);
}

/**
 * Hydration for the surfaces that recommend (home feed, related pins, more ideas, topic pages,
 * today covers, public search scopes), with their rule: never a deleted idea pin (domain
 * isRecommendable). The caller's bookmark is the skeleton's, so a pin left out still moves it.
 */
export async function hydrateRecommendable(
  ctx: RequestContext,
  rows: PinRow[],
  recommendations?: Map<string, PinRecommendation>,
): Promise<Pin[]> {
  return (await hydratePins(ctx, rows, recommendations)).filter(isRecommendable);
}
