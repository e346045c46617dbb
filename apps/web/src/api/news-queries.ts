// The news hub (issue 16): its list, page by page, and the unread badge of the header and the
// phone's bottom bar, read again every minute and whenever the tab comes back.
import type { NewsItem } from '@corkboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getResource } from './client';
import { feedQuery, resourceKey } from './queries';

export const newsQuery = () => feedQuery<'NewsHubResource', NewsItem>('NewsHubResource', {});

export const newsBadgeQuery = () =>
  queryOptions({
    queryKey: resourceKey('NewsHubBadgeResource', {}),
    queryFn: ({ signal }) => getResource('NewsHubBadgeResource', {}, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
