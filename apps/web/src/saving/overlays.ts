// What floats over the page: toasts, one modal, the board picker. Requests go into this small
// eager store; OverlayHost loads each surface's code on its first use (the home page never
// pays for the toast container, the modals or the picker until someone needs them).
import type { Board } from '@corkboard/contracts';
import { API_ERRORS, type CardHideSurface, type GatedAction } from '@corkboard/domain';
import type { FeedbackPin } from '../feedback/feedback-actions';
import { isApiError } from '../api/client';
import { createStore } from './store';

/**
 * A toast's button: a link (Organize), an action (Undo, the unfollow shortcut), or a link whose
 * click runs an action in place (Change: the picker; the link is for a new tab). Each closes
 * the toast; an action gets the toasts' region, to open something over where the toast was.
 */
export type ToastAction = {
  label: string;
  /** data-testid of the button: toast-change, toast-organize, toast-undo, ... */
  testId: string;
} & (
  | { href: string; onClick?: (region: HTMLElement) => void }
  | { onClick: (region: HTMLElement) => void }
);

export interface ToastRequest {
  id: number;
  text: string;
  /** A small picture of the pin, when the toast is about one. */
  thumb?: string | null;
  /** Buttons at the end, in order (at most two fit). */
  actions?: ToastAction[];
  /** Defaults to TOAST_DEFAULT_MS. */
  durationMs?: number;
  /** The repin animation plays this long first (req 002-4.10). */
  confirmationDelayMs?: number;
  /** The new-board icon animation starts this long after mount (req 002-4.09). */
  iconDelayMs?: number | null;
  tone?: 'default' | 'error';
}

export type ModalRequest =
  /** The post-login route is built from `pathname` (req 002-6.04) when the modal opens. */
  | {
      kind: 'limitedLogin';
      action: GatedAction;
      /** The pin the action is about, if any (the mobile signup modal shows it). */
      pinId: string | null;
      pathname: string;
      search: string;
    }
  | { kind: 'createBoard'; onCreated?: (board: Board) => void }
  /** Report Pin: the categories, then the thanks (FeedbackDialogs.tsx). */
  | { kind: 'report'; pin: FeedbackPin }
  /** Hide Pin: why, then the hide. */
  | { kind: 'hide'; pin: FeedbackPin; surface: CardHideSurface }
  /** A pin's link the check flagged (req 000-8.04): never opened. */
  | { kind: 'blockedLink'; url: string; host: string | null; message: string; pinId: string };

/** Where a pick in the board picker saves to. */
export interface SaveTarget {
  /** null: the profile (quick saves). */
  boardId: string | null;
  sectionId?: string | null;
  /** The board was created in the picker for this save. */
  newBoard?: boolean;
}

export interface PickerRequest {
  pinId: string;
  anchor: HTMLElement;
  onPick: (target: SaveTarget) => void;
}

export interface OverlayState {
  toasts: ToastRequest[];
  modal: ModalRequest | null;
  picker: PickerRequest | null;
  /** Once a surface was used its code stays loaded and mounted. */
  toastsUsed: boolean;
}

export const overlays = createStore<OverlayState>({
  toasts: [],
  modal: null,
  picker: null,
  toastsUsed: false,
});

let nextToastId = 1;
/** At most this many toasts at once; the oldest goes first. */
const MAX_TOASTS = 3;

export function showToast(toast: Omit<ToastRequest, 'id'>): number {
  const id = nextToastId++;
  overlays.set((state) => ({
    ...state,
    toastsUsed: true,
    toasts: [...state.toasts, { ...toast, id }].slice(-MAX_TOASTS),
  }));
  return id;
}

/** A failed call: the server's message in an error toast, or `fallback` when it sent none. */
export function showErrorToast(error: unknown, fallback: string = API_ERRORS.internal): number {
  return showToast({ text: isApiError(error) ? error.message : fallback, tone: 'error' });
}

export function removeToast(id: number): void {
  overlays.set((state) => ({ ...state, toasts: state.toasts.filter((t) => t.id !== id) }));
}

export function openModal(modal: ModalRequest): void {
  overlays.set((state) => ({ ...state, modal, picker: null }));
}

export function closeModal(): void {
  overlays.set((state) => (state.modal ? { ...state, modal: null } : state));
}

export function openPicker(picker: PickerRequest): void {
  overlays.set((state) => ({ ...state, picker }));
}

export function closePicker(): void {
  overlays.set((state) => (state.picker ? { ...state, picker: null } : state));
}
