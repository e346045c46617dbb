// Who may save to, organize, change and delete boards and pins (spec 002 §6, the issue, API.md
// §1 error codes). Pure decisions over what the caller loaded: whether the viewer is signed
// in, whether the board (or pin) is visible to them (privacy and blocks, policy/visibility.ts),
// their role on the board (policy/collaboration.ts) and whether they pinned the pin.
//
// Order of the answers, for every action: signed out → `unauthorized`; not visible →
// `not_found` (a secret board of someone else is never `forbidden`); visible but not allowed →
// `forbidden`.
//
// Decisions (the spec is silent; docs/ARCHITECTURE.md "Saving and board permissions"):
// - Save to a board: its owner and accepted collaborators.
// - Organize a board (sections: create, rename, delete; move pins between sections): owner
//   and collaborators, and a pin's own pinner for their pin.
// - Change a board (name, description, privacy) or delete it: the owner only. The quick-saves
//   board (the profile) cannot be deleted.
// - Delete a pin: its pinner, or the board's owner (collaborators delete only their own).
// - Edit a pin's text or link, or move it to another board: its pinner only; the target board
//   must be one they may save to.
import type { BoardRole } from './collaboration';

export type Denial = 'unauthorized' | 'not_found' | 'forbidden';
export type Decision = 'ok' | Denial;

export interface BoardAccess {
  signedIn: boolean;
  /** Privacy and blocks let the viewer see the board (or, for pin actions, the pin). */
  visible: boolean;
  role: BoardRole;
}

const gate = (access: BoardAccess, allowed: boolean): Decision => {
  if (!access.signedIn) return 'unauthorized';
  if (!access.visible) return 'not_found';
  return allowed ? 'ok' : 'forbidden';
};

const isMember = (role: BoardRole) => role === 'owner' || role === 'collaborator';

export function canSaveTo(access: BoardAccess): Decision {
  return gate(access, isMember(access.role));
}

export function canOrganizeBoard(access: BoardAccess): Decision {
  return gate(access, isMember(access.role));
}

export function canEditBoard(access: BoardAccess): Decision {
  return gate(access, access.role === 'owner');
}

export function canDeleteBoard(access: BoardAccess, board: { isQuickSaves: boolean }): Decision {
  return gate(access, access.role === 'owner' && !board.isQuickSaves);
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
