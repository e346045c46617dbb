// Spec 000 §4, req 000-4.24: "Feedback type of a card is derived in this order", and the reason
// line of §8, req 000-8.22 ("Reason lines: inspired by recent activity, by a board, by a topic,
// from a followed profile or board").

import { FEED_REASONS, fromFollowed, inspiredByBoard, inspiredByTopic } from '../copy';
import {
  isContextReason,
  isFollowedReason,
  RECOMMENDATION_REASONS,
} from '../discovery/recommendation-reasons';
import { collapseWhitespace } from '../text';
import type { CardContext, CardPinInput, FeedbackType } from './card-model';
import { isPromotedAd } from './pin-facts';
import { RELATED_VIEW_PARAMETERS, VIEW_PARAMETERS } from './view-parameters';

/** Decided: the recommendation reason that means "reason followed interest". */
export const FOLLOWED_INTEREST_REASON = 'followed_interest';

function reasonOf(pin: CardPinInput): string {
  return collapseWhitespace(pin.recommendation_reason?.reason ?? '').toLowerCase();
}

/**
 * 1. promoted (an ad that is not downstream); 2. an explicit feedback type; 3. topic (reason
 * followed interest); 4. pfyBoard or pfy (other recommendation reasons; board variant if a
 * board is present); 5. followed (board or pinner followed); 6. related (view parameters 140,
 * 144, 141, 145, 139, 3173); 7. newsHub (3082); 8. otherwise default.
 */
export function feedbackType(pin: CardPinInput, ctx: CardContext): FeedbackType {
  if (isPromotedAd(pin)) return 'promoted';
  if (collapseWhitespace(ctx.explicitFeedbackType ?? '') !== '') return 'explicit';
  const reason = reasonOf(pin);
  if (reason === FOLLOWED_INTEREST_REASON) return 'topic';
  // Follow reasons are step 5 and context reasons make no claim (discovery/recommendation-reasons).
  if (reason !== '' && !isFollowedReason(reason) && !isContextReason(reason)) {
    return pin.recommendation_reason?.board ? 'pfyBoard' : 'pfy';
  }
  if (isFollowedReason(reason)) return 'followed';
  if (pin.board.followed_by_me || pin.pinner.explicitly_followed_by_me) return 'followed';
  const view = ctx.viewParameter;
  if (view !== undefined && RELATED_VIEW_PARAMETERS.includes(view)) return 'related';
  if (view === VIEW_PARAMETERS.newsHub) return 'newsHub';
  return 'default';
}

function named(text: string | null | undefined): string | null {
  const value = collapseWhitespace(text ?? '');
  return value === '' ? null : value;
}

/**
 * The reason line of a feedback type, from the copy catalogue; null for the types without
 * one (promoted, explicit, related, newsHub, default) and when the name it needs is missing.
 */
export function reasonLine(type: FeedbackType, pin: CardPinInput): string | null {
  switch (type) {
    case 'topic': {
      const topic = named(pin.source_interest?.name);
      return topic === null ? null : inspiredByTopic(topic);
    }
    case 'pfyBoard': {
      const board = named(pin.recommendation_reason?.board?.name);
      return board === null ? FEED_REASONS.inspiredByRecentActivity : inspiredByBoard(board);
    }
    case 'pfy':
      return FEED_REASONS.inspiredByRecentActivity;
    case 'followed': {
      const reason = reasonOf(pin);
      const byBoard =
        reason === RECOMMENDATION_REASONS.followedBoard ||
        (reason !== RECOMMENDATION_REASONS.followedUser && pin.board.followed_by_me === true);
      const name = byBoard
        ? named(pin.recommendation_reason?.board?.name ?? pin.board.name)
        : named(pin.pinner.full_name || pin.pinner.username);
      return name === null ? null : fromFollowed(name);
    }
    default:
      return null;
  }
}
