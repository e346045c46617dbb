/**
 * `PinReactionResource create|delete {pin_id, reaction_type?}` (issue 13): one reaction per
 * person per pin (the pin shown, not its original). Triggers keep `pins.reaction_counts` in
 * step (migrations/0009-pin-reactions.ts).
 */
export interface PinReactionsTable {
  user_id: number | string;
  pin_id: number | string;
  /** One of REACTION_TYPES. */
  reaction_type: string;
  created_at: number | string;
}
