// `SearchTypeaheadResource get {query}` (our name; docs/API.md names no typeahead call): what the
// header's search box suggests for the text typed so far. Query suggestions are read from the
// titles of the best matching public pins (the last term as a prefix), then up to three
// boards and three people. When nothing matches as typed, misspelt terms are corrected
// (storage/search-correction.ts) and the corrected query is used and reported. Recent searches
// are the browser's own (localStorage), never sent here.
import type { SearchTypeahead, TypeaheadItem } from '@corkboard/contracts';
import { resourceSchemas } from '@corkboard/contracts';
import {
  displayQuery,
  parseSearchQuery,
  querySuggestions,
  TYPEAHEAD_BOARDS_MAX,
  TYPEAHEAD_MIN_CHARS,
  TYPEAHEAD_USERS_MAX,
  type SearchTerms,
} from '@corkboard/domain';
import type { RequestContext } from '../../app/context';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { presentBoards } from '../boards/present-boards';
import { presentSearchUsers } from './present-search-users';

/** Titles read per answer: enough for six suggestions with counts that mean something. */
const TITLES_READ = 30;

async function lookUp(ctx: RequestContext, terms: SearchTerms): Promise<TypeaheadItem[]> {
  const { search, users } = ctx.app.stores;
  const page = (limit: number) => ({ limit, after: null, viewerId: ctx.viewerId });
  const [titles, boards, people] = await Promise.all([
    search.pinTitles(terms, ctx.viewerId, TITLES_READ),
    search.boards(terms, page(TYPEAHEAD_BOARDS_MAX)),
    search.users(terms, page(TYPEAHEAD_USERS_MAX)),
  ]);
  const boardRows = boards.map((b) => b.row);
  const owners = await users.byIds(boardRows.map((b) => idString(b.owner_id)));
  const [presentedBoards, presentedUsers] = await Promise.all([
    presentBoards(ctx, boardRows, owners),
    presentSearchUsers(
      ctx,
      people.map((p) => p.row),
    ),
  ]);
  return [
    ...querySuggestions(terms, titles).map((query) => ({ type: 'query' as const, query })),
    ...presentedBoards.map((board) => ({ type: 'board' as const, board })),
    ...presentedUsers.map((user) => ({ type: 'user' as const, user })),
  ];
}

export const SearchTypeaheadResource = {
  get: action(resourceSchemas.SearchTypeaheadResource.get, async (ctx, options) => {
    const query = displayQuery(options.query);
    const terms = parseSearchQuery(query);
    const answer: SearchTypeahead = { query, corrected_query: null, items: [] };
    if (terms.terms.length === 0 || [...query].length < TYPEAHEAD_MIN_CHARS) {
      return { data: answer };
    }
    answer.items = await lookUp(ctx, terms);
    if (answer.items.length === 0) {
      const corrected = await ctx.app.stores.search.correct(terms);
      if (corrected) {
        answer.items = await lookUp(ctx, corrected);
        if (answer.items.length > 0) answer.corrected_query = corrected.terms.join(' ');
      }
    }
    return { data: answer };
  }),
};
