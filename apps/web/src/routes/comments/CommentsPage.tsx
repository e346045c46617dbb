// /pin/{id}/comments/ (issue 16; spec 002 §2.1, req 002-2.03): every comment on a pin, newest
// first, 25 at a time, each with its replies; the box to add one at the top; the pin's picture
// and title lead back to it.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { COMMENT_TEXT, pinPath, routeHref } from '@corkboard/domain';
import { commentsQuery } from '../../api/comment-queries';
import { pinQuery } from '../../api/queries';
import { CommentComposer } from '../../components/comments/CommentComposer';
import { CommentList } from '../../components/comments/CommentList';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { pinTitle } from '../pin/closeup-image';
import './comments-page.css';

export default function CommentsPage({ id }: { id: string }) {
  const pin = useQuery(pinQuery(id));
  if (pin.isPending) return <PageLoading />;
  if (!pin.data) return <QueryError error={pin.error} onRetry={() => void pin.refetch()} />;
  const title = pinTitle(pin.data);
  const thumb = pin.data.images['236x'];
  const back = pinPath(pin.data.id, pin.data.title || pin.data.grid_title);
  return (
    <div className="page page-comments">
      <PageMeta
        title={COMMENT_TEXT.pageTitle(title)}
        path={routeHref('pin-comments', { id: pin.data.id })}
        noindex
      />
      <Link href={back} className="comments-pin" data-testid="comments-back">
        {thumb?.url ? (
          <img
            src={thumb.url}
            width={64}
            height={Math.round((64 * thumb.height) / Math.max(1, thumb.width))}
            alt=""
            className="comments-pin-image"
          />
        ) : null}
        <span>
          <span className="comments-pin-back">{COMMENT_TEXT.backToPin}</span>
          {title ? (
            <span className="comments-pin-title" dir="auto">
              {title}
            </span>
          ) : null}
        </span>
      </Link>
      <h1 className="comments-title">
        {pin.data.comment_count > 0
          ? COMMENT_TEXT.count(pin.data.comment_count)
          : COMMENT_TEXT.heading}
      </h1>
      <CommentComposer pinId={pin.data.id} />
      <AllComments pinId={pin.data.id} />
    </div>
  );
}

function AllComments({ pinId }: { pinId: string }) {
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useInfiniteQuery(
    commentsQuery(pinId),
  );
  if (!data) {
    if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
    return <div className="feed-status" role="status" />;
  }
  return (
    <div className="comments-all">
      <CommentList
        comments={data.pages.flatMap((page) => page.data)}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </div>
  );
}
