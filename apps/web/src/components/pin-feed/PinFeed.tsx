// An endless grid of pins from a list resource: the first page comes from the server's
// prefetch, the next ones as the reader nears the end.
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Pin } from '@corkboard/contracts';
import { ACTIONS, PAGE_TEXT, type PinCardModel } from '@corkboard/domain';
import type { FeedQuery } from '../../api/queries';
import { useHiddenPins } from '../../feedback/feedback-store';
import { useApp } from '../../state/app-context';
import { Masonry } from '../masonry/Masonry';
import { firstScreenItems } from '../masonry/masonry-layout';
import { PinCard } from '../pin-card/PinCard';
import { gridSurface, useCardContext, type GridPage } from '../pin-card/card-context';
import { cachedCardModel, cardSize, contextKey } from '../pin-card/card-models';
import { FeedLoading, QueryError } from '../page-state/PageState';

export interface PinFeedProps {
  query: FeedQuery<Pin>;
  label: string;
  empty: string;
  /** Which grid this is: it decides the cards' surface. */
  page: GridPage;
  /**
   * How many items from the start are on the first screen: their images load at once at high
   * priority, every later one lazily. 0 for a grid below something that fills the first screen
   * (a closeup's related pins).
   */
  firstScreen?: number;
}

export function PinFeed({
  query,
  label,
  empty,
  page,
  firstScreen = firstScreenItems(),
}: PinFeedProps) {
  const { viewer } = useApp();
  const ctx = useCardContext(gridSurface(page, viewer !== null));
  // Pins the viewer hid in this visit leave the grid at once (and come back on undo).
  const hidden = useHiddenPins();
  const {
    data,
    error,
    isPending,
    isError,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError: nextPageFailed,
    fetchNextPage,
    refetch,
  } = useInfiniteQuery(query);

  // A page of pins that arrives (the first one after a client-side navigation or below a
  // closeup, the next ones while scrolling) and a changed card context (the touch screen the
  // server did not guess) are rendered in the background: React Query announces new data in a
  // synchronous render, and deciding and rendering 25 cards in it was one long task (about
  // 120 ms on a phone). Deferred, the urgent render keeps the grid as it was and a
  // transition renders the new cards, yielding between them. Hydration renders the server's
  // data at once (a deferred value starts as the value itself).
  const pages = useDeferredValue(data?.pages);
  const cardCtx = useDeferredValue(ctx);

  const models = useMemo(() => {
    const key = contextKey(cardCtx);
    const seen = new Set<string>();
    const out: PinCardModel[] = [];
    for (const result of pages ?? []) {
      for (const pin of result.data) {
        if (seen.has(pin.id) || hidden.has(pin.id)) continue;
        seen.add(pin.id);
        out.push(cachedCardModel(pin, cardCtx, key));
      }
    }
    return out;
  }, [pages, cardCtx, hidden]);
  const sizes = useMemo(() => models.map(cardSize), [models]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !nextPageFailed) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage]);

  // The first page has come but its cards are still rendering in the background.
  if (isPending || (data && !pages)) return <FeedLoading />;
  if (isError && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (models.length === 0) return <p className="feed-empty">{empty}</p>;

  return (
    <>
      <Masonry
        items={models}
        sizes={sizes}
        label={label}
        getKey={(model) => model.id}
        renderItem={(model, index) => <PinCard model={model} eager={index < firstScreen} />}
        onNearEnd={loadMore}
      />
      <div className="feed-more" role="status">
        {isFetchingNextPage ? (
          <>
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{PAGE_TEXT.loadingMore}</span>
          </>
        ) : nextPageFailed ? (
          <>
            {PAGE_TEXT.loadMoreFailed}
            <button type="button" className="btn btn-grey" onClick={() => void fetchNextPage()}>
              {ACTIONS.tryAgain}
            </button>
          </>
        ) : null}
      </div>
    </>
  );
}
