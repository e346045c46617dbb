// Comments on a pin (issue 16), page by page: the top-level list (the comments page and, its
// first CLOSEUP_COMMENTS_SHOWN, the closeup) and the replies under one comment.
import type { PinComment } from '@corkboard/contracts';
import { CLOSEUP_COMMENTS_SHOWN } from '@corkboard/domain';
import type { QueryKey } from '@tanstack/react-query';
import { feedQuery, resourceKeyOf } from './queries';

export const commentsQuery = (pinId: string) =>
  feedQuery<'PinCommentsResource', PinComment>('PinCommentsResource', { pin_id: pinId });

/** The closeup's few: a list of its own, so opening a pin never loads a whole page of talk. */
export const closeupCommentsQuery = (pinId: string) =>
  feedQuery<'PinCommentsResource', PinComment>('PinCommentsResource', {
    pin_id: pinId,
    page_size: CLOSEUP_COMMENTS_SHOWN,
  });

export const repliesQuery = (pinId: string, parentId: string) =>
  feedQuery<'PinCommentsResource', PinComment>('PinCommentsResource', {
    pin_id: pinId,
    parent_id: parentId,
  });

/** Which comment list of the pin a cached query's key names: its top-level lists or replies. */
export function commentListOf(
  queryKey: QueryKey,
  pinId: string,
): { kind: 'top' } | { kind: 'replies'; parentId: string } | null {
  const key = resourceKeyOf(queryKey);
  if (!key || key[1] !== 'PinCommentsResource' || String(key[2].pin_id) !== pinId) return null;
  const parentId = key[2].parent_id;
  return parentId === undefined ? { kind: 'top' } : { kind: 'replies', parentId: String(parentId) };
}
