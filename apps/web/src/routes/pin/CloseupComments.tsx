// The closeup's comments (issue 16): the count, the newest CLOSEUP_COMMENTS_SHOWN, the box to
// add one, and "View all comments" to /pin/{id}/comments/ when there are more. The server
// prefetches them with the pin (routes/pages.ts), so they are in the first paint.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PinCloseup } from '@corkboard/contracts';
import { CLOSEUP_COMMENTS_SHOWN, COMMENT_TEXT, routeHref } from '@corkboard/domain';
import { closeupCommentsQuery } from '../../api/comment-queries';
import { CommentComposer } from '../../components/comments/CommentComposer';
import { CommentList } from '../../components/comments/CommentList';

export function CloseupComments({ pin }: { pin: PinCloseup }) {
  const { data } = useInfiniteQuery(closeupCommentsQuery(pin.id));
  const shown = (data?.pages[0]?.data ?? []).slice(0, CLOSEUP_COMMENTS_SHOWN);
  return (
    <section className="closeup-comments" aria-labelledby="closeup-comments-heading">
      <h2 id="closeup-comments-heading" className="closeup-comments-heading">
        {pin.comment_count > 0 ? COMMENT_TEXT.count(pin.comment_count) : COMMENT_TEXT.heading}
      </h2>
      {data ? <CommentList comments={shown} /> : <div className="feed-status" role="status" />}
      {pin.comment_count > shown.length ? (
        <Link
          href={routeHref('pin-comments', { id: pin.id })}
          className="closeup-comments-all"
          data-testid="closeup-comments-all"
        >
          {COMMENT_TEXT.viewAll}
        </Link>
      ) : null}
      <CommentComposer pinId={pin.id} />
    </section>
  );
}
