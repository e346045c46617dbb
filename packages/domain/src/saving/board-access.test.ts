// The one board-access rule (board-access.ts), as tables: signed out → unauthorized; not
// visible → not_found; visible but not allowed → forbidden. The server's policy and the web
// app's board page both read these decisions.
import { describe, expect, it } from 'vitest';
import {
  shownBoardDialog,
  boardAbilities,
  boardRoleOf,
  canDeleteBoard,
  canDeletePin,
  canEditBoard,
  canEditPin,
  canInviteTo,
  canMovePinToBoard,
  canMovePinToSection,
  canOrganizeBoard,
  canSaveTo,
  type BoardAbilities,
  type BoardAccess,
  type BoardRole,
  type Decision,
} from './board-access';

const access = (
  role: BoardRole,
  { visible = true, signedIn = true, quickSaves = false } = {},
): BoardAccess => ({ role, visible, signedIn, quickSaves });
const owner = access('owner');
const collaborator = access('collaborator');
const invitee = access('invitee');
const stranger = access('none');
const hidden = access('none', { visible: false });
const signedOut = access('none', { signedIn: false });
const ownerOfQuickSaves = access('owner', { quickSaves: true });
const collaboratorOnQuickSaves = access('collaborator', { quickSaves: true });

describe('boardRoleOf: the viewer, the owner and the viewer’s collaborator row', () => {
  it.each<[string, string | null, string | undefined, BoardRole]>([
    ['the owner', '1', undefined, 'owner'],
    ['an accepted collaborator', '2', 'accepted', 'collaborator'],
    ['an open invitation', '2', 'invited', 'invitee'],
    ['anyone else', '3', undefined, 'none'],
    ['signed out', null, undefined, 'none'],
  ])('%s → %s', (_who, viewer, status, role) => {
    expect(boardRoleOf(viewer, '1', status)).toBe(role);
  });
});

type Row = [string, BoardAccess, Decision];
const rows = (
  o: Decision,
  c: Decision,
  i: Decision,
  s: Decision,
  qsOwner: Decision,
  qsCollaborator: Decision,
): Row[] => [
  ['owner', owner, o],
  ['collaborator', collaborator, c],
  ['invitee (not yet accepted)', invitee, i],
  ['another user', stranger, s],
  ['a viewer who may not see the board', hidden, 'not_found'],
  ['signed out', signedOut, 'unauthorized'],
  ['the owner, on their quick-saves board', ownerOfQuickSaves, qsOwner],
  ['a collaborator, on a quick-saves board', collaboratorOnQuickSaves, qsCollaborator],
];

describe.each([
  [
    'canSaveTo: owners and collaborators save to a board',
    canSaveTo,
    rows('ok', 'ok', 'forbidden', 'forbidden', 'ok', 'ok'),
  ],
  [
    'canOrganizeBoard: owners and collaborators manage sections',
    canOrganizeBoard,
    rows('ok', 'ok', 'forbidden', 'forbidden', 'ok', 'ok'),
  ],
  [
    'canEditBoard: "collaborators cannot ... change its privacy"; the quick-saves board "can be renamed or made secret"',
    canEditBoard,
    rows('ok', 'forbidden', 'forbidden', 'forbidden', 'ok', 'forbidden'),
  ],
  [
    'canDeleteBoard: "collaborators ... cannot delete the board"; the quick-saves board is "never deleted"',
    canDeleteBoard,
    rows('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'),
  ],
  [
    'canInviteTo: owners and collaborators invite; the quick-saves board is nobody’s to share',
    canInviteTo,
    rows('ok', 'ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden'),
  ],
] as const)('%s', (_rule, decide, table) => {
  it.each(table)('%s → %s', (_who, a, expected) => {
    expect(decide(a)).toBe(expected);
  });
});

describe('pins: delete by pinner or board owner; edit by pinner; sections by members', () => {
  it.each([
    ['owner, their pin', owner, true, 'ok', 'ok', 'ok'],
    ["owner, a collaborator's pin", owner, false, 'ok', 'forbidden', 'ok'],
    ['collaborator, their pin', collaborator, true, 'ok', 'ok', 'ok'],
    ["collaborator, the owner's pin", collaborator, false, 'forbidden', 'forbidden', 'ok'],
    ['former collaborator, their pin', stranger, true, 'ok', 'ok', 'ok'],
    ['another user', stranger, false, 'forbidden', 'forbidden', 'forbidden'],
    ['hidden', hidden, true, 'not_found', 'not_found', 'not_found'],
    ['signed out', signedOut, false, 'unauthorized', 'unauthorized', 'unauthorized'],
  ] as const)('%s', (_who, a, isPinner, del, edit, section) => {
    expect(canDeletePin(a, { isPinner })).toBe(del);
    expect(canEditPin(a, { isPinner })).toBe(edit);
    expect(canMovePinToSection(a, { isPinner })).toBe(section);
  });
});

describe('canMovePinToBoard: pinner on the board left, saver on the board joined', () => {
  it.each([
    [owner, true, owner, 'ok'],
    [owner, true, collaborator, 'ok'],
    [owner, true, stranger, 'forbidden'],
    [owner, true, hidden, 'not_found'],
    [owner, false, owner, 'forbidden'],
    [hidden, true, owner, 'not_found'],
  ] as const)('from %o (pinner %s) to %o → %s', (from, isPinner, to, expected) => {
    expect(canMovePinToBoard(from, { isPinner }, to)).toBe(expected);
  });
});

describe('boardAbilities: the board page reads the same decisions', () => {
  const board = (overrides: { collaborated_by_me?: boolean; layout?: string } = {}) => ({
    owner: { id: '1' },
    collaborated_by_me: false,
    layout: 'default',
    ...overrides,
  });
  it.each<[string, string | null, Parameters<typeof board>[0], BoardAbilities]>([
    [
      'the owner edits, deletes, organizes',
      '1',
      {},
      { edit: true, delete: true, organize: true, collaborators: true, follow: false },
    ],
    [
      'edit is hidden for collaborators; they organize',
      '2',
      { collaborated_by_me: true },
      { edit: false, delete: false, organize: true, collaborators: true, follow: false },
    ],
    [
      'others follow',
      '3',
      {},
      { edit: false, delete: false, organize: false, collaborators: false, follow: true },
    ],
    [
      'signed out: the follow button is gated',
      null,
      {},
      { edit: false, delete: false, organize: false, collaborators: false, follow: true },
    ],
    [
      'the quick-saves board is renamed or made secret by its owner, never deleted or shared',
      '1',
      { layout: 'quick_saves' },
      { edit: true, delete: false, organize: true, collaborators: false, follow: false },
    ],
  ])('%s', (_case, viewer, overrides, abilities) => {
    expect(boardAbilities(board(overrides), viewer)).toEqual(abilities);
  });
});

describe('shownBoardDialog: a linked dialog opens only for someone who may use it', () => {
  const owner = { edit: true, collaborators: true };
  const collaborator = { edit: false, collaborators: true };
  const visitor = { edit: false, collaborators: false };
  it.each([
    ['the owner gets the edit form', 'edit', owner, 'edit'],
    ['a collaborator cannot edit: no dialog', 'edit', collaborator, null],
    ['a collaborator gets the collaborators', 'collaborators', collaborator, 'collaborators'],
    ['anyone else gets neither', 'collaborators', visitor, null],
    ['no dialog asked, none shown', null, owner, null],
  ] as const)('%s', (_rule, chosen, can, shown) => {
    expect(shownBoardDialog(chosen, can)).toBe(shown);
  });
});
