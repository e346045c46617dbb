// The calls behind a card's Hide and Report (spec 000 §2, §4, §7, reqs 000-2.20, 000-4.25, 000-7.10
// to 000-7.15), loaded on first use. Hide: the card leaves the grid at once, the surface's endpoint
// is called, and the "Pin hidden" toast offers Undo and, when the server names one, the unfollow
// shortcut. Report: PinFeedbackResource update (feedback_type 1) and the reported overlay on the
// card.
import type { QueryClient } from '@tanstack/react-query';
import type {
  PinFeedbackResult,
  PinHideResult,
  RouteBody,
  SearchHideState,
  UnfollowOption,
} from '@corkboard/contracts';
import {
  API_ERRORS,
  FEEDBACK_UI,
  hiddenToast,
  hidePaths,
  nextFeedbackState,
  unfollowedToast,
  type CardHideSurface,
  type HidePaths,
  type HideReason,
  type ReportReason,
  type PinFeedbackEvent,
} from '@corkboard/domain';
import { isApiError, postResource, v3 } from '../api/client';
import { showErrorToast, showToast } from '../saving/overlays';
import { feedbackStore, setHidden, setReported } from './feedback-store';
import { setFollow } from './follow-target';

export interface FeedbackPin {
  id: string;
  /** The toast's small picture. */
  thumb: string | null;
}

/** The server's message; a failure of its own reads better as what did not happen. */
function failed(error: unknown, fallback: string): void {
  showErrorToast(isApiError(error) && error.code === 'internal' ? null : error, fallback);
}

type HideBody = RouteBody<'hideSearchPin'>;

/**
 * `PUT /v3/search/{pin_id}/hide/ {query, pin_type, reason}`: the query of the page it was hidden
 * on; the other hides send only the reason.
 */
function hideBody(surface: CardHideSurface, reason: HideReason | null): HideBody | undefined {
  const why = reason ? { reason } : {};
  if (surface !== 'search') return reason ? why : undefined;
  return {
    query: new URLSearchParams(window.location.search).get('q') ?? '',
    pin_type: 'pin',
    ...why,
  };
}

/** What a hide answered; a search hide names no message and no unfollow shortcut. */
function hideOutcome(
  result: PinHideResult | SearchHideState,
): Pick<PinHideResult, 'message' | 'unfollow'> {
  return 'unfollow' in result ? result : { message: null, unfollow: null };
}

export async function hidePin(
  queryClient: QueryClient,
  pin: FeedbackPin,
  surface: CardHideSurface,
  reason: HideReason | null = null,
): Promise<void> {
  const paths = hidePaths(surface, pin.id);
  const body = hideBody(surface, reason);
  setHidden(pin.id, true);
  let result: Pick<PinHideResult, 'message' | 'unfollow'>;
  try {
    result = hideOutcome(await v3('PUT', paths.hide, body));
  } catch (error) {
    setHidden(pin.id, false);
    failed(error, FEEDBACK_UI.hideFailed);
    return;
  }
  const toast = hiddenToast(result.unfollow);
  const unfollow = result.unfollow;
  showToast({
    text: result.message ?? toast.text,
    thumb: pin.thumb,
    durationMs: toast.durationMs,
    actions: [
      {
        label: toast.undoLabel,
        testId: 'toast-undo',
        onClick: () => void undoHide(pin, paths.undo, hideBody(surface, null)),
      },
      ...(unfollow && toast.unfollowLabel
        ? [
            {
              label: toast.unfollowLabel,
              testId: 'toast-unfollow',
              onClick: () => void unfollowFromToast(queryClient, unfollow),
            },
          ]
        : []),
    ],
  });
}

async function undoHide(
  pin: FeedbackPin,
  path: HidePaths['undo'],
  body: HideBody | undefined,
): Promise<void> {
  setHidden(pin.id, false);
  try {
    await v3('PUT', path, body);
  } catch (error) {
    setHidden(pin.id, true);
    failed(error, API_ERRORS.internal);
  }
}

async function unfollowFromToast(queryClient: QueryClient, option: UnfollowOption) {
  try {
    await setFollow(queryClient, option, false);
  } catch (error) {
    failed(error, API_ERRORS.internal);
    return;
  }
  const toast = unfollowedToast(option);
  showToast({
    text: option.message || toast.text,
    durationMs: toast.durationMs,
    actions: [
      {
        label: toast.undoLabel,
        testId: 'toast-undo-unfollow',
        // "Undoing an unfollow re-follows."
        onClick: () =>
          void setFollow(queryClient, option, true).catch((error: unknown) =>
            failed(error, API_ERRORS.internal),
          ),
      },
    ],
  });
}

/** The report with its category; resolves to whether the server took it. */
export async function reportPin(pin: FeedbackPin, reason: ReportReason): Promise<boolean> {
  setReported(pin.id, { state: 'reported', unfollow: null, pending: true });
  try {
    const result: PinFeedbackResult = await postResource('PinFeedbackResource', 'update', {
      pin_id: pin.id,
      feedback_type: 1,
      reason,
    });
    setReported(pin.id, { state: 'reported', unfollow: result.unfollow, pending: false });
    return true;
  } catch (error) {
    setReported(pin.id, null);
    failed(error, FEEDBACK_UI.reportFailed);
    return false;
  }
}

/** The reported overlay's buttons: Unfollow, and Undo (of the report, or of the unfollow). */
export async function reportedOverlayEvent(
  queryClient: QueryClient,
  pinId: string,
  event: Exclude<PinFeedbackEvent, 'report'>,
): Promise<void> {
  const current = feedbackStore.get().reported[pinId];
  if (!current || current.pending) return;
  setReported(pinId, { ...current, pending: true });
  try {
    if (event === 'undo_report') {
      // The report hid the pin; the p2p undo brings it back (the report stays recorded).
      await v3('PUT', hidePaths('p2p', pinId).undo);
    } else if (current.unfollow) {
      await setFollow(queryClient, current.unfollow, event === 'undo_unfollow');
    }
  } catch (error) {
    setReported(pinId, { ...current, pending: false });
    failed(error, API_ERRORS.internal);
    return;
  }
  const state = nextFeedbackState(current.state, event);
  setReported(pinId, state === 'none' ? null : { ...current, state, pending: false });
}
