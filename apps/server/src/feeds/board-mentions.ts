// Boards as pins name them (saved_info, a reason's board), through the presentation cache.
import type { BoardRef } from '@corkboard/contracts';
import type { RequestContext } from '../app/context';
import { presentBoardRef } from '../present/boards';
import type { BoardRow } from '../storage/boards-store';
import { idString } from '../storage/row-mapping';
import type { UserRow } from '../storage/users-store';

/** A board as pins name it, with its owner's username (a profile's saved_info links there). */
export interface BoardMention {
  ref: BoardRef;
  ownerUsername: string;
}

const boardKey = (id: string) => `b${id}`;

/** Boards named by saved_info and reasons, from the cache, the misses in one batch. */
export async function boardMentions(
  ctx: RequestContext,
  ids: string[],
): Promise<Map<string, BoardMention>> {
  const { reads, stores } = ctx.app;
  const out = new Map<string, BoardMention>();
  const misses: string[] = [];
  for (const id of new Set(ids)) {
    const hit = reads.presentation<BoardMention>(boardKey(id));
    if (hit) out.set(id, hit);
    else misses.push(id);
  }
  if (misses.length === 0) return out;
  const boards = await stores.boards.byIds(misses);
  const users = await stores.users.byIds([...boards.values()].map((b) => idString(b.owner_id)));
  for (const [id, mention] of rememberBoards(ctx, boards, users)) out.set(id, mention);
  return out;
}

export function rememberBoards(
  ctx: RequestContext,
  boards: Map<string, BoardRow>,
  users: Map<string, UserRow>,
): Map<string, BoardMention> {
  const out = new Map<string, BoardMention>();
  for (const [id, board] of boards) {
    const owner = users.get(idString(board.owner_id));
    if (!owner) continue;
    const mention = { ref: presentBoardRef(board, owner), ownerUsername: owner.username };
    out.set(id, mention);
    ctx.app.reads.storePresentation(boardKey(id), mention, ctx.readStamp);
  }
  return out;
}
