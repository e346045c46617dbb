// The save control of one pin (card Save pill, closeup Save button): the domain's one-tap
// state machine over work (RepinResource create, PinResource delete, cache updates, toasts)
// that lives in the lazily loaded save runtime. A plain pending state, not a TanStack
// mutation: nothing reads the mutation cache, and useMutation would add its observer to every
// page's first JS.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  initialSaveControlState,
  saveControlStep,
  type SaveControlEvent,
  type SaveControlState,
} from '@corkboard/domain';
import { useApp } from '../state/app-context';
import { openPicker, type SaveTarget } from './overlays';
import { saveSignedOut } from './signed-out';

type Work = { kind: 'save'; target: SaveTarget } | { kind: 'delete' };

export const loadSaveRuntime = () => import('./save-runtime');

export interface SavePinControl {
  state: SaveControlState;
  /**
   * The Save button: signed out, the hand-off and the login prompt; signed in, a quick save to
   * the profile or the board picker under `anchor`, as save_behavior and ownership decide.
   * `toLastBoard`: to the last board saved to when there is one (the card's hover names it).
   */
  save: (anchor: HTMLElement | null, toLastBoard?: boolean) => void;
  /** A save to a chosen board (or the profile, boardId null). */
  saveTo: (target: SaveTarget) => void;
  /** The picker under `anchor`, whatever save_behavior says (the closeup's board dropdown). */
  choose: (anchor: HTMLElement) => void;
  /** The "Saved" button: deletes the viewer's saved copy. */
  unsave: () => void;
}

export function useSavePin(pinId: string, saved: boolean): SavePinControl {
  const queryClient = useQueryClient();
  const { viewer } = useApp();
  // Set at once on a tap, so a second tap in the same frame is ignored too.
  const busy = useRef(false);
  const [pending, setPending] = useState<Work['kind'] | null>(null);
  const state: SaveControlState =
    pending === 'delete'
      ? 'deleting'
      : pending === 'save'
        ? 'saving'
        : initialSaveControlState(saved);

  const perform = (work: Work) => {
    setPending(work.kind);
    // The runtime reports its own failures (toasts); the control only goes back to rest.
    void loadSaveRuntime()
      .then((runtime) => {
        if (!viewer) return null;
        return work.kind === 'save'
          ? runtime.savePin(queryClient, viewer, pinId, work.target)
          : runtime.unsavePin(queryClient, viewer, pinId);
      })
      .catch(() => null)
      .finally(() => {
        busy.current = false;
        setPending(null);
      });
  };

  const run = (event: SaveControlEvent, target: SaveTarget = { boardId: null }) => {
    if (busy.current || !viewer) return;
    const step = saveControlStep(initialSaveControlState(saved), event);
    if (step.effect === null) return;
    busy.current = true;
    perform(step.effect === 'save' ? { kind: 'save', target } : { kind: 'delete' });
  };

  const choose = (anchor: HTMLElement) => {
    if (busy.current) return;
    void loadSaveRuntime(); // warm the chunk while the person picks
    openPicker({ pinId, anchor, onPick: (target) => run({ type: 'save' }, target) });
  };

  return {
    state,
    save(anchor, toLastBoard) {
      if (!viewer) {
        saveSignedOut(pinId);
        return;
      }
      if (busy.current) return;
      // save_behavior and ownership decide between a quick save and the picker; the rule
      // loads with the runtime, which the save needs anyway.
      void loadSaveRuntime().then((runtime) => {
        const last = toLastBoard ? runtime.lastBoard(viewer.id) : null;
        if (last) run({ type: 'save' }, { boardId: last.id });
        else if (runtime.saveFlowFor(queryClient, viewer, pinId) === 'boardPicker' && anchor) {
          choose(anchor);
        } else run({ type: 'save' });
      });
    },
    saveTo: (target) => run({ type: 'save' }, target),
    choose,
    unsave: () => run({ type: 'unsave' }),
  };
}
