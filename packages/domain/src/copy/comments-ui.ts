// Comments on pins (issue 16; /pin/{id}/comments and the closeup's comments section). Ours, after
// Pinterest's wording; alone in their module so the closeup's and the comments page's chunks
// carry them, and the server reads the errors from the same home.
import type { CommentAge } from '../comments/comment-rules';
import { groupDigits } from './numbers';

export const COMMENT_TEXT = {
  heading: 'Comments',
  none: 'No comments yet. Add one to start the conversation.',
  placeholder: 'Add a comment',
  replyPlaceholder: 'Add a reply',
  post: 'Post',
  reply: 'Reply',
  cancel: 'Cancel',
  more: 'Show more comments',
  moreReplies: 'Show more replies',
  hideReplies: 'Hide replies',
  delete: 'Delete',
  deleteTitle: 'Delete comment?',
  deleteBody: 'Replies to it are deleted too. This can’t be undone.',
  deleted: 'Comment deleted',
  report: 'Report',
  reportTitle: 'Report comment',
  reportQuestion: 'Why are you reporting this comment?',
  reported: 'Thanks for letting us know. You won’t see this comment anymore.',
  viewAll: 'View all comments',
  backToPin: 'Back to Pin',
  pageTitle: (pinTitle: string) => (pinTitle ? `Comments on ${pinTitle}` : 'Comments'),
  count: (n: number) => (n === 1 ? '1 comment' : `${groupDigits(n)} comments`),
  viewReplies: (n: number) => (n === 1 ? 'View 1 reply' : `View ${groupDigits(n)} replies`),
  /** A comment's age beside its author: "now", "5m", "3h", "2d", "4w", "1y". */
  age: (age: CommentAge) => (age.unit === 'now' ? 'now' : `${age.n}${age.unit}`),
  actionsFor: (name: string) => `More actions for ${name}’s comment`,
  replyingTo: (name: string) => `Replying to ${name}`,
} as const;

export const COMMENT_ERRORS = {
  blank: 'Write something before you post.',
  notFound: 'That comment was not found.',
  notYours: 'Only its author or the Pin’s owner can delete this comment.',
  ownComment: 'You can’t report your own comment.',
  failed: 'Could not post your comment. Try again.',
  reportNotFound: 'That comment has no open reports.',
} as const;
