// Touch reordering of the profile's boards (issue 13, "Phone-first"; the custom order of spec
// 002 §3, req 002-3.04). HTML5 drag and drop (board-reorder.ts) needs a mouse, so on a touch
// screen the owner presses and holds a board until it lifts, then drags it with the finger: the
// other boards make room, and releasing saves the move through the same `move` as the desktop
// (BoardOrderResource update). A tap still opens the board, and a swipe that starts moving before
// the hold still scrolls the page: the tiles keep `touch-action: auto`, and only a lifted board's
// touchmoves are cancelled (a listener that is not passive, on the grid).
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { dropTargetBefore, moveBoardBefore, tileAt, type TileBox } from '@corkboard/domain';

/**
 * How long a finger rests on a board before the board lifts. Well past a tap (about 100-250 ms)
 * and the moment a swipe starts moving, yet before the system's own long press (about 500 ms: the
 * link's menu, which is cancelled while a board is held), so the hold is the one that answers.
 */
export const HOLD_MS = 400;
/** How far (CSS px) a finger may wander during the hold; further is a scroll, not a hold. */
const HOLD_SLOP_PX = 10;
const SETTLE = { duration: 150, easing: 'ease-out' } as const;

/** A lifted board and the board whose place it takes (itself until it moves). */
interface Lifted {
  id: string;
  target: string;
}

interface Drag extends Lifted {
  tile: HTMLElement;
  /** The boards shown when it lifted: box k held order[k]. */
  order: readonly string[];
  boxes: TileBox[];
  /** The grid's box. */
  area: TileBox;
  /** The finger on the page, and where it holds the tile (from the tile's corner). */
  x: number;
  y: number;
  grabX: number;
  grabY: number;
  /** The translation the tile has now. */
  dx: number;
  dy: number;
}

function pageBox(element: Element): TileBox {
  const box = element.getBoundingClientRect();
  return { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height };
}

const calm = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The boards in the order they would have if the lifted one were dropped now. */
function arranged(ids: readonly string[], movable: readonly string[], lifted: Lifted | null) {
  if (!lifted || lifted.target === lifted.id) return ids;
  return moveBoardBefore(ids, lifted.id, dropTargetBefore(movable, lifted.id, lifted.target));
}

/**
 * Keeps a lifted tile under the finger, wherever its place in the grid is now, and inside the
 * grid: past its edges the tile would widen the page (a phone then zooms out) or lengthen it.
 */
function place(drag: Drag) {
  const { tile, area } = drag;
  tile.style.transform = '';
  // Its place in the layout (the scale keeps the centre).
  const box = pageBox(tile);
  const width = tile.offsetWidth;
  const height = tile.offsetHeight;
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  const left = clamp(drag.x - drag.grabX, area.x, area.x + area.width - width);
  const top = clamp(drag.y - drag.grabY, area.y, area.y + area.height - height);
  drag.dx = left - (box.x + box.width / 2 - width / 2);
  drag.dy = top - (box.y + box.height / 2 - height / 2);
  tile.style.transform = `translate(${drag.dx}px, ${drag.dy}px)`;
}

export interface TouchReorder {
  /** For the grid: cancels the page's scrolling while a board is lifted. */
  attachGrid: ((grid: HTMLElement | null) => (() => void) | undefined) | undefined;
  liftedId: string | null;
  /** The boards as shown: while one is lifted, already in the order a drop would give. */
  arrange<T extends { id: string }>(boards: readonly T[]): T[];
  /** For the tile of a board the viewer may move. */
  tileProps(id: string): {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onContextMenu: (event: MouseEvent) => void;
    onClickCapture: (event: MouseEvent) => void;
    onDragStartCapture: (event: DragEvent) => void;
  };
}

