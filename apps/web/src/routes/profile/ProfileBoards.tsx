// A profile's boards, 25 a page (BoardsResource), with the sort orders and filters of spec 002
// §3. Custom order reads the order the server keeps; dragging to reorder is left for later.
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  ACTIONS,
  BOARD_FILTER_LABELS,
  BOARD_FILTERS,
  BOARD_SORT_LABELS,
  BOARD_SORT_ORDERS,
  PAGE_TEXT,
  PROFILE,
  PROFILE_BOARDS,
  type BoardFilter,
  type BoardSortOrder,
} from '@corkboard/domain';
import { boardsQuery } from '../../api/queries';
import { BoardCard } from '../../components/board-card/BoardCard';
import { QueryError } from '../../components/page-state/PageState';

export function ProfileBoards({ username, isSelf }: { username: string; isSelf: boolean }) {
  const id = useId();
  const [order, setOrder] = useState<BoardSortOrder>('last_pinned_to');
  const [filter, setFilter] = useState<BoardFilter>('NONE');
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useInfiniteQuery(boardsQuery(username, { board_order: order, privacy_filter: filter }));
  // Secret boards are only ever the owner's to see.
  const filters = BOARD_FILTERS.filter((option) => isSelf || option !== 'SECRET');
  const boards = data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="profile-boards" aria-label={PAGE_TEXT.boardsHeading}>
      <div className="boards-controls">
        <label htmlFor={`${id}-sort`}>
          {PROFILE_BOARDS.sortBy}
          <select
            id={`${id}-sort`}
            value={order}
            onChange={(event) => setOrder(event.target.value as BoardSortOrder)}
            data-testid="boards-sort"
          >
            {BOARD_SORT_ORDERS.map((option) => (
              <option key={option} value={option}>
                {BOARD_SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-filter`}>
          {PROFILE_BOARDS.filter}
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as BoardFilter)}
            data-testid="boards-filter"
          >
            {filters.map((option) => (
              <option key={option} value={option}>
                {BOARD_FILTER_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {order === 'custom' ? <p className="field-hint">{PROFILE_BOARDS.customOrderSoon}</p> : null}
      {isPending ? null : !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : boards.length === 0 ? (
        <p className="feed-empty">{PROFILE.nothingSaved}</p>
      ) : (
        <div className="board-grid" data-testid="profile-boards">
          {boards.map((board) => (
            <BoardCard key={board.id} board={board} />
          ))}
        </div>
      )}
      {hasNextPage ? (
        <div className="feed-more">
          <button
            type="button"
            className="btn btn-grey"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {ACTIONS.loadMore}
          </button>
        </div>
      ) : null}
    </section>
  );
}
