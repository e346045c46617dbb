// Query definitions shared by the server's prefetch and the client. Every key is
// ['resource', name, options], so the server can read what to fetch from the key itself and
// the client finds the prefetched data under the same key after hydration.
import {
  QueryClient,
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
} from '@tanstack/react-query';
import { BOOKMARK_END, PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import type { Board, Pin, User } from '@corkboard/contracts';
import {
  getResource,
  getResourcePage,
  isApiError,
  type GetData,
  type ResourceName,
  type ResourceOptions,
  type ResourcePage,
} from './client';

export type ResourceKey = readonly ['resource', ResourceName, ResourceOptions];

export function resourceKey(name: ResourceName, options: ResourceOptions): ResourceKey {
  return ['resource', name, options];
}

/** The next cursor of a list page, or undefined at `-end-` (API.md §1 "Lists and paging"). */
export function nextBookmark(bookmark: string | undefined): string | undefined {
  return bookmark && bookmark !== BOOKMARK_END ? bookmark : undefined;
}

/** The options of the page after `bookmark`. */
export function pageOptions(options: ResourceOptions, bookmark: string | null): ResourceOptions {
  return bookmark ? { ...options, bookmarks: [bookmark] } : options;
}

export function singleQuery<N extends ResourceName>(name: N, options: ResourceOptions) {
  return queryOptions({
    queryKey: resourceKey(name, options),
    queryFn: ({ signal }) => getResource(name, options, signal),
  });
}

/** A list resource read page by page; the data is InfiniteData of ResourcePage<T[]>. */
export function feedQuery<T>(name: ResourceName, options: ResourceOptions) {
  return infiniteQueryOptions({
    queryKey: resourceKey(name, options),
    queryFn: ({ pageParam, signal }) =>
      getResourcePage<T[]>(name, pageOptions(options, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ResourcePage<T[]>) => nextBookmark(last.bookmark),
    // A feed is read once per page load: refetching would replace cards under the reader.
    staleTime: Infinity,
  });
}

export type SingleQuery<N extends ResourceName> = ReturnType<typeof singleQuery<N>>;
export type FeedQuery<T> = ReturnType<typeof feedQuery<T>>;
export type FeedData<T> = InfiniteData<ResourcePage<T[]>, string | null>;

export const homeFeedQuery = () =>
  feedQuery<Pin>('UserHomefeedResource', { page_size: PAGE_SIZE_DEFAULT });
export const pinQuery = (id: string) => singleQuery('PinResource', { id });
export const boardQuery = (username: string, slug: string) =>
  singleQuery('BoardResource', { username, slug });
export const boardFeedQuery = (boardId: string) =>
  feedQuery<Pin>('BoardFeedResource', { board_id: boardId });
export const userQuery = (username: string) => singleQuery('UserResource', { username });
export const boardsQuery = (username: string) => feedQuery<Board>('BoardsResource', { username });
export const userSavedQuery = (username: string) =>
  feedQuery<Pin>('UserSavedResource', { username });
export const userPinsQuery = (username: string) => feedQuery<Pin>('UserPinsResource', { username });

/** One demo pin of the cards gallery (`DevCardsResource get {}`, demo and development only). */
export type DevCard = GetData<'DevCardsResource'>[number];
export const devCardsQuery = () => singleQuery('DevCardsResource', {});

/** `UserResource get {username}` answers a public user (never the viewer's private fields). */
export type ProfileUser = Exclude<GetData<'UserResource'>, null> & User;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // 4xx answers are final; retry only the server's own failures and the network, once.
        retry: (failures, error) =>
          failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
