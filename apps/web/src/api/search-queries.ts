// The search queries (issue 6): results of one scope, page by page, and the typeahead. The
// server prefetches the results under the same key the page reads.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Board, SearchUser } from '@corkboard/contracts';
import type { SearchScope } from '@corkboard/domain';
import { getResource } from './client';
import { feedQuery, pinGridQuery, resourceKey } from './queries';

const options = (scope: SearchScope, query: string) => ({ query, scope });

// The scope decides which of the contract's three lists answers: each query names its own.
export const searchPinsQuery = (scope: SearchScope, query: string) =>
  pinGridQuery('BaseSearchResource', options(scope, query));
export const searchBoardsQuery = (query: string) =>
  feedQuery<'BaseSearchResource', Board>('BaseSearchResource', options('boards', query));
export const searchUsersQuery = (query: string) =>
  feedQuery<'BaseSearchResource', SearchUser>('BaseSearchResource', options('users', query));

/** The header's suggestions for what is typed; the last answer stays while the next loads. */
export const typeaheadQuery = (query: string) =>
  queryOptions({
    queryKey: resourceKey('SearchTypeaheadResource', { query }),
    queryFn: ({ signal }) => getResource('SearchTypeaheadResource', { query }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
