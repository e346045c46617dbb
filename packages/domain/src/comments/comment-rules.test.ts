import { describe, expect, it } from 'vitest';
import {
  commentAge,
  commentTextOf,
  mayDeleteComment,
  threadOf,
  type CommentAge,
} from './comment-rules';

describe('threadOf: replies are one level deep', () => {
  it.each<[string, { id: string; parentId: string | null }, string]>([
    ['a reply to a top-level comment goes under it', { id: '10', parentId: null }, '10'],
    [
      'a reply to a reply joins the thread of its top-level comment',
      { id: '12', parentId: '10' },
      '10',
    ],
  ])('%s', (_rule, target, thread) => {
    expect(threadOf(target)).toBe(thread);
  });
});

describe("mayDeleteComment: its author, or the pin's pinner", () => {
  it.each<[string, string | null, boolean]>([
    ['the author deletes their own comment', 'author', true],
    ["the pin's pinner deletes any comment on their pin", 'pinner', true],
    ['another person may not', 'someone', false],
    ['a signed-out visitor may not', null, false],
  ])('%s', (_rule, viewerId, may) => {
    expect(mayDeleteComment({ viewerId, authorId: 'author', pinnerId: 'pinner' })).toBe(may);
  });
  it('the pinner commenting on their own pin may delete it (both roles at once)', () => {
    expect(mayDeleteComment({ viewerId: 'p', authorId: 'p', pinnerId: 'p' })).toBe(true);
  });
});

describe('commentTextOf: a comment says something', () => {
  it.each<[string, string, string | null]>([
    ['kept as written, ends trimmed', '  Love this!  ', 'Love this!'],
    ['inner lines stay', 'one\ntwo', 'one\ntwo'],
    ['blank is nothing to post', ' \n\t ', null],
    ['empty is nothing to post', '', null],
  ])('%s', (_rule, raw, kept) => {
    expect(commentTextOf(raw)).toBe(kept);
  });
});

describe('commentAge: the largest whole unit, as the list writes it', () => {
  const MIN = 60_000;
  const DAY = 24 * 60 * MIN;
  it.each<[string, number, CommentAge]>([
    ['under a minute is now', 59_999, { unit: 'now' }],
    ['a clock behind the comment reads now', -5 * MIN, { unit: 'now' }],
    ['one minute', MIN, { unit: 'm', n: 1 }],
    ['59 minutes stay minutes', 59 * MIN + 59_000, { unit: 'm', n: 59 }],
    ['an hour', 60 * MIN, { unit: 'h', n: 1 }],
    ['23 hours stay hours', 23 * 60 * MIN + 59 * MIN, { unit: 'h', n: 23 }],
    ['a day', DAY, { unit: 'd', n: 1 }],
    ['6 days stay days', 6 * DAY + DAY - 1, { unit: 'd', n: 6 }],
    ['a week', 7 * DAY, { unit: 'w', n: 1 }],
    ['51 weeks stay weeks', 51 * 7 * DAY + 6 * DAY, { unit: 'w', n: 51 }],
    ['52 weeks (364 days) are written as a year', 52 * 7 * DAY, { unit: 'y', n: 1 }],
    ['a year', 365 * DAY, { unit: 'y', n: 1 }],
    ['three years', 3 * 365 * DAY + DAY, { unit: 'y', n: 3 }],
  ])('%s', (_rule, elapsed, age) => {
    expect(commentAge(1_000_000_000_000, 1_000_000_000_000 + elapsed)).toEqual(age);
  });
});
