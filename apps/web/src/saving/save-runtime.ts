// The save flow's work, loaded on the first save (spec 000 §4, req 000-4.08: "Save flow: create
// the save, and on success update stored pins, record the saved pin id (and the original pin id
// if different), show a toast and log an event"; §8 the failure and delete toasts, reqs
// 000-8.01 to 000-8.03).
import type { QueryClient } from '@tanstack/react-query';
import type { Me, RepinResult } from '@corkboard/contracts';
import {
  isQuickSave,
  newUserSaveAnimation,
  normalizeUsername,
  repinEditHref,
  SAVE,
  savedInfoAfterSave,
  saveToast,
  saveToastButtonLabel,
  countMergeFailures,
  saveFlow,
  type SaveFlow,
} from '@corkboard/domain';
import { isApiError, postResource } from '../api/client';
import { resourceKeyOf, userStateQuery } from '../api/queries';
import { changeSave } from './change-save';
import { logEvent } from './events';
import { showToast, type SaveTarget } from './overlays';
import { findPin, pinThumb, updateCachedPins } from './pin-cache';
import { currentSaveBehavior, setLastBoard } from './save-prefs';

export { lastBoard } from './save-prefs';
import { takeSignedOutMerge, writeSignedOutRecord } from './signed-out-record';

/** Quick save or the board picker: save_behavior, and "Owners save to their own profile". */
export function saveFlowFor(queryClient: QueryClient, viewer: Me, pinId: string): SaveFlow {
  const pin = findPin(queryClient, pinId);
  return saveFlow({
    saveBehavior: currentSaveBehavior(viewer),
    isPinOwner: pin?.pinner.id === viewer.id,
  });
}

const NEW_USER_STATE = 'NEW_USER_SAVE_ANIMATION_SEEN' as const;

/** "Error toast with the server's message, or 'Sorry! Something went wrong on our end.'" */
export function saveErrorMessage(error: unknown): string {
  return isApiError(error) && error.code !== 'network' && error.message
    ? error.message
    : SAVE.saveFailed;
}

/** Saves made in this page's life: saved copy id <-> the pin that was saved. */
const savedFrom = new Map<string, string>();

/** The pin a saved copy was saved from, when it was saved in this page's life. */
export function originalOf(savedPinId: string): string | undefined {
  return savedFrom.get(savedPinId);
}

async function playsNewUserAnimation(queryClient: QueryClient, viewer: Me): Promise<boolean> {
  if (!newUserSaveAnimation({ createdAt: viewer.created_at, now: Date.now(), seen: false })) {
    return false;
  }
  const query = userStateQuery(NEW_USER_STATE);
  let seen = true;
  try {
    seen = Boolean((await queryClient.fetchQuery(query)).value);
  } catch {
    return false;
  }
  if (seen) return false;
  queryClient.setQueryData(query.queryKey, { state: NEW_USER_STATE, value: 'true' });
  postResource('UserStateResource', 'create', { state: NEW_USER_STATE, value: 'true' }).catch(
    () => undefined,
  );
  return true;
}

/** Lists whose contents a save or delete changes: the viewer's boards and saved pins. */
function invalidateViewerLists(queryClient: QueryClient, viewer: Me, boardId: string | null) {
  const username = normalizeUsername(viewer.username);
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const key = resourceKeyOf(queryKey);
      if (!key) return false;
      if (key[1] === 'BoardsResource' || key[1] === 'UserSavedResource') {
        return key[2].username === username;
      }
      if (key[1] === 'BoardFeedResource' || key[1] === 'BoardResource') {
        return boardId !== null && 'board_id' in key[2] && key[2].board_id === boardId;
      }
      return false;
    },
  });
}

/** What the toast shows after a save; also used by the repin page. */
export async function showSaveToast(
  queryClient: QueryClient,
  viewer: Me,
  originalPinId: string,
  answer: RepinResult,
  target: Pick<SaveTarget, 'newBoard'>,
  thumb: string | null,
): Promise<void> {
  const animation = isQuickSave(answer.board)
    ? await playsNewUserAnimation(queryClient, viewer)
    : false;
  const choice = saveToast({
    board: answer.board,
    section: answer.section,
    newUserAnimation: animation,
    newBoard: target.newBoard ?? false,
  });
  const href = repinEditHref({
    pinId: answer.id,
    isEditingPin: true,
    pinBoardId: answer.board.id,
    isFromToast: true,
    originalPinId,
  });
  showToast({
    text: choice.text,
    thumb,
    actions: choice.button
      ? [
          {
            label: saveToastButtonLabel(choice.button),
            href,
            testId: `toast-${choice.button}`,
            // Change opens the picker in place; Organize leads to the edit page.
            ...(choice.button === 'change' && {
              onClick: (region: HTMLElement) =>
                changeSave(queryClient, viewer, originalPinId, answer, region),
            }),
          },
        ]
      : [],
    durationMs: choice.durationMs,
    confirmationDelayMs: choice.confirmationDelayMs,
    iconDelayMs: choice.iconDelayMs,
  });
}

