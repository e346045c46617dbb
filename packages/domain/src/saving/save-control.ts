// The one-tap save control (spec 000 §4 "One-tap save control", reqs 000-4.03 to 000-4.06; §5
// "Saving is skipped when a saving or deleting action is already in progress", 000-4.05):
//   "undefined -> saving -> saved. Unsave goes saved -> deleting -> undefined. A failed save
//   returns to undefined; a failed delete returns to saved. Taps are ignored while saving or
//   deleting. In the explore-local tab a tap on an already-saved pin does nothing."
// The spec's `undefined` state is called 'unsaved' here. A step answers the next state and the
// effect the caller must run (the save or the delete call), or none.

export const SAVE_CONTROL_STATES = ['unsaved', 'saving', 'saved', 'deleting'] as const;
export type SaveControlState = (typeof SAVE_CONTROL_STATES)[number];

export type SaveControlEvent =
  /** The one-tap control: saves an unsaved pin, unsaves a saved one. */
  | { type: 'tap'; exploreLocal?: boolean }
  /** A save to a chosen board (board picker, closeup dropdown); also from 'saved'. */
  | { type: 'save' }
  /** An explicit unsave (the "Saved" button, the repin edit page's delete). */
  | { type: 'unsave' }
  | { type: 'saveSucceeded' }
  | { type: 'saveFailed' }
  | { type: 'deleteSucceeded' }
  | { type: 'deleteFailed' };

export type SaveControlEffect = 'save' | 'delete' | null;

export interface SaveControlStep {
  state: SaveControlState;
  effect: SaveControlEffect;
}

/** "A pin shows saved status when savedInfo exists." */
export function initialSaveControlState(saved: boolean): SaveControlState {
  return saved ? 'saved' : 'unsaved';
}

/** "Taps are ignored while saving or deleting." */
export function isSaveControlBusy(state: SaveControlState): boolean {
  return state === 'saving' || state === 'deleting';
}

const stay = (state: SaveControlState): SaveControlStep => ({ state, effect: null });

export function saveControlStep(state: SaveControlState, event: SaveControlEvent): SaveControlStep {
  switch (event.type) {
    case 'tap':
      if (state === 'unsaved') return { state: 'saving', effect: 'save' };
      if (state === 'saved' && !event.exploreLocal) return { state: 'deleting', effect: 'delete' };
      return stay(state);
    case 'save':
      return state === 'unsaved' || state === 'saved'
        ? { state: 'saving', effect: 'save' }
        : stay(state);
    case 'unsave':
      return state === 'saved' ? { state: 'deleting', effect: 'delete' } : stay(state);
    case 'saveSucceeded':
      return stay(state === 'saving' ? 'saved' : state);
    case 'saveFailed':
      return stay(state === 'saving' ? 'unsaved' : state);
    case 'deleteSucceeded':
      return stay(state === 'deleting' ? 'unsaved' : state);
    case 'deleteFailed':
      return stay(state === 'deleting' ? 'saved' : state);
  }
}
