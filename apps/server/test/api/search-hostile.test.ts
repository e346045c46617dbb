// Whatever is typed into search, the answer is a 200 or a clear invalid_parameters, never a
// 5xx (docs/DESIGN.md §4 "property-based fuzzing of every resource (no 5xx)"): FTS5 and tsquery
// syntax, quotes, operators, unicode, and text past the limit. The indexes stay in step with
// the rows through every write path (triggers on insert, update and delete, cascades too).
import fc from 'fast-check';
import {
  SEARCH_QUERY_MAX,
  SEARCH_SCOPES,
  unstorableText,
  VALIDATION_TEXT,
} from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';
import { codeOf, idsOf, search, searchPin } from './search-fixtures';

let server: TestServer;
let signedIn: ApiClient;
let anon: ApiClient;
let owner: { id: string; username: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server.ctx, { first_name: 'Owen' });
  const board = await createBoard(server.ctx, owner.id, { name: 'Ölmalerei & "quotes"' });
  await searchPin(server, board, owner.id, 'NEAR AND OR NOT "quoted" title: * ^ -x');
  await searchPin(server, board, owner.id, 'Café crème brûlée 東京 Дом 😀');
  for (let i = 0; i < 5; i += 1) await createPin(server.ctx, board, owner.id);
  signedIn = await clientFor(server, owner);
  anon = new ApiClient(server.app);
});
afterAll(() => server.close());

const HOSTILE = [
  '"',
  '""',
  '"unclosed',
  '*',
  'chair*',
  '* chair',
  'NEAR(a b)',
  'NEAR/2',
  'a AND',
  'OR',
  'NOT NOT',
  '-',
  '-chair',
  'title:chair',
  ':',
  '^chair',
  '(',
  ')',
  '{a b}',
  "'",
  "a' OR '1'='1",
  'a & b | !c <-> d:*',
  '\\',
  '%_',
  '\u0301',
  '😀',
  'ﬁ',
  ' ',
  '',
  'a'.repeat(SEARCH_QUERY_MAX),
  'ab '.repeat(Math.floor(SEARCH_QUERY_MAX / 3)),
];

describe('hostile queries never fail', () => {
  it.each(HOSTILE.map((q) => [JSON.stringify(q).slice(0, 40), q]))(
    'BaseSearchResource and the typeahead answer %s',
    async (_label, query) => {
      for (const api of [anon, signedIn]) {
        for (const scope of SEARCH_SCOPES) {
          const res = await search(api, query, scope);
          expect(res.status, `${scope}: ${res.raw}`).toBeLessThan(500);
          if (api === signedIn) expect(res.status).toBe(200);
        }
        const typeahead = await api.get('SearchTypeaheadResource', { query });
        expect(typeahead.status, typeahead.raw).toBe(200);
      }
    },
  );

  // Input both engines can store (docs/ARCHITECTURE.md): refused the same way on both.
  it.each([
    ['NUL', 'a\u0000b', `query: ${VALIDATION_TEXT.nul}`],
    ['a lone surrogate', 'a\ud800', `query: ${VALIDATION_TEXT.lone_surrogate}`],
  ])('a query with %s is invalid_parameters naming the field', async (_label, query, message) => {
    for (const api of [anon, signedIn]) {
      for (const res of [
        await search(api, query, 'pins'),
        await api.get('SearchTypeaheadResource', { query }),
      ]) {
        expect(res.status, res.raw).toBe(400);
        expect(codeOf(res)).toBe('invalid_parameters');
        expect(res.body.resource_response.error?.message).toBe(message);
      }
    }
  });

  it('any string: no 5xx from search or the typeahead', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.string({ maxLength: 80, unit: 'grapheme' }),
          fc.string({ maxLength: 80, unit: 'binary' }),
          fc
            .array(
              fc.constantFrom(
                '"',
                '*',
                'NEAR',
                'AND',
                'OR',
                'NOT',
                '-',
                ':',
                '(',
                ')',
                'a',
                'é',
                ' ',
                "'",
                '&',
                '|',
                '!',
              ),
            )
            .map((parts) => parts.join('')),
        ),
        fc.constantFrom(...SEARCH_SCOPES),
        async (query, scope) => {
          // Text no engine can store (NUL, a lone surrogate) is refused; the rest is searched.
          const expected = unstorableText(query) === null ? 200 : 400;
          const res = await search(signedIn, query, scope);
          expect(res.status, res.raw).toBe(expected);
          const typeahead = await signedIn.get('SearchTypeaheadResource', { query });
          expect(typeahead.status, typeahead.raw).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a query past the limit is invalid_parameters naming the field', async () => {
    for (const name of ['BaseSearchResource', 'SearchTypeaheadResource']) {
      const res = await anon.get(name, { query: 'a'.repeat(2000), scope: 'pins' });
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe('invalid_parameters');
      expect(res.body.resource_response.error?.message).toBe(
        `query: must be at most ${SEARCH_QUERY_MAX} characters`,
      );
    }
  });

  it('symbols and scripts are found as words', async () => {
    expect(idsOf(await search(anon, 'near and or', 'pins'))).toHaveLength(1);
    expect(idsOf(await search(anon, 'creme brulee', 'pins'))).toHaveLength(1);
    expect(idsOf(await search(anon, '東京', 'pins'))).toHaveLength(1);
    expect(idsOf(await search(anon, 'дом', 'pins'))).toHaveLength(1);
    expect(idsOf(await search(anon, 'olmalerei', 'boards'))).toHaveLength(1);
  });
});

describe('the indexes follow the rows', () => {
  it('an edited title is found by its new words only', async () => {
    const board = await createBoard(server.ctx, owner.id, { name: 'Edits' });
    const pin = await searchPin(server, board, owner.id, 'Marigold teapot');
    const res = await signedIn.post('PinResource', 'update', { id: pin, title: 'Saffron kettle' });
    expect(res.status, res.raw).toBe(200);
    expect(idsOf(await search(anon, 'marigold', 'pins'))).toEqual([]);
    expect(idsOf(await search(anon, 'saffron kettle', 'pins'))).toEqual([pin]);
  });

  it('deleting a board takes its pins out of search (cascade)', async () => {
    const board = await createBoard(server.ctx, owner.id, { name: 'Doomed tangerine' });
    const pin = await searchPin(server, board, owner.id, 'Tangerine vase');
    expect(idsOf(await search(anon, 'tangerine', 'pins'))).toEqual([pin]);
    const res = await signedIn.post('BoardResource', 'delete', { board_id: board.id });
    expect(res.status, res.raw).toBe(200);
    expect(idsOf(await search(anon, 'tangerine', 'pins'))).toEqual([]);
    expect(idsOf(await search(anon, 'tangerine', 'boards'))).toEqual([]);
  });

  it('a board made secret leaves search at once', async () => {
    const board = await createBoard(server.ctx, owner.id, { name: 'Soon hidden' });
    const pin = await searchPin(server, board, owner.id, 'Vermilion lantern');
    expect(idsOf(await search(anon, 'vermilion', 'pins'))).toEqual([pin]);
    const res = await signedIn.post('BoardResource', 'update', {
      board_id: board.id,
      privacy: 'secret',
    });
    expect(res.status, res.raw).toBe(200);
    expect(idsOf(await search(anon, 'vermilion', 'pins'))).toEqual([]);
    expect(idsOf(await search(signedIn, 'vermilion', 'my_pins'))).toEqual([pin]);
  });
});
