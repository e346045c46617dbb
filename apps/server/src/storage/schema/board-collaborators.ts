export interface BoardCollaboratorsTable {
  board_id: number | string;
  user_id: number | string;
  /** 'invited' until the invitee accepts, then 'accepted'. */
  status: string;
  invited_by: number | string;
  created_at: number | string;
}
