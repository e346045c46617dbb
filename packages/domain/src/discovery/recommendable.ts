// What a recommending surface may show (issue 6). Spec 000 §4, req 000-4.23: "A deleted story pin
// shows a placeholder": that is for the boards and profiles that hold the pin, so the person who
// saved it learns it is gone. Decided: the surfaces that recommend (the home feed, related pins, a
// board's more ideas, topic, idea, video and shopping pages, today articles, and the search scopes
// that find other people's pins) never offer a pin whose idea pin was deleted: it has nothing left
// to discover. The viewer's own scopes (my_pins, my_content) still find it.

export interface RecommendableInput {
  story_pin_data?: { is_deleted?: boolean | null } | null;
}

export function isRecommendable(pin: RecommendableInput): boolean {
  return pin.story_pin_data?.is_deleted !== true;
}
