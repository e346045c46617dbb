// What a page shows while its data loads or when it failed.
import { ACTIONS, ERROR_PAGE, PAGE_TEXT } from '@corkboard/domain';
import { isApiError } from '../../api/client';
import { NotFoundPage } from '../../routes/not-found/NotFoundPage';
import { PageMeta } from '../page-meta/PageMeta';

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <PageMeta />
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{PAGE_TEXT.loading}</span>
    </div>
  );
}

/** A grid or list whose first page is on its way (inside a page that is already there). */
export function FeedLoading() {
  return (
    <div className="feed-status" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{PAGE_TEXT.loading}</span>
    </div>
  );
}

export function ErrorView({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="page-message" role="alert">
      <PageMeta title={PAGE_TEXT.errorDocumentTitle} noindex />
      <h1>{ERROR_PAGE.title}</h1>
      {/* Said once: the server's own failure message is the title's words (issue 13). */}
      <p>{message && message !== ERROR_PAGE.title ? message : ERROR_PAGE.body}</p>
      {onRetry ? (
        <button type="button" className="btn btn-grey" onClick={onRetry}>
          {ACTIONS.tryAgain}
        </button>
      ) : null}
    </div>
  );
}

/** A failed query: the 404 page for not_found, else the error view. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isApiError(error) && error.code === 'not_found') return <NotFoundPage />;
  const message = isApiError(error) ? error.message : undefined;
  return onRetry ? (
    <ErrorView message={message} onRetry={onRetry} />
  ) : (
    <ErrorView message={message} />
  );
}
