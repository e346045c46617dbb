// What each committed write makes the read caches drop (feeds/read-invalidation.ts): a person's
// own write drops their own views; an edit, a delete or a block may change what anyone sees and
// drops everyone's; presentations go only when rows they show were rewritten.
import { describe, expect, it } from 'vitest';
import { readInvalidation } from '../../src/feeds/read-invalidation';

const set = (...tables: string[]) => new Set(tables);
const none = {
  presentations: false,
  sessions: false,
  everyone: false,
  signedOut: false,
  viewerGrids: false,
};

describe('readInvalidation', () => {
  it.each([
    [
      'a save (a new pin) by a person: their plan and lists go, their grids stay',
      set('pins', 'boards'),
      set(),
      '5',
      { ...none, signedOut: true, viewer: '5' },
    ],
    [
      'a new pin with its image and topics on a new board: the same',
      set('boards', 'pins', 'images', 'pin_interests'),
      set(),
      '5',
      { ...none, signedOut: true, viewer: '5' },
    ],
    [
      'a follow by a person',
      set('user_follows'),
      set(),
      '5',
      { ...none, signedOut: true, viewer: '5', viewerGrids: true },
    ],
    [
      'an unfollow (their own row deleted)',
      set('user_follows'),
      set('user_follows'),
      '5',
      { ...none, signedOut: true, viewer: '5', viewerGrids: true },
    ],
    [
      'a hide',
      set('pin_hides'),
      set(),
      '5',
      { ...none, signedOut: true, viewer: '5', viewerGrids: true },
    ],
    [
      'a comment: only the signed-out answers (which cache comment lists) go; no feed holds one',
      set('pin_comments'),
      set(),
      '5',
      { ...none, signedOut: true, viewer: null },
    ],
    [
      'a comment deleted (a row rewritten): still only the signed-out answers',
      set('pin_comments'),
      set('pin_comments'),
      '5',
      { ...none, signedOut: true, viewer: null },
    ],
    [
      "a comment reported: only the reporter's uncached reads change; nothing goes",
      set('pin_comment_reports'),
      set(),
      '5',
      { ...none, viewer: null },
    ],
    [
      "a reaction: the counts triggers keep go out of the presentations; nobody else's lists",
      set('pin_reactions'),
      set(),
      '5',
      { ...none, presentations: true, signedOut: true, viewer: '5', viewerGrids: true },
    ],
    [
      'a reaction taken back (their own row deleted): the same',
      set('pin_reactions'),
      set('pin_reactions'),
      '5',
      { ...none, presentations: true, signedOut: true, viewer: '5', viewerGrids: true },
    ],
    [
      'a block: the other person sees less too',
      set('user_blocks', 'user_follows'),
      set('user_follows'),
      '5',
      { ...none, signedOut: true, everyone: true, viewer: '5', viewerGrids: true },
    ],
    [
      'a pin title edited',
      set('pins'),
      set('pins'),
      '5',
      {
        ...none,
        presentations: true,
        signedOut: true,
        everyone: true,
        viewer: '5',
        viewerGrids: true,
      },
    ],
    [
      'a board turned secret',
      set('boards', 'pins'),
      set('boards', 'pins'),
      '5',
      {
        ...none,
        presentations: true,
        signedOut: true,
        everyone: true,
        viewer: '5',
        viewerGrids: true,
      },
    ],
    [
      'a pin deleted',
      set('pins'),
      set('pins'),
      '5',
      {
        ...none,
        presentations: true,
        signedOut: true,
        everyone: true,
        viewer: '5',
        viewerGrids: true,
      },
    ],
    [
      'a user renamed',
      set('users'),
      set('users'),
      '5',
      {
        ...none,
        presentations: true,
        sessions: true,
        signedOut: true,
        everyone: true,
        viewer: '5',
        viewerGrids: true,
      },
    ],
    [
      'a write with no known actor (a script)',
      set('pins'),
      set(),
      null,
      { ...none, signedOut: true, everyone: true, viewer: null },
    ],
    ['a sign-in (a new session)', set('sessions'), set(), null, { ...none, viewer: null }],
    [
      'a sign-out (a session deleted)',
      set('sessions'),
      set('sessions'),
      '5',
      { ...none, sessions: true, viewer: null },
    ],
    ['an upload', set('uploads'), set(), '5', { ...none, viewer: null }],
    [
      'a raw write, tables unknown',
      set('*'),
      set('*'),
      '5',
      {
        ...none,
        presentations: true,
        sessions: true,
        everyone: true,
        signedOut: true,
        viewer: '5',
        viewerGrids: true,
      },
    ],
  ])('%s', (_label, tables, rewritten, actor, expected) => {
    expect(readInvalidation(tables, rewritten, actor)).toEqual(expected);
  });
});
