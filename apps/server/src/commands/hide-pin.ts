// Hiding and reporting a pin (spec 000 §2, §4, §7, reqs 000-2.20, 000-4.25, 000-7.10, 000-7.11,
// 000-7.15): "Pin hidden" toast with undo and an optional unfollow shortcut; the report that leads
// to the "Reported" overlay.
//
// Decided: a hide is kept on the root pin (the original), so every copy of it leaves the
// viewer's feeds; a report (PinFeedbackResource) also hides it. The unfollow shortcut names
// what brought the pin: its pinner if the viewer follows them, else its board, else a
// followed interest of the pin. Unfollowing and undoing it (re-following) go through the
// follow endpoints (UserFollowResource, /v3/boards/{id}/follow/, InterestFollowResource).
import type { PinHideResult, UnfollowOption } from '@corkboard/contracts';
import {
  FEEDBACK,
  feedbackOfHideReason,
  unfollowedMessage,
  type HideReason,
  type HideSurface,
  type PinFeedbackTypeName,
  type ReportReason,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { rootIdOf, visiblePin } from '../policy/visible-pin';
import { fullName } from '../present/users';
import type { PinRow } from '../storage/pins-store';
import { idString } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';

export interface HideInput {
  viewerId: string;
  pinId: string;
  surface: HideSurface;
  newsId: string | null;
  /** Why the viewer hid it; an undo has none. */
  reason?: HideReason | null;
}

/**
 * The hide, with its reason; "not relevant" is also recorded as the card feedback of that
 * name (feedbackOfHideReason), in the same transaction.
 */
export async function hidePin(app: AppContext, input: HideInput): Promise<PinHideResult> {
  const pin = await visiblePin(app.stores, input.pinId, input.viewerId);
  const root = rootIdOf(pin);
  const reason = input.reason ?? null;
  const feedback = feedbackOfHideReason(reason);
  const at = app.now();
  await inTransaction(app.storage, async (stores) => {
    await stores.pinHides.hide({
      userId: input.viewerId,
      rootPinId: root,
      surface: input.surface,
      newsId: input.newsId,
      reason,
      at,
    });
    if (feedback) {
      await stores.pinHides.recordFeedback({
        userId: input.viewerId,
        rootPinId: root,
        type: feedback,
        reason: null,
        at,
      });
      // The feedback replaces an open report of the pin (one row per person and pin).
      await stores.reportReceipts.withdraw(input.viewerId, root);
    }
  });
  return {
    pin_id: idString(pin.id),
    hidden: true,
    surface: input.surface,
    news_id: input.newsId,
    message: FEEDBACK.pinHidden,
    unfollow: await unfollowOption(app, input.viewerId, pin),
  };
}

/** The undo of a hide (`/unhide/`, news hub `/undo/`): the pin is back in the viewer's feeds. */
export async function unhidePin(app: AppContext, input: HideInput): Promise<PinHideResult> {
  const pin = await visiblePin(app.stores, input.pinId, input.viewerId);
  await app.stores.pinHides.unhide(input.viewerId, rootIdOf(pin));
  return {
    pin_id: idString(pin.id),
    hidden: false,
    surface: input.surface,
    news_id: input.newsId,
    message: null,
    unfollow: null,
  };
}

/** A report or "not relevant": recorded, and the pin hidden from the viewer's feeds. */
export async function giveFeedback(
  app: AppContext,
  viewerId: string,
  pinId: string,
  type: PinFeedbackTypeName,
  reason: ReportReason | null = null,
): Promise<{ pin: PinRow; unfollow: UnfollowOption | null }> {
  const pin = await visiblePin(app.stores, pinId, viewerId);
  const root = rootIdOf(pin);
  const at = app.now();
  await inTransaction(app.storage, async (stores) => {
    await stores.pinHides.recordFeedback({ userId: viewerId, rootPinId: root, type, reason, at });
    // The reporter's receipt (/reports-and-violations/), which outlives the pin; any other
    // feedback replaces an open report.
    if (type === 'report') {
      await stores.reportReceipts.file({
        reporterId: viewerId,
        kind: 'pin',
        subjectId: root,
        pinId: idString(pin.id),
        excerpt: pin.title,
        reason,
        at,
      });
    } else {
      await stores.reportReceipts.withdraw(viewerId, root);
    }
    await stores.pinHides.hide({
      userId: viewerId,
      rootPinId: root,
      surface: 'feedback',
      newsId: null,
      reason: null,
      at,
    });
  });
  return { pin, unfollow: await unfollowOption(app, viewerId, pin) };
}

/** What the unfollow shortcut would unfollow, or null when the viewer follows none of it. */
export async function unfollowOption(
  app: AppContext,
  viewerId: string,
  pin: PinRow,
): Promise<UnfollowOption | null> {
  const { stores } = app;
  const pinnerId = idString(pin.pinner_id);
  const boardId = idString(pin.board_id);
  const rootId = rootIdOf(pin);
  const [followsPinner, followsBoard, interests] = await Promise.all([
    stores.users.follows(viewerId, [pinnerId]),
    stores.boards.followedBy(viewerId, [boardId]),
    stores.interests.ofPins([rootId]),
  ]);
  if (followsPinner.has(pinnerId)) {
    const user = await stores.users.byId(pinnerId);
    if (user) return option('user', pinnerId, fullName(user) || user.username);
  }
  if (followsBoard.has(boardId)) {
    const board = await stores.boards.byId(boardId);
    if (board) return option('board', boardId, board.name);
  }
  const followed = await stores.interests.followedBy(viewerId, interests.get(rootId) ?? []);
  const [interestId] = [...followed].sort();
  if (interestId) {
    const interest = await stores.interests.byId(interestId);
    if (interest) return option('interest', interestId, interest.name);
  }
  return null;
}

function option(type: UnfollowOption['type'], id: string, name: string): UnfollowOption {
  return { type, id, name, message: unfollowedMessage({ type, name }) };
}
