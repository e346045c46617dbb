// What the typeahead lists, in order (issue 6): with fewer than two characters typed, the
// recent searches; then the recent searches that start with what is typed (three at most),
// the server's query suggestions not already among them, its boards and its people.
import type { Board, SearchTypeahead, SearchUser } from '@corkboard/contracts';
import { profilePath, TYPEAHEAD_MIN_CHARS } from '@corkboard/domain';

export type TypeaheadOption =
  | { key: string; kind: 'recent' | 'query'; query: string }
  | { key: string; kind: 'board'; board: Board }
  | { key: string; kind: 'user'; user: SearchUser };

/** What choosing an option does: run a search, or open a board or profile. */
export type TypeaheadPick = { type: 'query'; query: string } | { type: 'link'; href: string };

const RECENT_MATCHES_MAX = 3;

export function typeaheadOptions(
  value: string,
  recent: readonly string[],
  answer: SearchTypeahead | undefined,
): TypeaheadOption[] {
  const typed = value.trim().toLowerCase();
  if ([...typed].length < TYPEAHEAD_MIN_CHARS) {
    return recent.map((query) => ({ key: `r:${query}`, kind: 'recent', query }));
  }
  const recentMatches = recent
    .filter((query) => query.toLowerCase().startsWith(typed))
    .slice(0, RECENT_MATCHES_MAX);
  const taken = new Set(recentMatches.map((query) => query.toLowerCase()));
  const out: TypeaheadOption[] = recentMatches.map((query) => ({
    key: `r:${query}`,
    kind: 'recent',
    query,
  }));
  for (const item of answer?.items ?? []) {
    if (item.type === 'query') {
      if (taken.has(item.query.toLowerCase())) continue;
      taken.add(item.query.toLowerCase());
      out.push({ key: `q:${item.query}`, kind: 'query', query: item.query });
    } else if (item.type === 'board') {
      out.push({ key: `b:${item.board.id}`, kind: 'board', board: item.board });
    } else {
      out.push({ key: `u:${item.user.id}`, kind: 'user', user: item.user });
    }
  }
  return out;
}

/**
 * The suggestions are busy (aria-busy) while they are not yet the answer for the typed text:
 * typing has not settled, or the settled text's answer is on its way (an earlier one shows).
 */
export function suggestionsPending(typed: string, settled: string, fetching: boolean): boolean {
  if ([...typed].length < TYPEAHEAD_MIN_CHARS) return false;
  return settled !== typed || fetching;
}

export function pickOf(option: TypeaheadOption): TypeaheadPick {
  switch (option.kind) {
    case 'recent':
    case 'query':
      return { type: 'query', query: option.query };
    case 'board':
      return { type: 'link', href: option.board.url };
    case 'user':
      return { type: 'link', href: profilePath(option.user.username) };
  }
}
