import { SITE } from './site';
import { groupDigits } from './numbers';

// --- Boards in the web app (our wording; the spec's own texts are BOARD and LIMITED_LOGIN):
// the board page's titles, the board form, sections, organizing and collaborators. Its own
// module, so the board page's chunk carries these and the home page's does not.

/** "{board name} by {full name}". */
export function boardTitle(board: string, owner: string): string {
  return `${board} by ${owner}`;
}

/** Board meta description when the board has none of its own. */
export function boardDescription(board: string, owner: string, pins: string): string {
  return `${board} by ${owner}: ${pins} on ${SITE.name}.`;
}

/** Creating and editing a board. */
export const BOARD_FORM = {
  privacy: 'Privacy',
  public: 'Public',
  publicHint: 'Anyone can see this board.',
  secret: 'Secret',
  secretHint: 'Only you and your collaborators can see this board.',
  protected: 'Protected',
  protectedHint: 'Anyone can see it, but its name is not shown on its Pins.',
  create: 'Create',
  save: 'Save',
  nameRequired: 'Give your board a name.',
  descriptionLabel: 'Description (optional)',
  confirmDelete: 'Delete this board?',
  confirmDeleteBody: "The board and all its Pins will be deleted. This can't be undone.",
  deleted: 'Board deleted',
  updated: 'Board saved',
  editCollaborators: 'Collaborators',
} as const;

/** Sections, organizing and bulk actions on a board. */
export const BOARD_SECTIONS = {
  addSection: 'Add section',
  sectionName: 'Section name',
  create: 'Add',
  rename: 'Rename',
  renameLabel: 'New section name',
  delete: 'Delete section',
  confirmDelete: 'Delete this section? Its Pins stay on the board.',
  organize: 'Organize',
  organizeHint: 'Select Pins to move them to a section or delete them.',
  moveTo: 'Move to section',
  noSection: 'No section',
  move: 'Move',
  deleteSelected: 'Delete',
  done: 'Done',
} as const;

export function selectPinLabel(title: string): string {
  return `Select ${title}`;
}

export function selectedCount(n: number): string {
  return `${groupDigits(n)} selected`;
}

export function confirmDeletePins(n: number): string {
  return `Delete ${n === 1 ? 'this Pin' : `these ${groupDigits(n)} Pins`}? This can't be undone.`;
}

export function pinsMoved(n: number): string {
  return `${n === 1 ? '1 Pin' : `${groupDigits(n)} Pins`} moved`;
}

export function pinsDeleted(n: number): string {
  return `${n === 1 ? '1 Pin' : `${groupDigits(n)} Pins`} deleted`;
}

/** Collaborators and invitations (spec 002 §4, §6; reqs 002-4.05, 002-4.06, 002-6.03). */
export const COLLABORATORS = {
  heading: 'Collaborators',
  inviteLabel: 'Invite by username',
  invitePlaceholder: 'Username',
  invite: 'Invite',
  pending: 'Invited',
  remove: 'Remove',
  cancelInvite: 'Cancel invite',
  none: 'No collaborators yet.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

export function invitedUser(name: string): string {
  return `Invited ${name}`;
}

export function joinedBoard(board: string): string {
  return `You joined ${board}`;
}

/** The board page: its header, tabs and headings. */
export const BOARD_PAGE = {
  /** Board header: "by {owner link}". */
  boardBy: 'by',
  /** A board's tabs: its own pins, and "More ideas" (BoardMoreIdeasFeedResource). */
  boardPinsTab: 'Pins',
  boardMoreIdeasTab: 'More ideas',
  boardTabsLabel: 'Board views',
  moreIdeasEmpty: 'No more ideas for this board yet. Save a few more Pins to it.',
  sectionsHeading: 'Sections',
  savedPinsHeading: 'All Pins',
} as const;
