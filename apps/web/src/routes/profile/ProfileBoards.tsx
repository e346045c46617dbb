// A profile's boards, 25 a page (BoardsResource, req 002-7.05), with the sort orders and
// filters of spec 002 §3 (reqs 002-3.03, 002-3.04). In custom order the owner drags boards to
// reorder them (board-reorder.ts; on a touch screen press, hold and drag: use-touch-reorder.ts).
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  BOARD_FILTER_LABELS,
  BOARD_FILTERS,
  BOARD_SORT_LABELS,
  BOARD_SORT_ORDERS,
  type BoardFilter,
  type BoardSortOrder,
  PROFILE,
  PROFILE_BOARDS,
  PROFILE_PAGE,
} from '@corkboard/domain';
import { boardsQuery } from '../../api/queries';
import { useBoardReorder } from './board-reorder';
import { useTouchReorder } from './use-touch-reorder';
import { BoardCard } from '../../components/board-card/BoardCard';
import { QueryError } from '../../components/page-state/PageState';
import { LoadMoreButton } from '../../components/load-more/LoadMoreButton';

export function ProfileBoards({
  username,
  userId,
  isSelf,
}: {
  username: string;
  userId: string;
  isSelf: boolean;
}) {
  const id = useId();
  const [order, setOrder] = useState<BoardSortOrder>('last_pinned_to');
  const [filter, setFilter] = useState<BoardFilter>('NONE');
  const query = boardsQuery(username, { board_order: order, privacy_filter: filter });
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useInfiniteQuery(query);
  // Secret boards are only ever the owner's to see.
  const filters = BOARD_FILTERS.filter((option) => isSelf || option !== 'SECRET');
  const boards = data?.pages.flatMap((page) => page.data) ?? [];
  const reorderable = isSelf && order === 'custom' && filter === 'NONE';
  const reorder = useBoardReorder(query.queryKey, boards, userId, reorderable);
  const ids = boards.map((board) => board.id);
  const { attachGrid, ...touch } = useTouchReorder(ids, reorder.ownIds, reorder.move, reorderable);
  return (
    <section className="profile-boards" aria-label={PROFILE_PAGE.boardsHeading}>
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
      {reorderable ? <p className="field-hint">{PROFILE_BOARDS.dragToReorder}</p> : null}
      {isPending ? null : !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : boards.length === 0 ? (
        <p className="feed-empty">{PROFILE.nothingSaved}</p>
      ) : (
        <div className="board-grid" data-testid="profile-boards" ref={attachGrid}>
          {touch.arrange(boards).map((board) => {
            const tile = reorder.tileProps(board);
            return tile ? (
              <div
                key={board.id}
                className="board-tile-movable"
                data-dragging={reorder.draggingId === board.id || undefined}
                data-lifted={touch.liftedId === board.id || undefined}
                data-testid="movable-board"
                {...tile}
                {...touch.tileProps(board.id)}
              >
                <BoardCard board={board} />
              </div>
            ) : (
              <BoardCard key={board.id} board={board} />
            );
          })}
        </div>
      )}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </section>
  );
}
