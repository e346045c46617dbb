// The wire shape of the news hub (issue 16): a page names people, pins and boards; each is read
// once for the whole page, whatever its length.
import type { NewsItem } from '@corkboard/contracts';
import { boardPath } from '@corkboard/domain';
import type { NewsRow } from '../storage/news-store';
import { idString, isoTime } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import { presentSentPins } from './sent-pins';
import { presentUserSummary } from './users';

export async function presentNews(
  stores: Stores,
  viewerId: string,
  rows: NewsRow[],
  seenAt: number,
): Promise<NewsItem[]> {
  const pinIds = rows.flatMap((r) => (r.pinId ? [r.pinId] : []));
  const boardIds = rows.flatMap((r) => (r.boardId ? [r.boardId] : []));
  const [pins, boards] = await Promise.all([
    presentSentPins(stores, pinIds, viewerId),
    stores.boards.byIds(boardIds),
  ]);
  const ownerIds = [...boards.values()].map((b) => idString(b.owner_id));
  const users = await stores.users.byIds([...rows.map((r) => r.actorId), ...ownerIds]);
  return rows.flatMap((r): NewsItem[] => {
    const actor = users.get(r.actorId);
    if (!actor) return [];
    const board = r.boardId ? boards.get(r.boardId) : undefined;
    const owner = board ? users.get(idString(board.owner_id)) : undefined;
    return [
      {
        id: `${r.kind}-${r.id}`,
        kind: r.kind,
        created_at: isoTime(r.at),
        unread: r.at > seenAt,
        actor: presentUserSummary(actor),
        pin: (r.pinId && pins.get(r.pinId)) || null,
        board:
          board && owner
            ? {
                id: idString(board.id),
                name: board.name,
                url: boardPath(owner.username, board.slug),
              }
            : null,
        comment:
          r.commentId && r.commentText !== null ? { id: r.commentId, text: r.commentText } : null,
        message: r.conversationId
          ? { id: r.id, conversation_id: r.conversationId, text: r.commentText ?? '' }
          : null,
      },
    ];
  });
}
