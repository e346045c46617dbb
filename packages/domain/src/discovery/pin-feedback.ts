// Feedback on a card (spec 000 §2, §4, §7, §8): hiding, reporting and the unfollow shortcut.
// Reqs 000-4.21 (feedback state), 000-4.25 (hide with undo), 000-7.10 to 000-7.15 (the calls),
// 000-8.11 to 000-8.15 (the messages).
//
// "Feedback state of a pin: none, reported (shows "Reported" and a thanks message),
// unfollowed." "Hiding a pin: gives a toast and an undo. Undoing an unfollow re-follows."
// "PinFeedbackResource update | feedback_type (1), pin_id".
import { FEEDBACK_UI, unfollowNamed } from '../copy/feedback-ui';
import {
  FEEDBACK,
  lessPinsFromTopic,
  unfollowedBoard,
  unfollowedPinner,
} from '../copy/spec-feedback';
import { FEEDBACK_TOAST_MS } from '../limits';
import { truncateFollowName } from '../text';

/**
 * Decided: the `feedback_type` values PinFeedbackResource accepts. The spec's client sends 1,
 * the report that leads to the "Reported" overlay; 2 is "not relevant to me". Names are
 * accepted too. Both leave the pin out of the viewer's feeds (it shows in /edit/ as hidden).
 */
export const PIN_FEEDBACK_TYPES = { 1: 'report', 2: 'not_relevant' } as const;

export type PinFeedbackTypeName = (typeof PIN_FEEDBACK_TYPES)[keyof typeof PIN_FEEDBACK_TYPES];

export const PIN_FEEDBACK_TYPE_NAMES: readonly PinFeedbackTypeName[] =
  Object.values(PIN_FEEDBACK_TYPES);

/** The name of a `feedback_type` as sent (a number or a name), or null when unknown. */
export function pinFeedbackTypeName(value: number | string): PinFeedbackTypeName | null {
  if (typeof value === 'number') {
    return (PIN_FEEDBACK_TYPES as Record<number, PinFeedbackTypeName>)[value] ?? null;
  }
  const name = value.trim().toLowerCase();
  if (/^\d+$/.test(name)) return pinFeedbackTypeName(Number(name));
  return (PIN_FEEDBACK_TYPE_NAMES as readonly string[]).includes(name)
    ? (name as PinFeedbackTypeName)
    : null;
}

/** What the toast or overlay says once the server took the feedback. */
export function pinFeedbackMessage(type: PinFeedbackTypeName): string {
  return type === 'report' ? FEEDBACK.reportedThanks : FEEDBACK.moreRelevant;
}

/** The hide endpoints, one per surface (reqs 000-7.10 to 000-7.12): p2p, search and news hub. */
export const HIDE_SURFACES = ['p2p', 'search', 'news_hub', 'feedback'] as const;
export type HideSurface = (typeof HIDE_SURFACES)[number];

export type PinFeedbackState = 'none' | 'reported' | 'unfollowed';
export type PinFeedbackEvent = 'report' | 'unfollow' | 'undo_unfollow' | 'undo_report';

/** none → reported (report) → unfollowed (unfollow); undoing steps back one state. */
export function nextFeedbackState(
  state: PinFeedbackState,
  event: PinFeedbackEvent,
): PinFeedbackState {
  if (state === 'none' && event === 'report') return 'reported';
  if (state === 'reported' && event === 'unfollow') return 'unfollowed';
  if (state === 'reported' && event === 'undo_report') return 'none';
  // "Undoing an unfollow re-follows": the card is back to the reported overlay.
  if (state === 'unfollowed' && event === 'undo_unfollow') return 'reported';
  return state;
}

/** Whom the unfollow shortcut unfollows: what brought the pin into the viewer's feed. */
export interface UnfollowTarget {
  type: 'user' | 'board' | 'interest';
  name: string;
}

/** The toast after the shortcut ran (reqs 000-8.13 to 000-8.15). */
export function unfollowedMessage(target: UnfollowTarget): string {
  if (target.type === 'user') return unfollowedPinner(target.name);
  if (target.type === 'board') return unfollowedBoard(target.name);
  return lessPinsFromTopic(target.name);
}

export interface ReportedOverlay {
  title: string | null;
  message: string | null;
  /** "Reported-pin overlay, with an Unfollow button until unfollowed." */
  showUnfollow: boolean;
  /** "/edit : reached from "Tune your home feed" in the reported-pin overlay." */
  tuneLabel: string;
  tuneHref: '/edit/';
  /**
   * Decided: the overlay's Undo. Reported, it takes the report back (the pin returns to the
   * viewer's feeds); unfollowed, it re-follows ("Undoing an unfollow re-follows").
   */
  undo: { label: string; event: 'undo_report' | 'undo_unfollow' };
}

/** The reported-pin overlay for a feedback state (none shows no overlay: null). */
export function reportedOverlay(
  state: PinFeedbackState,
  target: UnfollowTarget | null,
): ReportedOverlay | null {
  if (state === 'none') return null;
  const tune = { tuneLabel: FEEDBACK.tuneHomeFeed, tuneHref: '/edit/' as const };
  if (state === 'reported') {
    return {
      title: FEEDBACK.reported,
      message: FEEDBACK.reportedThanks,
      showUnfollow: target !== null,
      ...tune,
      undo: { label: FEEDBACK_UI.undo, event: 'undo_report' },
    };
  }
  return {
    title: FEEDBACK.reported,
    message: target ? unfollowedMessage(target) : FEEDBACK.reportedThanks,
    showUnfollow: false,
    ...tune,
    undo: { label: FEEDBACK_UI.undo, event: 'undo_unfollow' },
  };
}

export interface FeedbackToast {
  text: string;
  /** Every feedback toast can be undone (req 000-4.25 "gives a toast and an undo"). */
  undoLabel: string;
  /** The hide toast's "optional unfollow shortcut": the button's label, or null. */
  unfollowLabel: string | null;
  durationMs: number;
}

/**
 * '"Pin hidden" toast with undo and an optional unfollow shortcut' (req 000-2.20): the shortcut
 * is offered when the server named something the viewer follows that brought the pin.
 */
export function hiddenToast(unfollow: UnfollowTarget | null): FeedbackToast {
  return {
    text: FEEDBACK.pinHidden,
    undoLabel: FEEDBACK_UI.undo,
    unfollowLabel: unfollow ? unfollowNamed(truncateFollowName(unfollow.name)) : null,
    durationMs: FEEDBACK_TOAST_MS,
  };
}

/** After the shortcut ran: the spec's message, and an undo that re-follows. */
export function unfollowedToast(target: UnfollowTarget): FeedbackToast {
  return {
    text: unfollowedMessage(target),
    undoLabel: FEEDBACK_UI.undo,
    unfollowLabel: null,
    durationMs: FEEDBACK_TOAST_MS,
  };
}
