// The permission rules of saving and board management (apps/server/src/policy/
// board-permissions.ts), as a table: signed out → unauthorized; not visible → not_found;
// visible but not allowed → forbidden.
import { describe, expect, it } from 'vitest';
import {
  canDeleteBoard,
  canDeletePin,
  canEditBoard,
  canEditPin,
  canMovePinToBoard,
  canMovePinToSection,
  canOrganizeBoard,
  canSaveTo,
  type BoardAccess,
  type Decision,
} from '../../src/policy/board-permissions';

const access = (role: BoardAccess['role'], visible = true, signedIn = true): BoardAccess => ({
  role,
  visible,
  signedIn,
});
const owner = access('owner');
const collaborator = access('collaborator');
const invitee = access('invitee');
const stranger = access('none');
const hidden = access('none', false);
const signedOut = access('none', true, false);

describe.each([
  [
    'canSaveTo: owners and collaborators save to a board',
    canSaveTo,
    ['ok', 'ok', 'forbidden', 'forbidden'],
  ],
  [
    'canOrganizeBoard: owners and collaborators manage sections',
    canOrganizeBoard,
    ['ok', 'ok', 'forbidden', 'forbidden'],
  ],
  [
    'canEditBoard: "collaborators cannot ... change its privacy"',
    canEditBoard,
    ['ok', 'forbidden', 'forbidden', 'forbidden'],
  ],
] as const)('%s', (_rule, decide, [o, c, i, s]) => {
  it.each([
    ['owner', owner, o],
    ['collaborator', collaborator, c],
    ['invitee (not yet accepted)', invitee, i],
    ['another user', stranger, s],
    ['a viewer who may not see the board', hidden, 'not_found'],
    ['signed out', signedOut, 'unauthorized'],
  ] as const)('%s → %s', (_who, a, expected) => {
    expect(decide(a)).toBe(expected as Decision);
  });
});

describe('canDeleteBoard: "collaborators ... cannot delete the board"', () => {
  it.each([
    [owner, false, 'ok'],
    [owner, true, 'forbidden'],
    [collaborator, false, 'forbidden'],
    [stranger, false, 'forbidden'],
    [hidden, false, 'not_found'],
    [signedOut, false, 'unauthorized'],
  ] as const)('%o, quick saves %s → %s', (a, isQuickSaves, expected) => {
    expect(canDeleteBoard(a, { isQuickSaves })).toBe(expected);
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
