// "Why am I seeing this?" on every card's menu (issue 6, beyond the spec): the pin's
// recommendation reason in plain words. Pure: it reads only what the feed sent with the pin
// (reason, reason_id, board, source_interest, pinner, board).
import {
  WHY_THIS_PIN,
  whyFollowedBoard,
  whyFollowedInterest,
  whyFollowedUser,
  whyInterest,
  whyMoreIdeas,
  whyRecentActivity,
  whySavedToBoard,
} from '../copy/discovery';
import { collapseWhitespace } from '../text';
import { RECOMMENDATION_REASONS as R } from './recommendation-reasons';

export interface WhyThisPinInput {
  recommendation_reason?: {
    reason: string;
    reason_id: string | null;
    board: { name: string } | null;
  } | null;
  source_interest?: { name: string } | null;
  pinner: { full_name: string; username: string };
  board: { name: string };
}

function named(text: string | null | undefined): string | null {
  const value = collapseWhitespace(text ?? '');
  return value === '' ? null : value;
}

/** One or two sentences that explain why this pin is in the viewer's grid. */
export function whyThisPin(pin: WhyThisPinInput): string {
  const reason = collapseWhitespace(pin.recommendation_reason?.reason ?? '').toLowerCase();
  const topic = named(pin.source_interest?.name);
  const reasonBoard = named(pin.recommendation_reason?.board?.name);
  switch (reason) {
    case R.followedInterest:
      return topic === null ? WHY_THIS_PIN.followedInterestUnnamed : whyFollowedInterest(topic);
    case R.savedToBoard:
      return reasonBoard === null
        ? WHY_THIS_PIN.savedToBoardUnnamed
        : whySavedToBoard(reasonBoard, topic);
    case R.recentActivity:
      return topic === null ? WHY_THIS_PIN.recentActivity : whyRecentActivity(topic);
    case R.followedBoard: {
      const board = reasonBoard ?? named(pin.board.name);
      return board === null ? WHY_THIS_PIN.followedBoardUnnamed : whyFollowedBoard(board);
    }
    case R.followedUser: {
      const name = named(pin.pinner.full_name) ?? named(pin.pinner.username);
      return name === null ? WHY_THIS_PIN.followedUserUnnamed : whyFollowedUser(name);
    }
    case R.popular:
      return WHY_THIS_PIN.popular;
    case R.fresh:
      return WHY_THIS_PIN.fresh;
    case R.relatedPin:
      return WHY_THIS_PIN.relatedPin;
    case R.moreIdeas:
      return reasonBoard === null ? WHY_THIS_PIN.moreIdeasUnnamed : whyMoreIdeas(reasonBoard);
    case R.interest:
      return topic === null ? WHY_THIS_PIN.interestUnnamed : whyInterest(topic);
    default:
      return WHY_THIS_PIN.fallback;
  }
}
