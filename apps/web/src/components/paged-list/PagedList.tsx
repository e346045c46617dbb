// A paged list that is not a masonry feed (news, conversations): a spinner until the first page,
// the error with Retry, the empty line, else the items and "Load more". One clock for the whole
// list, read once, so the ages it writes do not tick while someone reads.
import { useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedQuery } from '../../api/queries';
import { LoadMoreButton } from '../load-more/LoadMoreButton';
import { QueryError } from '../page-state/PageState';

export function PagedList<T>(props: {
  query: FeedQuery<T>;
  empty: string;
  testId: string;
  item: (item: T, now: number) => ReactNode;
  /** The list's class (its look): the news hub's rows unless told. */
  className?: string;
  label?: string;
}) {
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useInfiniteQuery(
    props.query,
  );
  const [now] = useState(() => Date.now());
  if (!data) {
    if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
    return <div className="feed-status" role="status" />;
  }
  const items = data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    return (
      <p className="feed-empty" data-testid={`${props.testId}-empty`}>
        {props.empty}
      </p>
    );
  }
  return (
    <>
      <ul
        className={props.className ?? 'news-list'}
        aria-label={props.label}
        data-testid={`${props.testId}-list`}
      >
        {items.map((item) => props.item(item, now))}
      </ul>
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </>
  );
}
