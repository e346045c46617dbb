// The wire shape of comments (issue 16): a page is presented with two batched reads, its
// authors and its reply counts, whatever its length. `can_delete` is the domain's rule.
import type { PinComment } from '@corkboard/contracts';
import { mayDeleteComment } from '@corkboard/domain';
import type { CommentRow } from '../storage/pin-comments-store';
import { isoTime } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import { presentUserSummary } from './users';

export async function presentComments(
  stores: Stores,
  comments: CommentRow[],
  viewer: { viewerId: string | null; pinnerOf: (pinId: string) => string | undefined },
): Promise<PinComment[]> {
  const topLevel = comments.filter((c) => c.parentId === null).map((c) => c.id);
  const [users, replies] = await Promise.all([
    stores.users.byIds(comments.map((c) => c.userId)),
    stores.pinComments.replyCounts(topLevel, viewer.viewerId),
  ]);
  return comments.flatMap((c) => {
    const author = users.get(c.userId);
    if (!author) return [];
    const pinnerId = viewer.pinnerOf(c.pinId);
    return [
      {
        id: c.id,
        pin_id: c.pinId,
        parent_id: c.parentId,
        text: c.text,
        created_at: isoTime(c.createdAt),
        user: presentUserSummary(author),
        reply_count: replies.get(c.id) ?? 0,
        can_delete:
          pinnerId !== undefined &&
          mayDeleteComment({ viewerId: viewer.viewerId, authorId: c.userId, pinnerId }),
      },
    ];
  });
}
