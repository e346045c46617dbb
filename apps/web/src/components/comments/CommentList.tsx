// A pin's top-level comments, newest first (issue 16): the comments page reads them 25 at a
// time with "Show more comments"; the closeup shows its first few and links to the page.
import { useState } from 'react';
import type { PinComment } from '@corkboard/contracts';
import { COMMENT_TEXT } from '@corkboard/domain';
import { CommentItem } from './CommentItem';
import './comments.css';

export function CommentList(props: {
  comments: PinComment[];
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}) {
  // One clock for the whole list, read once: ages do not tick while someone reads.
  const [now] = useState(() => Date.now());
  const { comments, fetchNextPage } = props;
  if (comments.length === 0) {
    return (
      <p className="comments-empty" data-testid="comments-empty">
        {COMMENT_TEXT.none}
      </p>
    );
  }
  return (
    <>
      <ul className="comment-list" data-testid="comment-list">
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} now={now} />
        ))}
      </ul>
      {props.hasNextPage && fetchNextPage ? (
        <button
          type="button"
          className="btn btn-grey comments-more"
          disabled={props.isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          data-testid="comments-more"
        >
          {COMMENT_TEXT.more}
        </button>
      ) : null}
    </>
  );
}