/** Everything after a successful RepinResource create. */
export function applySave(
  queryClient: QueryClient,
  viewer: Me,
  pinId: string,
  answer: RepinResult,
): void {
  const info = savedInfoAfterSave(answer);
  updateCachedPins(queryClient, [pinId], (pin) => ({ ...pin, saved_info: info }));
  savedFrom.set(answer.id, pinId);
  if (!isQuickSave(answer.board)) {
    setLastBoard(viewer.id, { id: answer.board.id, name: answer.board.name });
  }
  invalidateViewerLists(queryClient, viewer, answer.board.id);
  logEvent('save', {
    pinId,
    savedPinId: answer.id,
    boardId: answer.board.id,
    sectionId: answer.section?.id ?? null,
  });
}

export async function savePin(
  queryClient: QueryClient,
  viewer: Me,
  pinId: string,
  target: SaveTarget,
): Promise<RepinResult> {
  const pin = findPin(queryClient, pinId);
  let answer: RepinResult;
  try {
    answer = await postResource('RepinResource', 'create', {
      pin_id: pinId,
      ...(target.boardId ? { board_id: target.boardId } : {}),
      ...(target.sectionId ? { section: target.sectionId } : {}),
    });
  } catch (error) {
    showToast({ text: saveErrorMessage(error), tone: 'error' });
    logEvent('save_failed', { pinId });
    throw error;
  }
  applySave(queryClient, viewer, pinId, answer);
  await showSaveToast(queryClient, viewer, pinId, answer, target, pinThumb(pin));
  return answer;
}

/** Unsave: PinResource delete of saved_info.local_pin_id ('Pin deleted!' or the failure). */
export async function unsavePin(
  queryClient: QueryClient,
  viewer: Me,
  pinId: string,
): Promise<null> {
  const pin = findPin(queryClient, pinId);
  const info = pin?.saved_info;
  if (!info) return null;
  try {
    await postResource('PinResource', 'delete', { id: info.local_pin_id });
  } catch (error) {
    showToast({ text: SAVE.deleteFailed, tone: 'error' });
    throw error;
  }
  applyDelete(queryClient, viewer, [pinId], info.local_pin_id, info.board_id);
  showToast({ text: SAVE.deleted, thumb: pinThumb(pin) });
  return null;
}

/** After a saved copy is deleted: no pin shows it as saved, no list holds it. */
export function applyDelete(
  queryClient: QueryClient,
  viewer: Me,
  savedFromIds: string[],
  localPinId: string,
  boardId: string | null,
): void {
  const original = savedFrom.get(localPinId);
  const ids = [...savedFromIds, localPinId, ...(original ? [original] : [])];
  updateCachedPins(queryClient, ids, (p) =>
    p.saved_info?.local_pin_id === localPinId || p.id === localPinId
      ? { ...p, saved_info: null }
      : p,
  );
  updateCachedPins(queryClient, [localPinId], () => null);
  invalidateViewerLists(queryClient, viewer, boardId);
  logEvent('unsave', { localPinId });
}

/**
 * Signed-out saves re-saved after sign-in, once each, to the profile. "A merge failure is only
 * counted": no error toast; one save toast for the last success.
 */
export async function mergeSignedOutSaves(queryClient: QueryClient, viewer: Me): Promise<void> {
  const merge = takeSignedOutMerge();
  if (!merge) return;
  const { pinIds, record } = merge;
  const outcomes: boolean[] = [];
  let last: { pinId: string; answer: RepinResult } | null = null;
  for (const pinId of pinIds) {
    try {
      const answer = await postResource('RepinResource', 'create', { pin_id: pinId });
      applySave(queryClient, viewer, pinId, answer);
      last = { pinId, answer };
      outcomes.push(true);
    } catch {
      outcomes.push(false);
    }
  }
  writeSignedOutRecord(countMergeFailures(record, outcomes));
  logEvent('signed_out_merge', {
    saved: outcomes.filter(Boolean).length,
    failed: outcomes.filter((ok) => !ok).length,
  });
  if (last) {
    await showSaveToast(
      queryClient,
      viewer,
      last.pinId,
      last.answer,
      {},
      pinThumb(findPin(queryClient, last.pinId)),
    );
  }
}
