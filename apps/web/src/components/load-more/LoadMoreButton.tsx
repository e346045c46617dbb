// "Load more" under a paged list that is not a masonry feed (boards, people): shown while the
// list has a next page, disabled while it loads.
import { ACTIONS } from '@corkboard/domain';

export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}) {
  if (!hasNextPage) return null;
  return (
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
  );
}
