// RepinResource create (docs/API.md §3; spec 000 §4, req 000-4.08 "Save flow"; req 000-7.17): a
// save is a new pin of the viewer on their board (or a board they collaborate on), its content
// copied from the pin saved and `origin_pin_id` naming the root original, so a save of a save still
// points at the original. No board: the viewer's quick-saves board, created once.
//
// docs/DESIGN.md §3 budgets this at >= 1,000 durable saves a second on SQLite: everything is one
// short transaction of a handful of point reads and two writes (the pin, the board's
// last_pinned_at), group-committed with concurrent ones (storage/group-commit.ts).
import { canSaveTo, SAVING_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { invalid, notFound } from '../http/errors';
import { boardAccess } from '../policy/board-access';
import { canViewPin } from '../policy/visibility';
import type { BoardRow, SectionRow } from '../storage/boards-store';
import { repinContent, type PinRow } from '../storage/pins-store';
import { idString, toFlag, toJson } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import { inTransaction } from '../storage/transaction';
import type { UserRow } from '../storage/users-store';
import { enforce, type Actor } from './enforce';
import { ensureQuickSavesBoard } from './quick-saves-board';

export interface SaveInput {
  pinId: string;
  /** null: the quick-saves board. */
  boardId: string | null;
  sectionId: string | null;
}

export interface SaveOutcome {
  pinId: string;
  board: BoardRow;
  owner: Pick<UserRow, 'username'>;
  section: SectionRow | null;
}

export function savePin(app: AppContext, actor: Actor, input: SaveInput): Promise<SaveOutcome> {
  return inTransaction(app.storage, async (stores) => {
    const origin = await stores.pins.byId(input.pinId);
    const originBoard = origin ? await stores.boards.byId(idString(origin.board_id)) : undefined;
    if (!origin || !originBoard || !(await canViewPin(stores, origin, originBoard, actor.id))) {
      throw notFound('That Pin');
    }
    const at = app.now();
    const board =
      input.boardId === null
        ? (await ensureQuickSavesBoard(stores, actor.id, at)).board
        : await targetBoard(stores, actor, input.boardId);
    const section =
      input.sectionId === null ? null : await sectionOf(stores, board, input.sectionId);
    const pinId = await stores.pinWrites.insert({
      ...savedContent(origin),
      board_id: board.id,
      section_id: section?.id ?? null,
      pinner_id: actor.id,
      origin_pin_id: origin.origin_pin_id ?? origin.id,
      board_privacy: board.privacy,
      method: 'repin',
      created_at: at,
      updated_at: at,
    });
    await stores.boardWrites.touchLastPinned(idString(board.id), at);
    const ownerId = idString(board.owner_id);
    const owner = ownerId === actor.id ? actor : await stores.users.byId(ownerId);
    return { pinId, board, owner: owner ?? { username: '' }, section };
  });
}

export async function targetBoard(
  stores: Stores,
  actor: Actor,
  boardId: string,
): Promise<BoardRow> {
  const board = await stores.boards.byId(boardId);
  if (!board) throw notFound('That board');
  // The viewer's own board needs no more reads (role owner, visible to its owner).
  if (idString(board.owner_id) !== actor.id) {
    enforce(canSaveTo(await boardAccess(stores, board, actor.id)), {
      notFound: SAVING_ERRORS.boardNotFound,
      forbidden: SAVING_ERRORS.saveToOthersBoard,
    });
  }
  return board;
}

export async function sectionOf(stores: Stores, board: BoardRow, sectionId: string) {
  const section = await stores.boardWrites.section(sectionId);
  if (!section || idString(section.board_id) !== idString(board.id)) {
    throw invalid(SAVING_ERRORS.sectionNotOnBoard);
  }
  return section;
}

const JSON_COLUMNS = [
  'shopping_flags',
  'rich_metadata',
  'rich_summary',
  'carousel_data',
  'story_pin_data',
  'collection_pin',
  'videos',
  'embed',
  'sponsorship',
  'aggregated_pin_data',
  'reaction_counts',
] as const;

/**
 * What a save copies: the content, JSON written back as text (SQLite reads it as text already;
 * PostgreSQL reads JSONB as objects, and would write an array as a PostgreSQL array)
 * and, for a saved ad, an organic copy: a downstream promotion (req 000-4.24 "an ad that is not
 * downstream") that keeps its advertiser for attribution but no campaign of its own.
 */
export function savedContent(origin: PinRow) {
  const content = repinContent(origin);
  for (const column of JSON_COLUMNS) {
    const value = origin[column];
    if (typeof value !== 'string') content[column] = toJson(value);
  }
  const promoted = toFlag(origin.is_promoted) || toFlag(origin.is_downstream_promotion);
  return {
    ...content,
    is_downstream_promotion: promoted ? 1 : 0,
    campaign_id: null,
    pin_promotion_id: null,
    ad_match_reason: null,
  };
}
