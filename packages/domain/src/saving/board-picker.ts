// The inline board picker (spec 000 §4, req 000-4.01: "inline (better save with board
// selection, initial selection and onSave)"): search the viewer's boards, the initial selection,
// creating a board inline ("Board title max 50", req 002-5.12), and the saved_info a save leaves
// on the pin (req 000-3.21).
import { BOARD_NAME_MAX, QUICK_SAVES_LAYOUT } from '../limits';
import { routeHref } from '../routes';
import { collapseWhitespace } from '../text';

export interface PickerBoard {
  id: string;
  name: string;
  layout?: string | null;
}

/** Case- and accent-insensitive, whitespace collapsed. */
export function searchKey(text: string): string {
  return collapseWhitespace(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The quick-saves board is the profile, offered on its own row, never as a board. */
export function isProfileBoard(board: Pick<PickerBoard, 'layout'>): boolean {
  return board.layout === QUICK_SAVES_LAYOUT;
}

/** Boards whose name contains the query (all of them for an empty query), profile excluded. */
export function filterBoards<T extends PickerBoard>(boards: readonly T[], query: string): T[] {
  const key = searchKey(query);
  return boards.filter(
    (board) => !isProfileBoard(board) && (key === '' || searchKey(board.name).includes(key)),
  );
}

/**
 * "initial selection": the last board saved to, when it is among the boards; else the first
 * board in the list (the server's last_pinned_to order puts the most recent first).
 */
export function initialBoardSelection<T extends PickerBoard>(
  boards: readonly T[],
  lastBoardId: string | null | undefined,
): T | null {
  const candidates = boards.filter((board) => !isProfileBoard(board));
  return candidates.find((board) => board.id === lastBoardId) ?? candidates[0] ?? null;
}

export type BoardNameProblem = 'required' | 'tooLong';

export interface BoardNameCheck {
  /** Characters counted (code points of the trimmed name), for the live counter. */
  length: number;
  max: number;
  problem: BoardNameProblem | null;
}

/** "Board title max 50": trimmed, at least one character, at most 50. */
export function checkBoardName(name: string): BoardNameCheck {
  const length = Array.from(name.trim()).length;
  const problem = length === 0 ? 'required' : length > BOARD_NAME_MAX ? 'tooLong' : null;
  return { length, max: BOARD_NAME_MAX, problem };
}

/** What RepinResource create answers (docs/API.md §3), structurally. */
export interface RepinAnswer {
  id: string;
  board: { id: string; name: string; url: string; layout?: string | null };
}

export interface SavedInfoShape {
  title: string;
  type: 'board' | 'profile';
  url: string;
  board_id: string;
  local_pin_id: string;
}

/**
 * The pin's saved_info after a save, as the server would now present it (docs/API.md §2): a quick
 * save is a 'profile' save linking to /me/ (req 000-2.06: "/me/ : target when the quick-save
 * 'Saved to' overlay is tapped"), a board save links to its board.
 */
export function savedInfoAfterSave(answer: RepinAnswer): SavedInfoShape {
  const profile = isProfileBoard(answer.board);
  return {
    title: answer.board.name,
    type: profile ? 'profile' : 'board',
    url: profile ? routeHref('me') : answer.board.url,
    board_id: answer.board.id,
    local_pin_id: answer.id,
  };
}
