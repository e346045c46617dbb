// The viewer's quick-saves board (spec 002 §3, §9, reqs 002-1.01, 002-3.02, 002-9.04: name "Quick
// Saves", layout quick_saves, shown as the profile), created once. Runs inside the caller's
// transaction. At most one per user is enforced by the unique index boards_one_quick_saves: on
// PostgreSQL two first saves racing both insert with ON CONFLICT DO NOTHING, the loser waits for
// the winner's commit and then reads its board; on SQLite transactions already run one at a time.
import {
  QUICK_SAVES_BOARD_NAME,
  QUICK_SAVES_LAYOUT,
  QUICK_SAVES_PRIVACY,
  QUICK_SAVES_STATE,
  type BoardPrivacy,
} from '@corkboard/domain';
import type { BoardRow } from '../storage/boards-store';
import type { Stores } from '../storage/stores';
import { freeBoardSlug } from './board-slugs';

export async function ensureQuickSavesBoard(
  stores: Stores,
  ownerId: string,
  at: number,
  privacy: BoardPrivacy = QUICK_SAVES_PRIVACY,
): Promise<{ board: BoardRow; created: boolean }> {
  const existing = await stores.boardWrites.quickSavesOf(ownerId);
  if (existing) return { board: existing, created: false };
  // A retry only happens when another board took the slug between our read and our insert.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = await stores.boardWrites.insert({
      owner_id: ownerId,
      name: QUICK_SAVES_BOARD_NAME,
      slug: await freeBoardSlug(stores, ownerId, QUICK_SAVES_BOARD_NAME),
      description: '',
      privacy,
      layout: QUICK_SAVES_LAYOUT,
      created_at: at,
      last_pinned_at: at,
    });
    if (id !== null) {
      await stores.userStates.set(ownerId, QUICK_SAVES_STATE, id, at);
      return { board: (await stores.boards.byId(id))!, created: true };
    }
    const raced = await stores.boardWrites.quickSavesOf(ownerId);
    if (raced) return { board: raced, created: false };
  }
  throw new Error('could not create the quick-saves board');
}
