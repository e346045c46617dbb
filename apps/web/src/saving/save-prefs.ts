// The viewer's save preferences as they change during the page's life: save_behavior (the
// viewer object is fixed for one page load; the picker's options update it) and the last board
// saved to (the picker's initial selection and the closeup dropdown's board), remembered per
// viewer in localStorage.
import { useSyncExternalStore } from 'react';
import type { Me } from '@corkboard/contracts';
import { SAVE } from '@corkboard/domain';
import { readLocal, writeLocal } from './local-store';
import { createStore, useStore } from './store';

/** A save_behavior chosen during this page load, over the viewer's. */
export const saveBehaviorOverride = createStore<0 | 1 | null>(null);

export function currentSaveBehavior(viewer: Pick<Me, 'save_behavior'>): 0 | 1 {
  return saveBehaviorOverride.get() ?? viewer.save_behavior;
}

/** The save_behavior to show (the server's until hydration is over). */
export function useSaveBehavior(viewer: Pick<Me, 'save_behavior'>): 0 | 1 {
  return useStore(saveBehaviorOverride, null) ?? viewer.save_behavior;
}

export interface LastBoard {
  id: string;
  name: string;
}

const lastBoardKey = (viewerId: string) => `corkboard:lastBoard:${viewerId}`;
/** Read from storage once per viewer, then kept here. */
const cache = new Map<string, LastBoard | null>();
const changes = createStore(0);

function parseLastBoard(value: unknown): LastBoard | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}

export function lastBoard(viewerId: string): LastBoard | null {
  if (!cache.has(viewerId)) cache.set(viewerId, parseLastBoard(readLocal(lastBoardKey(viewerId))));
  return cache.get(viewerId) ?? null;
}

export function setLastBoard(viewerId: string, board: LastBoard | null): void {
  writeLocal(lastBoardKey(viewerId), board);
  cache.set(viewerId, board);
  changes.set((n) => n + 1);
}

/** The last board saved to; null while server rendering and hydrating. */
export function useLastBoard(viewerId: string | null): LastBoard | null {
  return useSyncExternalStore(
    changes.subscribe,
    () => (viewerId ? lastBoard(viewerId) : null),
    () => null,
  );
}

/**
 * Where a one-click Save goes, and how the board dropdown beside it names it: the last board
 * saved to; without one, the profile when save_behavior is 0, else the picker ('Choose board').
 * The card's hover and the closeup share it.
 */
export function useSaveChoice(viewer: Pick<Me, 'id' | 'save_behavior'> | null): {
  last: LastBoard | null;
  label: string;
} {
  const last = useLastBoard(viewer?.id ?? null);
  const saveBehavior = useSaveBehavior(viewer ?? { save_behavior: 0 });
  return {
    last,
    label: last?.name ?? (saveBehavior === 0 ? SAVE.profile : SAVE.chooseBoard),
  };
}
