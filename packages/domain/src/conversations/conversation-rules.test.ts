import { describe, expect, it } from 'vitest';
import { mayDeleteMessage, messageOf, pairKey, sentPinShown } from './conversation-rules';

describe('pairKey: one conversation per pair, whoever writes first', () => {
  it.each<[string, string, string, string]>([
    ['the lower id first', '5', '12', '5:12'],
    ['the same pair the other way round', '12', '5', '5:12'],
    ['ids compare as numbers', '9', '10', '9:10'],
  ])('%s', (_rule, a, b, key) => {
    expect(pairKey(a, b)).toBe(key);
  });
});

describe('messageOf: a message says something or carries a pin', () => {
  it.each<[string, Parameters<typeof messageOf>[0], ReturnType<typeof messageOf>]>([
    ['text alone, trimmed', { text: '  hi  ', pinId: undefined }, { text: 'hi', pinId: null }],
    ['a pin alone', { text: undefined, pinId: '7' }, { text: '', pinId: '7' }],
    ['a pin with a line', { text: 'look', pinId: '7' }, { text: 'look', pinId: '7' }],
    ['blank and no pin is nothing', { text: '  ', pinId: undefined }, null],
    ['nothing at all is nothing', { text: undefined, pinId: undefined }, null],
  ])('%s', (_rule, input, kept) => {
    expect(messageOf(input)).toEqual(kept);
  });
});

describe('sentPinShown: a sent pin shows where the reader could see it anyway', () => {
  it.each<[string, string, string, boolean]>([
    ['a pin on a public board', 'public', 'someone', true],
    ['a pin on a protected board', 'protected', 'someone', true],
    ['a secret pin of someone else', 'secret', 'someone', false],
    ['a secret pin of the reader', 'secret', 'reader', true],
  ])('%s', (_rule, boardPrivacy, pinnerId, shown) => {
    expect(sentPinShown({ boardPrivacy, pinnerId }, 'reader')).toBe(shown);
  });
});

describe('mayDeleteMessage: "a person may delete the messages they sent"', () => {
  it.each([
    ['the sender deletes their own message', '7', '7', true],
    ['nobody deletes the other person’s', '7', '8', false],
  ])('%s', (_rule, viewer, sender, allowed) => {
    expect(mayDeleteMessage(viewer, sender)).toBe(allowed);
  });
});
