// One comment (issue 16): its author's picture and name (to their profile), the text, its age,
// and what the viewer may do: Reply, Delete (its author or the pin's pinner, asked first) and
// Report (anyone signed in but its author). A top-level comment carries its thread: "View N
// replies" opens it (oldest first, 10 at a time) with the reply box under it.
import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PinComment } from '@corkboard/contracts';
import { COMMENT_TEXT, commentAge, profilePath } from '@corkboard/domain';
import { repliesQuery } from '../../api/comment-queries';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';
import { useHydrated } from '../../state/use-hydrated';
import { Avatar } from '../avatar/Avatar';
import { ReportReasonsDialog } from '../feedback-dialogs/FeedbackDialogs';
import { ConfirmDelete } from '../modal/ConfirmDelete';
import { CommentComposer } from './CommentComposer';
import { deleteComment, dropComment, reportComment } from './comment-writes';

export function CommentItem({ comment, now }: { comment: PinComment; now: number }) {
  const { viewer } = useApp();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [replying, setReplying] = useState(false);
  const [threadOpen, setThreadOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState<'no' | 'choosing' | 'sent'>('no');
  const name = comment.user.full_name || comment.user.username;
  const isReply = comment.parent_id !== null;
  const mayReport = viewer !== null && viewer.id !== comment.user.id;
  return (
    <li className="comment" data-testid="comment" data-comment-id={comment.id}>
      <Link href={profilePath(comment.user.username)} className="comment-avatar" tabIndex={-1}>
        <Avatar src={comment.user.image_small_url} name={name} size={isReply ? 28 : 36} />
      </Link>
      <div className="comment-body">
        <p className="comment-line">
          <Link href={profilePath(comment.user.username)} className="comment-author" dir="auto">
            {name}
          </Link>{' '}
          <span className="comment-text" dir="auto" data-testid="comment-text">
            {comment.text}
          </span>
        </p>
        <div className="comment-meta">
          <time dateTime={comment.created_at} suppressHydrationWarning>
            {COMMENT_TEXT.age(commentAge(Date.parse(comment.created_at), now))}
          </time>
          <button
            type="button"
            className="comment-action"
            disabled={!hydrated}
            onClick={() =>
              viewer ? setReplying(true) : openLimitedLogin('comment', comment.pin_id)
            }
            data-testid="comment-reply"
          >
            {COMMENT_TEXT.reply}
          </button>
          {comment.can_delete ? (
            <button
              type="button"
              className="comment-action"
              disabled={!hydrated}
              onClick={() => setConfirming(true)}
              data-testid="comment-delete"
            >
              {COMMENT_TEXT.delete}
            </button>
          ) : null}
          {mayReport ? (
            <button
              type="button"
              className="comment-action"
              disabled={!hydrated}
              onClick={() => setReporting('choosing')}
              data-testid="comment-report"
            >
              {COMMENT_TEXT.report}
            </button>
          ) : null}
        </div>
        {confirming ? (
          <ConfirmDelete
            className="comment-confirm"
            title={COMMENT_TEXT.deleteTitle}
            body={isReply ? '' : COMMENT_TEXT.deleteBody}
            pending={deleting}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setDeleting(true);
              void deleteComment(queryClient, comment).finally(() => {
                setDeleting(false);
                setConfirming(false);
              });
            }}
            confirmTestId="comment-delete-confirm"
          />
        ) : null}
        {!isReply && comment.reply_count > 0 ? (
          <button
            type="button"
            className="comment-thread-toggle"
            disabled={!hydrated}
            aria-expanded={threadOpen}
            onClick={() => setThreadOpen((open) => !open)}
            data-testid="comment-replies-toggle"
          >
            {threadOpen ? COMMENT_TEXT.hideReplies : COMMENT_TEXT.viewReplies(comment.reply_count)}
          </button>
        ) : null}
        {threadOpen && !isReply ? (
          <Replies pinId={comment.pin_id} parentId={comment.id} now={now} />
        ) : null}
        {replying ? (
          <CommentComposer
            pinId={comment.pin_id}
            parentId={comment.id}
            placeholder={COMMENT_TEXT.replyingTo(name)}
            autoFocus
            onPosted={() => {
              setReplying(false);
              if (!isReply) setThreadOpen(true);
            }}
            onCancel={() => setReplying(false)}
            testId="reply-composer"
          />
        ) : null}
      </div>
      {reporting !== 'no' ? (
        <ReportReasonsDialog
          title={COMMENT_TEXT.reportTitle}
          question={COMMENT_TEXT.reportQuestion}
          thanksBody={COMMENT_TEXT.reported}
          send={async (reason) => {
            const sent = await reportComment(comment, reason);
            if (sent) setReporting('sent');
            return sent;
          }}
          onClose={() => {
            // Reported, it leaves the reporter's lists once the thanks are closed.
            if (reporting === 'sent') dropComment(queryClient, comment);
            setReporting('no');
          }}
        />
      ) : null}
    </li>
  );
}

function Replies({ pinId, parentId, now }: { pinId: string; parentId: string; now: number }) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    repliesQuery(pinId, parentId),
  );
  if (!data) return <div className="feed-status" role="status" />;
  return (
    <>
      <ul className="comment-replies" data-testid="comment-replies">
        {data.pages
          .flatMap((page) => page.data)
          .map((reply) => (
            <CommentItem key={reply.id} comment={reply} now={now} />
          ))}
      </ul>
      {hasNextPage ? (
        <button
          type="button"
          className="comment-thread-toggle"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {COMMENT_TEXT.moreReplies}
        </button>
      ) : null}
    </>
  );
}
