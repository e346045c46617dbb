// Drag to reorder (the "custom" board order, spec 002 §3, req 002-3.04): the owner drags one of
// their boards onto another. The cached list changes at once; the move is sent (BoardOrderResource
// update) and a failure puts the list back with the server's message. Keyboard: Alt + an arrow key
// moves the focused board one place. Touch (press, hold and drag): use-touch-reorder.ts, through
// `move` here.
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Board } from '@corkboard/contracts';
import { dropTargetBefore, moveBoardBefore } from '@corkboard/domain';
import { postResource } from '../../api/client';
import type { FeedData } from '../../api/queries';
import { showErrorToast } from '../../saving/overlays';

/** The same boards in a new order, cut into pages of the sizes the cache had. */
function reorderPages(data: FeedData<Board>, order: readonly string[]): FeedData<Board> {
  const byId = new Map(data.pages.flatMap((page) => page.data).map((b) => [b.id, b]));
  const boards = order.flatMap((id) => byId.get(id) ?? []);
  let start = 0;
  const pages = data.pages.map((page) => {
    const slice = boards.slice(start, start + page.data.length);
    start += page.data.length;
    return { ...page, data: slice };
  });
  return { ...data, pages };
}

export interface BoardReorder {
  draggingId: string | null;
  /** The boards the viewer may move (their own), in the order shown. */
  ownIds: readonly string[];
  /** Moves a board before another (null: to the end), shown at once and saved. */
  move(id: string, beforeId: string | null): Promise<void>;
  /** Props for the tile of a board the viewer may move, or null when it stays put. */
  tileProps(board: Board): {
    draggable: true;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onKeyDown: (event: KeyboardEvent) => void;
  } | null;
}

export function useBoardReorder(
  queryKey: QueryKey,
  boards: readonly Board[],
  ownerId: string,
  enabled: boolean,
): BoardReorder {
  const queryClient = useQueryClient();
  const [draggingId, setDraggingId] = useState<string | null>(null);
  // Only the owner's own boards take part; joined group boards keep their owner's order.
  const ownIds = boards.filter((b) => b.owner.id === ownerId).map((b) => b.id);

  async function move(id: string, beforeId: string | null) {
    const before = queryClient.getQueryData<FeedData<Board>>(queryKey);
    if (!before) return;
    const all = before.pages.flatMap((page) => page.data.map((b) => b.id));
    const order = moveBoardBefore(all, id, beforeId);
    queryClient.setQueryData(queryKey, reorderPages(before, order));
    try {
      await postResource('BoardOrderResource', 'update', {
        board_id: id,
        before_board_id: beforeId,
      });
    } catch (error) {
      queryClient.setQueryData(queryKey, before);
      showErrorToast(error);
    }
  }

  function drop(targetId: string) {
    const dragged = draggingId;
    setDraggingId(null);
    if (!dragged || dragged === targetId || !ownIds.includes(targetId)) return;
    void move(dragged, dropTargetBefore(ownIds, dragged, targetId));
  }

  function onKey(id: string, event: KeyboardEvent) {
    if (!event.altKey) return;
    const at = ownIds.indexOf(id);
    const back = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
    if ((!back && !forward) || (back && at === 0) || (forward && at === ownIds.length - 1)) {
      return;
    }
    event.preventDefault();
    const target = ownIds[back ? at - 1 : at + 1];
    if (target) void move(id, dropTargetBefore(ownIds, id, target));
  }

  return {
    draggingId,
    ownIds,
    move,
    tileProps(board) {
      if (!enabled || board.owner.id !== ownerId) return null;
      return {
        draggable: true,
        onDragStart: (event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', board.id);
          setDraggingId(board.id);
        },
        onDragEnd: () => setDraggingId(null),
        onDragOver: (event) => {
          if (draggingId && ownIds.includes(board.id)) event.preventDefault();
        },
        onDrop: (event) => {
          event.preventDefault();
          drop(board.id);
        },
        onKeyDown: (event) => onKey(board.id, event),
      };
    },
  };
}
