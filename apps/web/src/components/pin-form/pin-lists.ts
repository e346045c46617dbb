// Cache upkeep after a pin is created, edited or deleted: the lists that show it.
import type { QueryClient } from '@tanstack/react-query';
import { normalizeUsername } from '@corkboard/domain';
import { resourceKeyOf } from '../../api/queries';

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
      const key = resourceKeyOf(queryKey);
      if (!key) return false;
      switch (key[1]) {
        case 'BoardsResource':
        case 'UserSavedResource':
        case 'UserPinsResource':
          return key[2].username === name;
        case 'BoardFeedResource':
          return boards.has(String(key[2].board_id));
        case 'BoardResource':
          return 'board_id' in key[2] && boards.has(String(key[2].board_id));
        default:
          return false;
      }
    },
  });
}
