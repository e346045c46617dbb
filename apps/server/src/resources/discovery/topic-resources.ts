// Interests and their pages (spec 002 §2.1 "Discovery", req 002-2.22; 000-2.09, 000-7.14;
// docs/API.md §3):
// - `TopicResource get {url_name} | {interest_id}, surface?` → the interest;
// - `TopicFeedResource get {url_name} | {interest_id}, surface?, bookmarks?` (ours) → its grid
//   on /topics/, /ideas/, /videos/ (video pins) or /shopping/ (products), newest first;
// - `InterestsResource get {surface?}` (ours) → a hub's interests, by url_name, keyset-paged;
// - `InterestFollowResource create|delete {interest_id}` → the interest as it now stands.
import { resourceSchemas } from '@corkboard/contracts';
import {
  defaultSurface,
  DISCOVERY_ERRORS,
  PAGE_SIZE_DEFAULT,
  type DiscoverySurface,
  type InterestKind,
} from '@corkboard/domain';
import type { RequestContext } from '../../app/context';
import { followInterest, unfollowInterest } from '../../commands/follow-interest';
import { topicPage } from '../../feeds/discovery-feeds';
import { decodeBookmark, isIdPosition, pageOf } from '../../http/bookmarks';
import { AppError } from '../../http/errors';
import { signedInViewer } from '../../policy/signed-in';
import type { InterestRow } from '../../storage/interests-store';
import { action } from '../define';
import { presentInterests, presentOneInterest } from './present-interests';

async function loadInterest(
  ctx: RequestContext,
  key: { url_name: string } | { interest_id: string },
): Promise<InterestRow> {
  const { interests } = ctx.app.stores;
  const row =
    'url_name' in key
      ? await interests.byUrlName(key.url_name)
      : await interests.byId(key.interest_id);
  if (!row) throw new AppError('not_found', DISCOVERY_ERRORS.interestNotFound);
  return row;
}

const isUrlNamePosition = (value: unknown): value is { u: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { u?: unknown }).u === 'string' &&
  (value as { u: string }).u.length <= 100;

export const TopicResource = {
  get: action(resourceSchemas.TopicResource.get, async (ctx, options) => {
    const row = await loadInterest(ctx, options);
    return { data: await presentOneInterest(ctx, row, options.surface ?? null) };
  }),
};

export const TopicFeedResource = {
  get: action(resourceSchemas.TopicFeedResource.get, async (ctx, options) => {
    const row = await loadInterest(ctx, options);
    const surface: DiscoverySurface = options.surface ?? defaultSurface(row.kind as InterestKind);
    const after = decodeBookmark(options.bookmarks, isIdPosition);
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const page = await topicPage(ctx, row, surface, limit, after?.id ?? null);
    return { data: page.pins, bookmark: page.bookmark };
  }),
};

export const InterestsResource = {
  get: action(resourceSchemas.InterestsResource.get, async (ctx, options) => {
    const surface = options.surface ?? 'ideas';
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const after = decodeBookmark(options.bookmarks, isUrlNamePosition);
    const rows = await ctx.app.stores.interests.forSurface(surface, after?.u ?? null, limit + 1);
    const page = pageOf(rows, limit, (last) => ({ u: last.url_name }));
    return { data: await presentInterests(ctx, page.rows, surface), bookmark: page.bookmark };
  }),
};

export const InterestFollowResource = {
  create: action(resourceSchemas.InterestFollowResource.create, async (ctx, options) => {
    const row = await followInterest(ctx.app, signedInViewer(ctx), options.interest_id);
    return { data: await presentOneInterest(ctx, row, null) };
  }),
  delete: action(resourceSchemas.InterestFollowResource.delete, async (ctx, options) => {
    const row = await unfollowInterest(ctx.app, signedInViewer(ctx), options.interest_id);
    return { data: await presentOneInterest(ctx, row, null) };
  }),
};
