import { describe, expect, it } from 'vitest';
import type { CardContext, CardPinInput, FeedbackType } from './card-model';
import { feedbackType, reasonLine } from './feedback-type';
import { context, pin, user } from './test-fixtures';

const reason = (r: string, board: { id: string; name: string; url: string } | null = null) => ({
  recommendation_reason: { reason: r, reason_id: null, board },
});
const kitchen = { id: 'b9', name: 'Kitchen', url: '/alice/kitchen/' };
const followedBoard = {
  id: 'b1',
  name: 'Summer',
  url: '/alice/summer/',
  privacy: 'public',
  followed_by_me: true,
};

describe('feedbackType', () => {
  it.each<[string, Partial<CardPinInput>, Partial<CardContext>, FeedbackType]>([
    [
      '"1. promoted (an ad that is not downstream)"',
      { is_promoted: true, ...reason('followed_interest') },
      { explicitFeedbackType: 'x' },
      'promoted',
    ],
    [
      'a downstream promotion is not "promoted"',
      { is_promoted: true, is_downstream_promotion: true },
      {},
      'default',
    ],
    [
      '"2. an explicit feedback type"',
      reason('followed_interest'),
      { explicitFeedbackType: 'hide' },
      'explicit',
    ],
    ['"3. topic (reason followed interest)"', reason('followed_interest', kitchen), {}, 'topic'],
    [
      '"4. pfyBoard ... (board variant if a board is present)"',
      reason('board_similarity', kitchen),
      {},
      'pfyBoard',
    ],
    ['"4. ... or pfy (other recommendation reasons)"', reason('recent_activity'), {}, 'pfy'],
    [
      '"5. followed (board ... followed)"',
      { board: followedBoard },
      { viewParameter: 140 },
      'followed',
    ],
    [
      '"5. followed (... pinner followed)"',
      { pinner: user('alice', { explicitly_followed_by_me: true }) },
      {},
      'followed',
    ],
    ['"6. related (view parameters 140 ...)"', {}, { viewParameter: 140 }, 'related'],
    ['"6. related (view parameters ... 3173)"', {}, { viewParameter: 3173 }, 'related'],
    ['"7. newsHub (3082)"', {}, { viewParameter: 3082 }, 'newsHub'],
    ['"8. otherwise default"', {}, { viewParameter: 1 }, 'default'],
    // Decided (discovery/recommendation-reasons.ts): follow reasons are step 5, not step 4.
    ['"5. followed (board ...)" by reason', reason('followed_board', kitchen), {}, 'followed'],
    ['"5. followed (... pinner)" by reason', reason('followed_user'), {}, 'followed'],
    ['"4. pfyBoard": saved to a board', reason('saved_to_board', kitchen), {}, 'pfyBoard'],
    ['"4. pfy": recent activity', reason('recent_activity'), {}, 'pfy'],
    // Context reasons make no personal claim: the card falls through to steps 5-8.
    ['a popular pin is "otherwise default"', reason('popular'), {}, 'default'],
    ['a fresh pin is "otherwise default"', reason('fresh'), {}, 'default'],
    ['a related pin is "6. related"', reason('related_pin'), { viewParameter: 140 }, 'related'],
    ['a topic page pin is "otherwise default"', reason('interest'), {}, 'default'],
  ])('%s', (_sentence, fields, ctx, expected) => {
    expect(feedbackType(pin(fields), context(ctx))).toBe(expected);
  });
});

describe('reasonLine', () => {
  it.each<[string, FeedbackType, Partial<CardPinInput>, string | null]>([
    [
      '"by a topic"',
      'topic',
      { source_interest: { id: 'i', name: 'Bread baking' } },
      "Because you're interested in Bread baking",
    ],
    ['a topic without its name has no line', 'topic', {}, null],
    ['"by a board"', 'pfyBoard', reason('x', kitchen), 'Inspired by your board Kitchen'],
    ['"inspired by recent activity"', 'pfy', {}, 'Inspired by your recent activity'],
    [
      '"from a followed ... board"',
      'followed',
      { board: followedBoard },
      'Because you follow Summer',
    ],
    [
      '"from a followed profile"',
      'followed',
      { pinner: user('alice', { explicitly_followed_by_me: true }) },
      'Because you follow Alice',
    ],
    [
      '"from a followed ... board" by reason',
      'followed',
      reason('followed_board', kitchen),
      'Because you follow Kitchen',
    ],
    [
      '"from a followed profile" by reason',
      'followed',
      { ...reason('followed_user'), pinner: user('alice') },
      'Because you follow Alice',
    ],
    ['none for default', 'default', {}, null],
    ['none for promoted', 'promoted', {}, null],
    ['none for related', 'related', {}, null],
  ])('%s', (_sentence, type, fields, expected) => {
    expect(reasonLine(type, pin(fields))).toBe(expected);
  });
});