export function useTouchReorder(
  ids: readonly string[],
  movable: readonly string[],
  move: (id: string, beforeId: string | null) => unknown,
  enabled: boolean,
): TouchReorder {
  const [lifted, setLifted] = useState<Lifted | null>(null);
  const drag = useRef<Drag | null>(null);
  /** Ends the press in progress (no move), or null. */
  const stop = useRef<(() => void) | null>(null);
  /** A lifted board was let go: the click that may follow is not a tap. */
  const swallowClick = useRef(false);
  const latest = useRef({ movable, move });
  useLayoutEffect(() => {
    latest.current = { movable, move };
  });
  useEffect(() => () => stop.current?.(), []);

  const order = arranged(ids, movable, lifted);
  const shown = order.join('\n');
  const before = useRef(shown);
  // The boards that changed place slide there from their old one; the lifted one follows.
  useLayoutEffect(() => {
    const previous = before.current.split('\n');
    before.current = shown;
    const current = drag.current;
    if (!current) return;
    const now = shown.split('\n');
    const tiles = current.tile.parentElement?.children ?? [];
    if (!calm()) {
      [...tiles].forEach((tile, at) => {
        const from = current.boxes[previous.indexOf(now[at] ?? '')];
        const to = current.boxes[at];
        if (now[at] === current.id || !from || !to || from === to) return;
        const offset = `translate(${from.x - to.x}px, ${from.y - to.y}px)`;
        tile.animate([{ transform: offset }, { transform: 'none' }], SETTLE);
      });
    }
    place(current);
  }, [shown]);

  const attachGrid = useCallback((grid: HTMLElement | null) => {
    if (!grid) return undefined;
    const hold = (event: TouchEvent) => {
      if (drag.current && event.cancelable) event.preventDefault();
    };
    grid.addEventListener('touchmove', hold, { passive: false });
    return () => grid.removeEventListener('touchmove', hold);
  }, []);

  function press(id: string, event: PointerEvent<HTMLElement>) {
    swallowClick.current = false;
    if (event.pointerType === 'mouse' || !event.isPrimary || stop.current) return;
    const tile = event.currentTarget;
    const { pointerId } = event;
    const start = { x: event.clientX, y: event.clientY };
    let finger = start;

    const lift = () => {
      const grid = tile.parentElement;
      if (!grid) return;
      const box = pageBox(tile);
      const x = finger.x + scrollX;
      const y = finger.y + scrollY;
      const boxes = [...grid.children].map(pageBox);
      const grab = { grabX: x - box.x, grabY: y - box.y };
      const area = pageBox(grid);
      drag.current = { id, target: id, tile, order: ids, boxes, area, x, y, ...grab, dx: 0, dy: 0 };
      setLifted({ id, target: id });
    };
    const timer = setTimeout(lift, HOLD_MS);

    const end = (drop: boolean) => {
      clearTimeout(timer);
      removeEventListener('pointermove', onMove);
      removeEventListener('pointerup', onUp);
      removeEventListener('pointercancel', onCancel);
      stop.current = null;
      const current = drag.current;
      drag.current = null;
      if (!current) return;
      swallowClick.current = drop;
      const { movable: own, move: save } = latest.current;
      if (drop && current.target !== current.id) {
        void save(current.id, dropTargetBefore(own, current.id, current.target));
      }
      current.tile.style.transform = '';
      if (!calm()) {
        const offset = `translate(${current.dx}px, ${current.dy}px)`;
        current.tile.animate([{ transform: offset }, { transform: 'none' }], SETTLE);
      }
      setLifted(null);
    };
    function onMove(move: globalThis.PointerEvent) {
      if (move.pointerId !== pointerId) return;
      finger = { x: move.clientX, y: move.clientY };
      const current = drag.current;
      if (!current) {
        if (Math.hypot(finger.x - start.x, finger.y - start.y) > HOLD_SLOP_PX) end(false);
        return;
      }
      current.x = finger.x + scrollX;
      current.y = finger.y + scrollY;
      const over = current.order[tileAt(current.boxes, current.x, current.y)];
      if (over && over !== current.target && latest.current.movable.includes(over)) {
        current.target = over;
        setLifted({ id: current.id, target: over });
      }
      place(current);
    }
    function onUp(up: globalThis.PointerEvent) {
      if (up.pointerId === pointerId) end(true);
    }
    function onCancel(cancel: globalThis.PointerEvent) {
      if (cancel.pointerId === pointerId) end(false);
    }
    addEventListener('pointermove', onMove);
    addEventListener('pointerup', onUp);
    addEventListener('pointercancel', onCancel);
    stop.current = () => end(false);
  }

  return {
    attachGrid: enabled ? attachGrid : undefined,
    liftedId: lifted?.id ?? null,
    arrange(boards) {
      const byId = new Map(boards.map((board) => [board.id, board]));
      return order.flatMap((id) => byId.get(id) ?? []);
    },
    tileProps(id) {
      return {
        onPointerDown: (event) => press(id, event),
        // The system's long-press menu (the link's), text selection and the browser's own
        // touch drag and drop stay out of a press on a board.
        onContextMenu: (event) => {
          if (stop.current) event.preventDefault();
        },
        onDragStartCapture: (event) => {
          if (!stop.current) return;
          event.preventDefault();
          event.stopPropagation();
        },
        onClickCapture: (event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        },
      };
    },
  };
}
