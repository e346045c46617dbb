// Cache upkeep after board writes: a user's board lists, one board, its feeds.
import type { QueryClient } from '@tanstack/react-query';
import { normalizeUsername } from '@corkboard/domain';
import type { GetData } from '../../api/client';
import { resourceKeyOf } from '../../api/queries';

/** Every BoardsResource list of a user (any order or filter). */
export function invalidateBoardLists(queryClient: QueryClient, username: string): void {
  const name = normalizeUsername(username);
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const key = resourceKeyOf(queryKey);
      return key?.[1] === 'BoardsResource' && key[2].username === name;
    },
  });
}

/** A board (by id or by slug) and every feed of it (each section too). */
export function invalidateBoard(queryClient: QueryClient, boardId: string): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey, state }) => {
      const key = resourceKeyOf(queryKey);
      if (!key) return false;
      if (key[1] === 'BoardFeedResource' || key[1] === 'BoardCollaboratorsResource') {
        return key[2].board_id === boardId;
      }
      if (key[1] === 'BoardResource') {
        // Read by username and slug, the board is known by the id it answered.
        const data = state.data as GetData<'BoardResource'> | undefined;
        return ('board_id' in key[2] && key[2].board_id === boardId) || data?.id === boardId;
      }
      return false;
    },
  });
}
