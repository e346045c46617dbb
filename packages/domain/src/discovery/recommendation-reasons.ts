// The `recommendation_reason.reason` values the server gives feed pins (spec 000 §3, req
// 000-3.18: "recommendationReason: reason, reasonId, board"), and how each one reads to the
// card's feedback type (spec 000 §4, req 000-4.24): the spec orders "3. topic (reason followed
// interest); 4. pfyBoard or pfy (other recommendation reasons ...); 5. followed (board or pinner
// followed)".
//
// Decided: a reason that names a follow (`followed_board`, `followed_user`) is step 5, not an
// "other recommendation reason"; and a reason that only says where a pin was found (popular,
// fresh, related, more ideas, a topic page) makes no personal claim, so the card falls through
// to steps 5 to 8 (followed, related by view parameter, news hub, default) as if it had none.

export const RECOMMENDATION_REASONS = {
  /** A topic the viewer follows. reason_id: the interest id. Step 3 "topic". */
  followedInterest: 'followed_interest',
  /** Like pins the viewer saved to one of their boards. reason_id and board: that board. */
  savedToBoard: 'saved_to_board',
  /** Like pins the viewer saved to their profile (quick saves). reason_id: the interest id. */
  recentActivity: 'recent_activity',
  /** Saved to a board the viewer follows. reason_id and board: that board. Step 5. */
  followedBoard: 'followed_board',
  /** Saved by someone the viewer follows. reason_id: that user's id. Step 5. */
  followedUser: 'followed_user',
  /** An original people saved lately. */
  popular: 'popular',
  /** A new original nobody saved yet. */
  fresh: 'fresh',
  /** Under a closeup. reason_id: the closeup pin's id. */
  relatedPin: 'related_pin',
  /** A board's "More ideas". reason_id and board: that board. */
  moreIdeas: 'more_ideas',
  /** A topic, video or shopping page. reason_id: the interest id. */
  interest: 'interest',
} as const;

export type RecommendationReasonName =
  (typeof RECOMMENDATION_REASONS)[keyof typeof RECOMMENDATION_REASONS];

const R = RECOMMENDATION_REASONS;

/** Reasons of step 5, "followed (board or pinner followed)". */
export const FOLLOWED_REASONS: readonly string[] = [R.followedBoard, R.followedUser];

/** Reasons that say where a pin came from, not why it suits the viewer (no reason line). */
export const CONTEXT_REASONS: readonly string[] = [
  R.popular,
  R.fresh,
  R.relatedPin,
  R.moreIdeas,
  R.interest,
];

/** The home feed's personal reasons, in the priority its sources have (first wins a pin). */
export const HOME_FEED_REASON_ORDER: readonly RecommendationReasonName[] = [
  R.followedUser,
  R.followedBoard,
  R.followedInterest,
  R.savedToBoard,
  R.recentActivity,
  R.popular,
  R.fresh,
];

export function isFollowedReason(reason: string): boolean {
  return FOLLOWED_REASONS.includes(reason);
}

export function isContextReason(reason: string): boolean {
  return CONTEXT_REASONS.includes(reason);
}
