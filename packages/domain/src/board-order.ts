// The "custom" board order of a profile (spec 002 §3, req 002-3.04, the sort order "custom"; drag
// to reorder). One move: a board goes just before another board, or to the end. The server
// renumbers positions with it and the profile grid shows the same result at once.

/** The order after moving `id` before `beforeId` (null: to the end). */
export function moveBoardBefore(
  ids: readonly string[],
  id: string,
  beforeId: string | null,
): string[] {
  if (id === beforeId) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const at = beforeId === null ? -1 : rest.indexOf(beforeId);
  return at < 0 ? [...rest, id] : [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * The board a dragged board lands before when dropped on `targetId`: moving forward it lands
 * after the target (so before the target's successor), moving back it lands before it. This
 * is what a person sees while dragging a tile across a grid.
 */
export function dropTargetBefore(
  ids: readonly string[],
  draggedId: string,
  targetId: string,
): string | null {
  const from = ids.indexOf(draggedId);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return null;
  if (to < from) return targetId;
  return ids[to + 1] ?? null;
}

/** A tile's box on the page: its left and top edges and its size, in CSS pixels. */
export interface TileBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Which tile a finger dragging a board is over: the index of the box the point falls in, or of
 * the nearest box when it is in a gap between tiles or past the grid's edge (the first of equally
 * near ones); -1 when there are no boxes.
 */
export function tileAt(boxes: readonly TileBox[], x: number, y: number): number {
  let found = -1;
  let nearest = Infinity;
  boxes.forEach((box, index) => {
    const dx = Math.max(box.x - x, 0, x - (box.x + box.width));
    const dy = Math.max(box.y - y, 0, y - (box.y + box.height));
    const distance = dx * dx + dy * dy;
    if (distance < nearest) {
      found = index;
      nearest = distance;
    }
  });
  return found;
}
