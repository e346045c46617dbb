// An endless grid of pins from a list resource: the first page comes from the server's
// prefetch, the next ones as the reader nears the end.
import { useCallback, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Pin } from '@corkboard/contracts';
import { ACTIONS, PAGE_TEXT } from '@corkboard/domain';
import type { FeedQuery } from '../../api/queries';
import { useApp } from '../../state/app-context';
import { Masonry } from '../masonry/Masonry';
import { MAX_COLUMNS } from '../masonry/masonry-layout';
import { PinCard } from '../pin-card/PinCard';
import {
  pinCardModel,
  pinCardSize,
  type PinCardModel,
  type PinCardViewer,
} from '../pin-card/pin-card-model';
import { QueryError } from '../page-state/PageState';

// Models are cached per wire pin object: appending a page keeps earlier pins (and their memoised
// cards) as they are. One cache per viewer kind, since the model depends on it.
const modelCaches = new Map<string, WeakMap<Pin, PinCardModel>>();

function cachedModel(pin: Pin, viewer: PinCardViewer): PinCardModel {
  const cacheKey = `${viewer.signedIn}:${viewer.isBot}`;
  let cache = modelCaches.get(cacheKey);
  if (!cache) modelCaches.set(cacheKey, (cache = new WeakMap()));
  let model = cache.get(pin);
  if (!model) cache.set(pin, (model = pinCardModel(pin, viewer)));
  return model;
}

export interface PinFeedProps {
  query: FeedQuery<Pin>;
  label: string;
  empty: string;
}

export function PinFeed({ query, label, empty }: PinFeedProps) {
  const { viewer, isBot } = useApp();
  const signedIn = viewer !== null;
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

  const models = useMemo(() => {
    const seen = new Set<string>();
    const out: PinCardModel[] = [];
    for (const page of data?.pages ?? []) {
      for (const pin of page.data) {
        if (seen.has(pin.id)) continue;
        seen.add(pin.id);
        out.push(cachedModel(pin, { signedIn, isBot }));
      }
    }
    return out;
  }, [data, signedIn, isBot]);
  const sizes = useMemo(() => models.map(pinCardSize), [models]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !nextPageFailed) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage]);

  if (isPending) {
    return (
      <div className="feed-status" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{PAGE_TEXT.loading}</span>
      </div>
    );
  }
  if (isError && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (models.length === 0) return <p className="feed-empty">{empty}</p>;

  return (
    <>
      <Masonry
        items={models}
        sizes={sizes}
        label={label}
        getKey={(model) => model.id}
        renderItem={(model, index) => <PinCard model={model} eager={index < MAX_COLUMNS} />}
        onNearEnd={loadMore}
      />
      <div className="feed-more" role="status">
        {isFetchingNextPage ? (
          <>
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{PAGE_TEXT.loadingMore}</span>
          </>
        ) : nextPageFailed ? (
          <button type="button" className="btn btn-grey" onClick={() => void fetchNextPage()}>
            {ACTIONS.tryAgain}
          </button>
        ) : null}
      </div>
    </>
  );
}
