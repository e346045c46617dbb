// The news hub (issue 16, `/notifications/`): `NewsHubResource` (the viewer's news, newest
// first, 25 a page) and `NewsHubBadgeResource` (how much is unread; `update` marks it all read
// when the hub is opened). Each page: one read per kind of news (storage/news-store.ts), merged
// by the domain's order, then presented with one batched read per thing it names.
import { resourceSchemas } from '@corkboard/contracts';
import {
  isStorableId,
  mergeNews,
  NEWS_BADGE_MAX,
  NEWS_PAGE_SIZE,
  type NewsPosition,
} from '@corkboard/domain';
import type { RequestContext } from '../../app/context';
import { decodeBookmark, pageOf } from '../../http/bookmarks';
import { signedInViewer } from '../../policy/signed-in';
import { presentNews } from '../../present/news';
import { inTransaction } from '../../storage/transaction';
import { action } from '../define';

const isNewsPosition = (value: unknown): value is NewsPosition => {
  const p = value as Partial<NewsPosition> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    Number.isSafeInteger(p.at) &&
    Number.isSafeInteger(p.rank) &&
    (p.rank as number) >= 0 &&
    isStorableId(p.id)
  );
};

export const NewsHubResource = {
  get: action(resourceSchemas.NewsHubResource.get, async (ctx, options) => {
    const viewerId = signedInViewer(ctx);
    const { stores } = ctx.app;
    const limit = options.page_size ?? NEWS_PAGE_SIZE;
    const after = decodeBookmark(options.bookmarks, isNewsPosition);
    const [sources, seenAt] = await Promise.all([
      stores.news.sources(viewerId, { after, since: null, limit: limit + 1 }),
      stores.news.seenAt(viewerId),
    ]);
    const page = pageOf(mergeNews(sources, limit + 1), limit, (last) => ({
      at: last.at,
      rank: last.rank,
      id: last.id,
    }));
    return {
      data: await presentNews(stores, viewerId, page.rows, seenAt),
      bookmark: page.bookmark,
    };
  }),
};

async function unreadCount(ctx: RequestContext, viewerId: string): Promise<number> {
  const { stores } = ctx.app;
  const since = await stores.news.seenAt(viewerId);
  // Counted up to the badge's cap: "99+" needs no more.
  const sources = await stores.news.sources(viewerId, {
    after: null,
    since,
    limit: NEWS_BADGE_MAX + 1,
  });
  return Math.min(
    NEWS_BADGE_MAX + 1,
    sources.reduce((n, rows) => n + rows.length, 0),
  );
}

export const NewsHubBadgeResource = {
  get: action(resourceSchemas.NewsHubBadgeResource.get, async (ctx) => {
    const viewerId = signedInViewer(ctx);
    return { data: { unread_count: await unreadCount(ctx, viewerId) } };
  }),
  update: action(resourceSchemas.NewsHubBadgeResource.update, async (ctx) => {
    const viewerId = signedInViewer(ctx);
    const at = ctx.app.now();
    await inTransaction(ctx.app.storage, (stores) => stores.news.markSeen(viewerId, at));
    return { data: { unread_count: 0 } };
  }),
};
