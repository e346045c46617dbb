import { describe, expect, it } from 'vitest';
import type { CardPinInput } from '../pin-card/card-model';
import { context, pin, signedOut } from '../pin-card/test-fixtures';
import {
  closeupReactions,
  countsAfterReaction,
  isReactionType,
  reactionsOpenOn,
  REACTION_TYPES,
  type CloseupReactionInput,
} from './reactions';

const story = { story_pin_data: { pin_title: 'Steps', page_count: 3 } } as Partial<CardPinInput>;
const closeup = (overrides: Partial<CardPinInput & CloseupReactionInput> = {}) => ({
  ...pin(),
  on_collaborative_board: false,
  viewer_reaction: null,
  ...overrides,
});
const ctx = context({ surface: 'PinCloseup' });

describe('REACTION_TYPES: a closed list of names', () => {
  it('knows its five types and nothing else', () => {
    expect(REACTION_TYPES).toEqual(['like', 'good_idea', 'haha', 'wow', 'thanks']);
    for (const type of REACTION_TYPES) expect(isReactionType(type)).toBe(true);
    for (const other of ['1', 'love', '', null, 1, 'LIKE'])
      expect(isReactionType(other)).toBe(false);
  });
});

describe('reactionsOpenOn: where the server takes a reaction (spec 000 §5, reqs 000-5.23, 000-5.24)', () => {
  it.each<[string, Partial<CardPinInput>, boolean, boolean]>([
    ['an organic image pin', {}, false, true],
    ['"on collaborative boards" controls are hidden', {}, true, false],
    ['"downstream promotions"', { is_promoted: true, is_downstream_promotion: true }, false, false],
    ['"video ... pins that are promoted"', { is_video: true, is_promoted: true }, false, false],
    ['"story pins that are promoted"', { ...story, is_promoted: true }, false, false],
    ['the row is "not promoted": an ad', { is_promoted: true }, false, false],
    ['the row is "not a story pin"', story, false, false],
    ['the row is "not ... video"', { is_video: true }, false, false],
  ])('%s', (_name, overrides, collaborative, expected) => {
    expect(reactionsOpenOn(pin(overrides), collaborative)).toBe(expected);
  });
});

describe('closeupReactions: the row and its button on the pin page', () => {
  it.each<[string, Partial<CardPinInput & CloseupReactionInput>, object | null]>([
    ['an organic pin: the button, even at 0', {}, { count: 0, controls: true }],
    [
      "with reactions and the viewer's own",
      { reaction_counts: { like: 3, wow: 2 }, viewer_reaction: 'wow' },
      { count: 5, controls: true, viewerReaction: 'wow' },
    ],
    [
      'a collaborative board: the count alone',
      { reaction_counts: { like: 3 }, on_collaborative_board: true },
      { count: 3, controls: false },
    ],
    ['a collaborative board, nobody reacted: nothing', { on_collaborative_board: true }, null],
    [
      'a downstream promotion: the count alone',
      { reaction_counts: { like: 1 }, is_promoted: true, is_downstream_promotion: true },
      { count: 1, controls: false },
    ],
    ['an ad: no row', { reaction_counts: { like: 4 }, is_promoted: true }, null],
    ['a video: no row', { reaction_counts: { like: 4 }, is_video: true }, null],
    ['an idea pin: no row', { reaction_counts: { like: 4 }, ...story }, null],
    [
      "a grid's pin while the whole pin loads: the count, no button yet",
      { reaction_counts: { like: 2 }, on_collaborative_board: undefined },
      { count: 2, controls: false },
    ],
    [
      'an unknown own reaction reads as none',
      { viewer_reaction: 'love' },
      { viewerReaction: null },
    ],
  ])('%s', (_name, overrides, expected) => {
    const result = closeupReactions(closeup(overrides), ctx);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });

  it('crawlers get the count, never the button', () => {
    const bot = { ...ctx, viewer: { ...ctx.viewer, isBot: true } };
    expect(closeupReactions(closeup({ reaction_counts: { like: 2 } }), bot)).toMatchObject({
      controls: false,
    });
  });

  it('signed out, the button is there (it asks to log in)', () => {
    expect(closeupReactions(closeup(), signedOut({ surface: 'PinCloseup' }))?.controls).toBe(true);
  });

  it('"not excluded by an experience with hideReactions": no row', () => {
    expect(closeupReactions(closeup(), { ...ctx, hideReactionsByExperience: true })).toBeNull();
  });

  it('signed out, "no reactions in some experiments"; signed in, the experiment does not apply', () => {
    const hidden = { experiments: { hide_reactions: 'enabled' } };
    expect(closeupReactions(closeup(), signedOut({ ...hidden, surface: 'PinCloseup' }))).toBeNull();
    expect(closeupReactions(closeup(), { ...ctx, ...hidden })?.controls).toBe(true);
  });
});

describe('countsAfterReaction: one fewer of the old type, one more of the new', () => {
  it.each<[string, Record<string, number>, string | null, string | null, Record<string, number>]>([
    ['a first reaction', {}, null, 'like', { like: 1 }],
    ["another person's type stays", { wow: 2 }, null, 'like', { wow: 2, like: 1 }],
    ['a change of type', { like: 3, wow: 1 }, 'wow', 'like', { like: 4 }],
    ['taken back: a type at 0 leaves', { like: 1, '1': 9 }, 'like', null, { '1': 9 }],
    ['the same again changes nothing', { like: 2 }, 'like', 'like', { like: 2 }],
  ])('%s', (_name, counts, before, after, expected) => {
    expect(
      countsAfterReaction(
        counts,
        before as Parameters<typeof countsAfterReaction>[1],
        after as Parameters<typeof countsAfterReaction>[2],
      ),
    ).toEqual(expected);
  });
});
