/** `InterestFollowResource create|delete {interest_id}`. */
export interface InterestFollowsTable {
  user_id: number | string;
  interest_id: number | string;
  created_at: number | string;
}
