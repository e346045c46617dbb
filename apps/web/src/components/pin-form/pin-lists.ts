// Cache upkeep after a pin is created, edited or deleted: the lists that show it.
import type { QueryClient } from '@tanstack/react-query';
import { normalizeUsername } from '@corkboard/domain';

type Key = [string, string, Record<string, unknown>];

const USER_LISTS = new Set(['BoardsResource', 'UserSavedResource', 'UserPinsResource']);
const BOARD_LISTS = new Set(['BoardFeedResource', 'BoardResource']);

/** The pinner's boards and pin lists, and the given boards with their feeds. */
export function invalidatePinLists(
  queryClient: QueryClient,
  username: string,
  boardIds: readonly (string | null | undefined)[],
): void {
  const name = normalizeUsername(username);
  const boards = new Set(boardIds.filter((id): id is string => !!id));
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [scope, resource, options] = queryKey as Key;
      if (scope !== 'resource') return false;
      if (USER_LISTS.has(resource)) return options.username === name;
      if (BOARD_LISTS.has(resource)) return boards.has(String(options.board_id));
      return false;
    },
  });
}
