// Who may save to, organize, change, delete and share a board, and act on its pins: the one
// rule the server's policy enforces and the web app's board page reads (spec 002 §6 roles: the
// spec names owners and collaborators, reqs 002-1.02, 002-6.05; who may do what is ours;
// docs/API.md §1 error codes). Pure decisions over what the caller knows: whether the viewer is
// signed in, whether privacy and blocks let them see the board (or pin), their role on it,
// whether it is the quick-saves board and whether they pinned the pin.
//
// Order of the answers, for every action: signed out → `unauthorized`; not visible →
// `not_found` (someone else's secret board is never `forbidden`); visible but not allowed →
// `forbidden`.
//
// Decisions (the spec is silent; docs/ARCHITECTURE.md "Saving and board permissions"):
// - Save to a board: its owner and accepted collaborators.
// - Organize a board (sections: create, rename, delete; move pins between sections): owner
//   and collaborators, and a pin's own pinner for their pin.
// - Change a board (name, description, privacy): the owner only, the quick-saves board
//   included ("It can be renamed or made secret, but never deleted").
// - Delete a board: the owner only, never the quick-saves board.
// - Invite collaborators: the owner and collaborators, never to the quick-saves board (the
//   person's profile saves are their own).
// - Delete a pin: its pinner, or the board's owner (collaborators delete only their own).
// - Edit a pin's text or link, or move it to another board: its pinner only; the target board
//   must be one they may save to.
import { QUICK_SAVES_LAYOUT } from '../limits';

/** The viewer's standing on a board; `invitee` has an open invitation, not yet accepted. */
export type BoardRole = 'owner' | 'collaborator' | 'invitee' | 'none';
export type Denial = 'unauthorized' | 'not_found' | 'forbidden';
export type Decision = 'ok' | Denial;

export interface BoardAccess {
  signedIn: boolean;
  /** Privacy and blocks let the viewer see the board (or, for pin actions, the pin). */
  visible: boolean;
  role: BoardRole;
  /** The board is its owner's quick-saves board (layout `quick_saves`). */
  quickSaves: boolean;
}

/** The viewer's role from the board's owner and the viewer's collaborator row, if any. */
export function boardRoleOf(
  viewerId: string | null,
  ownerId: string,
  membershipStatus: string | undefined,
): BoardRole {
  if (viewerId === null) return 'none';
  if (viewerId === ownerId) return 'owner';
  if (membershipStatus === 'accepted') return 'collaborator';
  if (membershipStatus === 'invited') return 'invitee';
  return 'none';
}

export const isQuickSavesLayout = (layout: string | null | undefined): boolean =>
  layout === QUICK_SAVES_LAYOUT;

const gate = (access: BoardAccess, allowed: boolean): Decision => {
  if (!access.signedIn) return 'unauthorized';
  if (!access.visible) return 'not_found';
  return allowed ? 'ok' : 'forbidden';
};

/** Owner or accepted collaborator: who works on the board. */
export const isBoardMember = (role: BoardRole): boolean =>
  role === 'owner' || role === 'collaborator';
const isMember = isBoardMember;

export function canSaveTo(access: BoardAccess): Decision {
  return gate(access, isMember(access.role));
}

export function canOrganizeBoard(access: BoardAccess): Decision {
  return gate(access, isMember(access.role));
}

export function canEditBoard(access: BoardAccess): Decision {
  return gate(access, access.role === 'owner');
}

export function canDeleteBoard(access: BoardAccess): Decision {
  return gate(access, access.role === 'owner' && !access.quickSaves);
}

export function canInviteTo(access: BoardAccess): Decision {
  return gate(access, isMember(access.role) && !access.quickSaves);
}

export function canDeletePin(access: BoardAccess, pin: { isPinner: boolean }): Decision {
  return gate(access, access.role === 'owner' || pin.isPinner);
}

export function canEditPin(access: BoardAccess, pin: { isPinner: boolean }): Decision {
  return gate(access, pin.isPinner);
}

export function canMovePinToSection(access: BoardAccess, pin: { isPinner: boolean }): Decision {
  return gate(access, isMember(access.role) || pin.isPinner);
}

/** Moving a pin to another board: pinner on the board it leaves, saver on the one it joins. */
export function canMovePinToBoard(
  from: BoardAccess,
  pin: { isPinner: boolean },
  to: BoardAccess,
): Decision {
  const leaving = gate(from, pin.isPinner);
  return leaving === 'ok' ? canSaveTo(to) : leaving;
}

/** What the web app knows of a board it shows: the wire board and the viewer. */
export interface ShownBoard {
  owner: { id: string };
  collaborated_by_me?: boolean;
  layout?: string | null;
}

/** The access of a viewer to a board the server answered them (so it is visible). */
export function shownBoardAccess(board: ShownBoard, viewerId: string | null): BoardAccess {
  const status = board.collaborated_by_me ? 'accepted' : undefined;
  return {
    signedIn: viewerId !== null,
    visible: true,
    role: boardRoleOf(viewerId, board.owner.id, status),
    quickSaves: isQuickSavesLayout(board.layout),
  };
}

export interface BoardAbilities {
  /** Name, description and privacy (canEditBoard). */
  edit: boolean;
  /** canDeleteBoard. */
  delete: boolean;
  /** Sections, moving pins between them, bulk delete (canOrganizeBoard). */
  organize: boolean;
  /** See, invite and remove collaborators (canInviteTo; removal: the server decides). */
  collaborators: boolean;
  /** The follow button: anyone but the owner and collaborators (signed out: gated). */
  follow: boolean;
}

/** The board page's buttons: the decisions above, read for a board the viewer sees. */
export function boardAbilities(board: ShownBoard, viewerId: string | null): BoardAbilities {
  const access = shownBoardAccess(board, viewerId);
  return {
    edit: canEditBoard(access) === 'ok',
    delete: canDeleteBoard(access) === 'ok',
    organize: canOrganizeBoard(access) === 'ok',
    collaborators: canInviteTo(access) === 'ok',
    follow: !isMember(access.role),
  };
}

/** The board page's dialogs: the owner's edit form, and the collaborators. */
export type BoardDialog = 'edit' | 'collaborators';

/**
 * The dialog the board page shows (the app's /board/{id}/edit/ links open one at once): the
 * edit form for someone who may edit, the collaborators for someone who may invite; anyone
 * else sees the board and no dialog.
 */
export function shownBoardDialog(
  chosen: BoardDialog | null,
  can: Pick<BoardAbilities, 'edit' | 'collaborators'>,
): BoardDialog | null {
  if (chosen === 'edit') return can.edit ? 'edit' : null;
  if (chosen === 'collaborators') return can.collaborators ? 'collaborators' : null;
  return null;
}
