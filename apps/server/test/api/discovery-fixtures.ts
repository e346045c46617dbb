// Helpers of the discovery API tests (issue 6): interests, tagging, saves and reading feeds.
import type { AppContext } from '../../src/app/context';
import { slugify } from '@corkboard/domain';
import type { ApiAnswer, ApiClient } from './client';
import { createPin } from './factories';

export interface FeedPin {
  id: string;
  pinner: { id: string };
  board: { id: string; name: string };
  recommendation_reason: {
    reason: string;
    reason_id: string | null;
    board: { id: string; name: string } | null;
  } | null;
  source_interest: { id: string; name: string; url_name: string } | null;
}

export async function createInterest(
  ctx: AppContext,
  name: string,
  kind: 'topic' | 'category' = 'topic',
) {
  const url_name = `${slugify(name)}-${Math.random().toString(36).slice(2, 6)}`;
  const id = await ctx.stores.interests.ensure({ name, url_name, kind, at: Date.now() });
  ctx.readCache.invalidate();
  return { id, name, url_name, kind };
}

export async function tag(ctx: AppContext, pinId: string, ...interests: { id: string }[]) {
  await ctx.stores.interests.tag(
    pinId,
    interests.map((i) => i.id),
  );
  ctx.readCache.invalidate();
}

/** A save (repin) of `originId` by `userId` to `board`, as RepinResource stores it. */
export async function savePin(
  ctx: AppContext,
  board: { id: string; privacy: string },
  userId: string,
  originId: string,
) {
  return createPin(ctx, board, userId, { origin_pin_id: originId });
}

export const pinsOf = (res: ApiAnswer) => res.body.resource_response.data as FeedPin[];

/** Every page of a feed, by following its bookmarks (page by page, as a client does). */
export async function allPages(
  api: ApiClient,
  name: string,
  options: Record<string, unknown>,
  pageSize: number,
): Promise<{ pins: FeedPin[]; pages: number }> {
  const pins: FeedPin[] = [];
  let bookmarks: string[] | undefined;
  let pages = 0;
  for (let guard = 0; guard < 200; guard += 1) {
    const res = await api.get(name, {
      ...options,
      page_size: pageSize,
      ...(bookmarks ? { bookmarks } : {}),
    });
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${res.raw}`);
    pins.push(...pinsOf(res));
    pages += 1;
    const bookmark = res.body.resource_response.bookmark;
    if (!bookmark || bookmark === '-end-') break;
    bookmarks = [bookmark];
  }
  return { pins, pages };
}

export const reasonOf = (pins: FeedPin[], id: string) =>
  pins.find((p) => p.id === id)?.recommendation_reason ?? null;

/** Sets columns the factories leave at their defaults (domain, video, product flags). */
export async function setPin(
  ctx: AppContext,
  pinId: string,
  fields: { domain?: string | null; is_video?: number; is_shoppable?: number },
) {
  await ctx.storage.db.updateTable('pins').set(fields).where('id', '=', pinId).execute();
  ctx.readCache.invalidate();
}
