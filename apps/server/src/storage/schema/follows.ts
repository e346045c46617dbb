export interface UserFollowsTable {
  follower_id: number | string;
  followee_id: number | string;
  created_at: number | string;
}

export interface BoardFollowsTable {
  user_id: number | string;
  board_id: number | string;
  created_at: number | string;
}
