// The comment writes (issue 16) and what they change in the cache at once: a new comment shows
// at the top of every list of the pin, a new reply at the end of its thread once that thread
// is read to its end, and a deleted or reported comment leaves every list (with its replies);
// the closeup's count and the thread's reply count follow. The server's answer is the comment
// shown; a failure changes nothing and says so in a toast.
import type { PinComment } from '@corkboard/contracts';
import { COMMENT_ERRORS, COMMENT_TEXT, type ReportReason } from '@corkboard/domain';
import type { QueryClient } from '@tanstack/react-query';
import { postResource } from '../../api/client';
import { commentListOf } from '../../api/comment-queries';
import { nextBookmark, pinQuery, type FeedData } from '../../api/queries';
import { showErrorToast, showToast } from '../../saving/overlays';

type Lists = FeedData<PinComment>;
type Edit = (list: { kind: 'top' } | { kind: 'replies'; parentId: string }, data: Lists) => Lists;

function editLists(queryClient: QueryClient, pinId: string, edit: Edit): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['resource'] })) {
    const list = commentListOf(query.queryKey, pinId);
    const data = query.state.data as Lists | undefined;
    if (!list || !data) continue;
    queryClient.setQueryData(query.queryKey, edit(list, data));
  }
}

const mapComments = (data: Lists, map: (c: PinComment) => PinComment | null): Lists => ({
  ...data,
  pages: data.pages.map((page) => ({
    ...page,
    data: page.data.flatMap((c) => {
      const next = map(c);
      return next ? [next] : [];
    }),
  })),
});

function addToCount(queryClient: QueryClient, pinId: string, delta: number): void {
  queryClient.setQueryData(
    pinQuery(pinId).queryKey,
    (pin) => pin && { ...pin, comment_count: Math.max(0, pin.comment_count + delta) },
  );
}

/** Posts a comment (or, with `parentId`, a reply); true once it is shown. */
export async function postComment(
  queryClient: QueryClient,
  input: { pinId: string; text: string; parentId?: string },
): Promise<boolean> {
  let comment: PinComment;
  try {
    comment = await postResource('PinCommentResource', 'create', {
      pin_id: input.pinId,
      text: input.text,
      ...(input.parentId === undefined ? {} : { parent_id: input.parentId }),
    });
  } catch (error) {
    showErrorToast(error, COMMENT_ERRORS.failed);
    return false;
  }
  const thread = comment.parent_id;
  editLists(queryClient, input.pinId, (list, data) => {
    if (thread === null) {
      if (list.kind !== 'top') return data;
      const [first, ...rest] = data.pages;
      return first
        ? { ...data, pages: [{ ...first, data: [comment, ...first.data] }, ...rest] }
        : data;
    }
    if (list.kind === 'top') {
      return mapComments(data, (c) =>
        c.id === thread ? { ...c, reply_count: c.reply_count + 1 } : c,
      );
    }
    if (list.parentId !== thread) return data;
    // Oldest first: a reply belongs at the end, which is here only once the thread has ended.
    const last = data.pages[data.pages.length - 1];
    if (!last || nextBookmark(last.bookmark) !== undefined) return data;
    return {
      ...data,
      pages: [...data.pages.slice(0, -1), { ...last, data: [...last.data, comment] }],
    };
  });
  addToCount(queryClient, input.pinId, 1);
  return true;
}

/** Takes the comment out of every list of its pin: deleted, or reported by this viewer. */
export function dropComment(queryClient: QueryClient, comment: PinComment): void {
  editLists(queryClient, comment.pin_id, (list, data) =>
    mapComments(data, (c) => {
      if (c.id === comment.id) return null;
      if (list.kind === 'top' && c.id === comment.parent_id) {
        return { ...c, reply_count: Math.max(0, c.reply_count - 1) };
      }
      return c;
    }),
  );
  // A top-level comment takes its replies with it.
  addToCount(
    queryClient,
    comment.pin_id,
    -(1 + (comment.parent_id === null ? comment.reply_count : 0)),
  );
}

export async function deleteComment(queryClient: QueryClient, comment: PinComment): Promise<void> {
  try {
    await postResource('PinCommentResource', 'delete', { comment_id: comment.id });
  } catch (error) {
    showErrorToast(error, COMMENT_ERRORS.failed);
    return;
  }
  dropComment(queryClient, comment);
  showToast({ text: COMMENT_TEXT.deleted });
}

/**
 * Reports the comment; true once sent. The reporter no longer sees it: the caller drops it
 * (dropComment) once the thanks have been read, so the dialog is not pulled from under them.
 */
export async function reportComment(comment: PinComment, reason: ReportReason): Promise<boolean> {
  try {
    await postResource('PinCommentReportResource', 'create', { comment_id: comment.id, reason });
  } catch (error) {
    showErrorToast(error, COMMENT_ERRORS.failed);
    return false;
  }
  return true;
}
