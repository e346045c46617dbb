// SearchTypeaheadResource (our name; docs/ARCHITECTURE.md "Search"): suggestions for what is
// typed so far, from content the reader may see, tolerant of a typo; never a word that only
// secret or blocked content holds.
import type { SearchTypeahead } from '@corkboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiAnswer } from './client';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';
import { buildSearchWorld, type SearchWorld } from './search-fixtures';

let server: TestServer;
let w: SearchWorld;
let anon: ApiClient;
let alice: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  w = await buildSearchWorld(server);
  anon = new ApiClient(server.app);
  alice = await clientFor(server, w.users.alice);
});
afterAll(() => server.close());

const typeahead = async (api: ApiClient, query: string): Promise<SearchTypeahead> => {
  const res: ApiAnswer = await api.get('SearchTypeaheadResource', { query });
  expect(res.status, res.raw).toBe(200);
  return res.body.resource_response.data as SearchTypeahead;
};
const queries = (t: SearchTypeahead) =>
  t.items.flatMap((item) => (item.type === 'query' ? [item.query] : []));
const boardNames = (t: SearchTypeahead) =>
  t.items.flatMap((item) => (item.type === 'board' ? [item.board.name] : []));
const usernames = (t: SearchTypeahead) =>
  t.items.flatMap((item) => (item.type === 'user' ? [item.user.username] : []));

describe('suggestions', () => {
  it('completes the last word from pin titles, then boards and people', async () => {
    const t = await typeahead(anon, 'walnut lou');
    expect(t.corrected_query).toBeNull();
    expect(queries(t)).toEqual(['walnut lounge', 'walnut lounge chair']);
    expect(t.items[0]).toEqual({ type: 'query', query: 'walnut lounge' });
  });

  it('a one-word prefix suggests the most common completions, boards and people', async () => {
    const t = await typeahead(anon, 'waln');
    expect(queries(t)[0]).toBe('walnut');
    expect(queries(t).length).toBeGreaterThan(1);
    expect(boardNames(t).sort()).toEqual(['Walnut dave corner', 'Walnut workshop']);
    expect(usernames(t)).toEqual(['walnut_maker']);
  });

  it('items come in the order queries, boards, people', async () => {
    const kinds = (await typeahead(anon, 'walnut')).items.map((item) => item.type);
    expect(kinds).toEqual([...kinds].sort((a, b) => order[a] - order[b]));
  });

  it('nothing for fewer than two characters or no words', async () => {
    expect((await typeahead(anon, 'w')).items).toEqual([]);
    expect((await typeahead(anon, '  ** ')).items).toEqual([]);
  });
});

const order = { query: 0, board: 1, user: 2 } as const;

describe('typo tolerance', () => {
  it.each([
    ['a transposition', 'wlanut', 'walnut'],
    ['a wrong letter', 'walnot', 'walnut'],
    ['a missing letter in an earlier word', 'walut lounge', 'walnut lounge'],
    ['a doubled letter', 'loungge', 'lounge'],
  ])('%s is corrected', async (_rule, typed, corrected) => {
    const t = await typeahead(anon, typed);
    expect(t.corrected_query).toBe(corrected);
    expect(t.items.length).toBeGreaterThan(0);
  });

  it('a short word is never corrected', async () => {
    const t = await typeahead(anon, 'wxl');
    expect(t).toMatchObject({ corrected_query: null, items: [] });
  });
});

describe('privacy', () => {
  it('never suggests what only a secret board holds, even misspelt', async () => {
    for (const typed of ['secretive', 'secretiv', 'secretvie', 'collab', 'walnut secrets']) {
      const { items, corrected_query } = await typeahead(anon, typed);
      expect(JSON.stringify([items, corrected_query])).not.toMatch(/secretive|collab|secrets/i);
    }
  });

  it('the owner does not get their secret board either (suggestions are public)', async () => {
    expect(boardNames(await typeahead(alice, 'walnut sec'))).toEqual([]);
  });

  it('nothing of someone a block separates from the viewer', async () => {
    const t = await typeahead(alice, 'walnut');
    expect(boardNames(t)).not.toContain('Walnut dave corner');
    expect((await typeahead(alice, 'dave')).items).toEqual([]);
    expect((await typeahead(alice, 'erin')).items).toEqual([]);
    expect(usernames(await typeahead(anon, 'dave'))).toEqual([w.users.dave.username]);
  });
});
