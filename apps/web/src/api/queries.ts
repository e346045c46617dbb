// Query definitions shared by the server's prefetch and the client. Every key is
// ['resource', name, options], so the server can read what to fetch from the key itself and
// the client finds the prefetched data under the same key after hydration.
import {
  QueryClient,
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import {
  BOOKMARK_END,
  GRID_ITEM_FIELD_SET,
  PAGE_SIZE_DEFAULT,
  type BoardFilter,
  type BoardSortOrder,
  type UserStateName,
} from '@corkboard/domain';
import type { GridItemRead, Pin, User } from '@corkboard/contracts';
import {
  getFeedPage,
  getResource,
  isApiError,
  type FeedItem,
  type FeedResource,
  type GetData,
  type GetOptions,
  type ReadableResource,
  type ResourcePage,
} from './client';

/** The key of a read: the resource, then its options exactly as sent. */
export type ResourceKey<N extends ReadableResource = ReadableResource> = readonly [
  'resource',
  N,
  GetOptions<N>,
];

/** A key of any read, its name and options kept together (the name narrows the options). */
export type AnyResourceKey = { [N in ReadableResource]: ResourceKey<N> }[ReadableResource];

/**
 * The read a cached query's key names, or null for a key of something else. Every key that
 * starts with 'resource' is made by `resourceKey`, so its name and options belong together.
 */
export function resourceKeyOf(queryKey: QueryKey): AnyResourceKey | null {
  const [scope, name, options] = queryKey;
  if (scope !== 'resource' || typeof name !== 'string') return null;
  if (typeof options !== 'object' || options === null) return null;
  return queryKey as AnyResourceKey;
}

export function resourceKey<N extends ReadableResource>(
  name: N,
  options: GetOptions<N>,
): ResourceKey<N> {
  return ['resource', name, options];
}

/** The next cursor of a list page, or undefined at `-end-` (docs/API.md §1 "Lists and paging"). */
export function nextBookmark(bookmark: string | undefined): string | undefined {
  return bookmark && bookmark !== BOOKMARK_END ? bookmark : undefined;
}

/** The options of the page after `bookmark`. */
export function pageOptions<O extends object>(options: O, bookmark: string | null): O {
  return bookmark ? { ...options, bookmarks: [bookmark] } : options;
}

export function singleQuery<N extends ReadableResource>(name: N, options: GetOptions<N>) {
  return queryOptions({
    queryKey: resourceKey(name, options),
    queryFn: ({ signal }) => getResource(name, options, signal),
  });
}

/**
 * A list read page by page; the data is InfiniteData of ResourcePage<T[]>. `T` is the
 * contract's item type (search names the one its scope answers).
 */
export function feedQuery<N extends FeedResource, T extends FeedItem<N> = FeedItem<N>>(
  name: N,
  options: GetOptions<N>,
): FeedQuery<T> {
  return pagedQuery(resourceKey(name, options), (bookmark, signal) =>
    getFeedPage<N, T>(name, pageOptions(options, bookmark), signal),
  );
}

/**
 * A grid of pins, asked as grid items (`field_set_key: "grid_item"`: the compact pins of
 * docs/API.md §2); the client expands them back to Pins as they arrive (client.ts appData).
 */
export function pinGridQuery<N extends GridItemRead>(name: N, options: GetOptions<N>) {
  const asked: GetOptions<GridItemRead> = {
    ...(options as GetOptions<GridItemRead>),
    field_set_key: GRID_ITEM_FIELD_SET,
  };
  return feedQuery<GridItemRead, Pin>(name, asked);
}

function pagedQuery<T>(
  queryKey: ResourceKey,
  fetchPage: (bookmark: string | null, signal: AbortSignal) => Promise<ResourcePage<T[]>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ResourcePage<T[]>) => nextBookmark(last.bookmark),
    // A feed is read once per page load: refetching would replace cards under the reader.
    staleTime: Infinity,
  });
}

export type SingleQuery<N extends ReadableResource> = ReturnType<typeof singleQuery<N>>;
/** A list query whose items are T, whichever resource it reads. */
export type FeedQuery<T> = ReturnType<typeof pagedQuery<T>>;
export type FeedData<T> = InfiniteData<ResourcePage<T[]>, string | null>;

export const homeFeedQuery = () =>
  pinGridQuery('UserHomefeedResource', { page_size: PAGE_SIZE_DEFAULT });
export const pinQuery = (id: string) => singleQuery('PinResource', { id });
export const boardQuery = (username: string, slug: string) =>
  singleQuery('BoardResource', { username, slug });
/** A board's pins, or one section's (`BoardFeedResource get {board_id, section_id?}`). */
export const boardFeedQuery = (boardId: string, sectionId?: string | null) =>
  pinGridQuery(
    'BoardFeedResource',
    sectionId ? { board_id: boardId, section_id: sectionId } : { board_id: boardId },
  );
export const boardByIdQuery = (boardId: string) =>
  singleQuery('BoardResource', { board_id: boardId });
export const userQuery = (username: string) => singleQuery('UserResource', { username });
/** Profile boards options (reqs 002-3.03, 002-3.04, 002-3.15); left out when server defaults. */
export interface BoardsListOptions {
  board_order?: BoardSortOrder;
  privacy_filter?: BoardFilter;
}

/**
 * A user's boards, 25 a page (req 002-7.05). With the default order (last_pinned_to) and filter
 * (NONE) the key is `{username}`: the one the server prefetches and the board picker shares.
 */
export const boardsQuery = (username: string, options: BoardsListOptions = {}) => {
  const extra: BoardsListOptions = {};
  if (options.board_order && options.board_order !== 'last_pinned_to') {
    extra.board_order = options.board_order;
  }
  if (options.privacy_filter && options.privacy_filter !== 'NONE') {
    extra.privacy_filter = options.privacy_filter;
  }
  return feedQuery('BoardsResource', { username, ...extra });
};
/** A board's collaborators and, for its members, open invitations. */
export const collaboratorsQuery = (boardId: string) =>
  singleQuery('BoardCollaboratorsResource', { board_id: boardId });
/** The signed-in viewer's open board invitations. */
export const invitesQuery = () => singleQuery('BoardInvitesResource', {});
export const userStateQuery = (state: UserStateName) => singleQuery('UserStateResource', { state });
export const userSavedQuery = (username: string) => pinGridQuery('UserSavedResource', { username });
export const userPinsQuery = (username: string) => pinGridQuery('UserPinsResource', { username });

/** One demo pin of the cards gallery (`DevCardsResource get {}`, demo and development only). */
export type DevCard = GetData<'DevCardsResource'>[number];
export const devCardsQuery = () => singleQuery('DevCardsResource', {});
/** The cookie choice that counts for this browser (/settings/; issue 16). */
export const cookieConsentQuery = () => singleQuery('CookieConsentResource', {});
/** The signed-in person's sessions (/settings/; issue 16). */
export const sessionsQuery = () => singleQuery('UserSessionsResource', {});
/** The signed-in person's address and whether it is verified (/settings/; issue 16). */
export const emailCheckQuery = () => singleQuery('EmailVerificationResource', {});
/** The signed-in person's onboarding (/onboarding/; issue 16). */
export const onboardingQuery = () => singleQuery('UserOnboardingResource', {});
/** What a password reset link can still do (/pw/{username}/; issue 16). */
export const resetLinkQuery = (username: string, token: string) =>
  singleQuery('PasswordResetResource', { username, token });

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
