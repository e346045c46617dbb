import { describe, expect, it } from 'vitest';
import type { CardContext, CardPinInput } from './card-model';
import {
  cardReactions,
  reactionControlsShown,
  reactionRowAllowed,
  reactionTotal,
  topReactions,
} from './card-reactions';
import { context, pin, signedOut } from './test-fixtures';

const counts = { like: 12, love: 30, wow: 2 };

describe('reactionRowAllowed', () => {
  it.each<[string, Partial<CardPinInput>, Partial<CardContext>, boolean]>([
    ['an organic image pin shows the row', {}, {}, true],
    ['"only when reactions are enabled"', {}, { reactionsEnabled: false }, false],
    ['"the pin is not promoted"', { is_promoted: true }, {}, false],
    [
      'a downstream promotion is not an ad: the row shows',
      { is_promoted: true, is_downstream_promotion: true },
      {},
      true,
    ],
    [
      '"not a story pin"',
      { story_pin_data: { id: 's', page_count: 1, is_deleted: false } },
      {},
      false,
    ],
    ['"... or video"', { is_video: true }, {}, false],
    [
      '"not excluded by an experience with hideReactions"',
      {},
      { hideReactionsByExperience: true },
      false,
    ],
    [
      'signed out, "no reactions in some experiments": hide_reactions enabled',
      {},
      signedOut({ experiments: { hide_reactions: 'enabled' } }),
      false,
    ],
    [
      'signed out, the hide_reactions experiment, control',
      {},
      signedOut({ experiments: { hide_reactions: 'control' } }),
      true,
    ],
    [
      'signed in, hide_reactions does not apply (it is a signed-out visitor rule)',
      {},
      { experiments: { hide_reactions: 'enabled' } },
      true,
    ],
    ['"View parameters 3475 ... are also excluded"', {}, { viewParameter: 3475 }, false],
    ['"View parameters ... 606 are also excluded"', {}, { viewParameter: 606 }, false],
    ['other view parameters keep the row', {}, { viewParameter: 140 }, true],
  ])('%s', (_sentence, fields, ctxFields, expected) => {
    expect(reactionRowAllowed(pin(fields), context(ctxFields))).toBe(expected);
  });
});

describe('reactionControlsShown', () => {
  it.each<[string, Partial<CardPinInput>, Partial<CardContext>, boolean]>([
    ['an organic pin has controls', {}, {}, true],
    [
      '"hidden for video ... pins that are promoted"',
      { is_video: true, is_promoted: true },
      {},
      false,
    ],
    [
      '"hidden for ... story pins that are promoted"',
      { is_promoted: true, story_pin_data: { id: 's', page_count: 1, is_deleted: false } },
      {},
      false,
    ],
    [
      '"hidden for ... downstream promotions"',
      { is_promoted: true, is_downstream_promotion: true },
      {},
      false,
    ],
    ['"hidden ... on collaborative boards"', {}, { onCollaborativeBoard: true }, false],
  ])('%s', (_sentence, fields, ctxFields, expected) => {
    expect(reactionControlsShown(pin(fields), context(ctxFields))).toBe(expected);
  });
});

describe('cardReactions', () => {
  it('total is the sum of the counts; top is the types by count', () => {
    expect(cardReactions(pin({ reaction_counts: counts }), context())).toEqual({
      visible: true,
      controls: true,
      total: 44,
      top: ['love', 'like', 'wow'],
    });
  });

  it('a downstream promotion shows the row without controls', () => {
    expect(
      cardReactions(
        pin({ reaction_counts: counts, is_promoted: true, is_downstream_promotion: true }),
        context(),
      ),
    ).toMatchObject({ visible: true, controls: false });
  });

  it('no reactions: no row (decided)', () => {
    expect(cardReactions(pin({ reaction_counts: { like: 0 } }), context())).toBeNull();
  });

  it('hidden row is null', () => {
    expect(cardReactions(pin({ reaction_counts: counts, is_video: true }), context())).toBeNull();
  });

  it('bad counts count as 0; ties are ordered by name', () => {
    expect(reactionTotal({ a: -3, b: Number.NaN, c: 2 })).toBe(2);
    expect(topReactions({ wow: 2, like: 2, love: 0 })).toEqual(['like', 'wow']);
  });
});
