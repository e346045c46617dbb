// What the viewer said about pins during this visit (issue 6): hidden pins leave every grid at
// once, reported pins show the reported overlay. Eager and tiny (the home page's budget); the
// calls that change it load on first use (feedback-actions.ts).
import type { UnfollowOption } from '@corkboard/contracts';
import type { PinFeedbackState } from '@corkboard/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { createStore } from '../saving/store';

export interface ReportedPin {
  state: Exclude<PinFeedbackState, 'none'>;
  /** What the overlay's Unfollow unfollows (the server's answer), or null. */
  unfollow: UnfollowOption | null;
  /** A call is on its way: the overlay's buttons wait. */
  pending: boolean;
}

export interface FeedbackState {
  /** Pin ids hidden (or reported from a surface that removes them) in this visit. */
  hidden: ReadonlySet<string>;
  reported: Readonly<Record<string, ReportedPin>>;
}

const INITIAL: FeedbackState = { hidden: new Set(), reported: {} };
export const feedbackStore = createStore<FeedbackState>(INITIAL);

export function setHidden(pinId: string, hidden: boolean): void {
  feedbackStore.set((state) => {
    if (state.hidden.has(pinId) === hidden) return state;
    const next = new Set(state.hidden);
    if (hidden) next.add(pinId);
    else next.delete(pinId);
    return { ...state, hidden: next };
  });
}

export function setReported(pinId: string, reported: ReportedPin | null): void {
  feedbackStore.set((state) => {
    const rest = { ...state.reported };
    if (reported) rest[pinId] = reported;
    else delete rest[pinId];
    return { ...state, reported: rest };
  });
}

/** The hidden pin ids; none during server rendering and hydration. */
export function useHiddenPins(): ReadonlySet<string> {
  return useSyncExternalStore(
    feedbackStore.subscribe,
    () => feedbackStore.get().hidden,
    () => INITIAL.hidden,
  );
}

/** One card's report, or null; a card re-renders only when its own entry changes. */
export function useReportedPin(pinId: string): ReportedPin | null {
  const get = useCallback(() => feedbackStore.get().reported[pinId] ?? null, [pinId]);
  return useSyncExternalStore(feedbackStore.subscribe, get, () => null);
}
