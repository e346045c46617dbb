// --- Boards and profiles: names, privacy and counts (the board and profile pages, the board
// picker). Apart from the API messages, which every page's client reads.
import { groupDigits } from './numbers';
import { SAVE } from './spec-texts';
export const BOARD = {
  secret: 'Secret',
  secretBoard: 'Secret board',
  keepSecret: 'Keep this board secret',
  name: 'Name',
  namePlaceholder: 'Like "Places to go" or "Recipes to make"',
  description: 'Description',
  noPins: 'There are no Pins on this board yet.',
  /** The same words as the picker's (spec 000's "Create board"): one copy. */
  createBoard: SAVE.createBoard,
  editBoard: 'Edit board',
  deleteBoard: 'Delete board',
} as const;

export const PROFILE = {
  saved: 'Saved',
  created: 'Created',
  boards: 'Boards',
  editProfile: 'Edit profile',
  nothingSaved: 'Nothing saved yet. Pins you save will show up here.',
  nothingCreated: 'Nothing created yet.',
} as const;

function counted(n: number, one: string, many: string): string {
  return `${groupDigits(n)} ${n === 1 ? one : many}`;
}

/** "1 Pin", "2 Pins". */
export function pinCount(n: number): string {
  return counted(n, 'Pin', 'Pins');
}

export function followerCount(n: number): string {
  return counted(n, 'follower', 'followers');
}

export function followingCount(n: number): string {
  return `${groupDigits(n)} following`;
}

export function boardCount(n: number): string {
  return counted(n, 'board', 'boards');
}

export function sectionCount(n: number): string {
  return counted(n, 'section', 'sections');
}
