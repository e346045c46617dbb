// Recent searches (issue 6, decided): kept in this browser only (localStorage), newest first,
// at most 8, cleared by the reader from the typeahead. They never go to the server.
import { parseRecentSearches, rememberSearch } from '@corkboard/domain';

const KEY = 'corkboard:recent-searches';
const listeners = new Set<() => void>();

/** Calls `listener` after each change of the list in this tab; answers the unsubscribe. */
export function onRecentSearchesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(
      typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY),
    );
  } catch {
    return [];
  }
}

export function rememberRecentSearch(query: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(rememberSearch(readRecentSearches(), query)));
  } catch {
    // Storage refused (private mode, quota): searching works without it.
    return;
  }
  changed();
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // As above.
    return;
  }
  changed();
}
