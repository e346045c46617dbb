// What the header's typeahead lists (issue 6): recent searches first, then the server's
// suggestions, boards and people; choosing one searches or opens it.
import { describe, expect, it } from 'vitest';
import type { Board, SearchTypeahead, SearchUser } from '@corkboard/contracts';
import { pickOf, suggestionsPending, typeaheadOptions } from './typeahead-options';

const board = { id: '7', name: 'Walnut workshop', url: '/ada/walnut-workshop/' } as Board;
const user = { id: '9', username: 'walnut_maker', full_name: 'Wally' } as SearchUser;
const answer: SearchTypeahead = {
  query: 'wal',
  corrected_query: null,
  items: [
    { type: 'query', query: 'walnut' },
    { type: 'query', query: 'walnut chair' },
    { type: 'board', board },
    { type: 'user', user },
  ],
};
const recent = ['Walnut', 'wall art', 'lamp', 'walk', 'waltz'];

describe('typeaheadOptions', () => {
  it('under two characters: every recent search', () => {
    expect(typeaheadOptions('w', recent, answer).map((o) => o.kind)).toEqual(
      recent.map(() => 'recent'),
    );
  });

  it('then: up to three matching recent searches, suggestions not among them, boards, people', () => {
    const options = typeaheadOptions('wal', recent, answer);
    expect(options.map((o) => o.key)).toEqual([
      'r:Walnut',
      'r:wall art',
      'r:walk',
      'q:walnut chair',
      'b:7',
      'u:9',
    ]);
  });

  it('no answer yet: the matching recent searches alone', () => {
    expect(typeaheadOptions('lam', recent, undefined).map((o) => o.key)).toEqual(['r:lamp']);
  });
});

describe('pickOf', () => {
  it.each([
    [
      { key: 'r', kind: 'recent', query: 'lamp' },
      { type: 'query', query: 'lamp' },
    ],
    [
      { key: 'q', kind: 'query', query: 'walnut' },
      { type: 'query', query: 'walnut' },
    ],
    [
      { key: 'b', kind: 'board', board },
      { type: 'link', href: '/ada/walnut-workshop/' },
    ],
    [
      { key: 'u', kind: 'user', user },
      { type: 'link', href: '/walnut_maker/' },
    ],
  ] as const)('%j', (option, pick) => {
    expect(pickOf(option)).toEqual(pick);
  });
});

describe('suggestionsPending (the list is aria-busy until it answers what is typed)', () => {
  it.each([
    ['typing has not settled: an earlier text is asked about', 'wedd', 'we', false, true],
    ["settled, its answer on its way (the earlier one's shows)", 'wedd', 'wedd', true, true],
    ['settled and answered', 'wedd', 'wedd', false, false],
    ['under two characters nothing is asked: recent searches only', 'w', '', false, false],
  ])('%s', (_case, typed, settled, fetching, pending) => {
    expect(suggestionsPending(typed, settled, fetching)).toBe(pending);
  });
});
