// Cache upkeep after board writes: a user's board lists, one board, its feeds.
import type { QueryClient } from '@tanstack/react-query';
import { normalizeUsername } from '@corkboard/domain';

type Key = [string, string, Record<string, unknown>];

/** Every BoardsResource list of a user (any order or filter). */
export function invalidateBoardLists(queryClient: QueryClient, username: string): void {
  const name = normalizeUsername(username);
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [scope, resource, options] = queryKey as Key;
      return scope === 'resource' && resource === 'BoardsResource' && options.username === name;
    },
  });
}

/** A board (by id or by slug) and every feed of it (each section too). */
export function invalidateBoard(queryClient: QueryClient, boardId: string): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey, state }) => {
      const [scope, resource, options] = queryKey as Key;
      if (scope !== 'resource') return false;
      if (resource === 'BoardFeedResource' || resource === 'BoardCollaboratorsResource') {
        return options.board_id === boardId;
      }
      if (resource === 'BoardResource') {
        const data = state.data as { id?: string } | undefined;
        return options.board_id === boardId || data?.id === boardId;
      }
      return false;
    },
  });
}
