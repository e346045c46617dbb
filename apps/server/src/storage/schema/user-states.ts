/**
 * Small per-user client states (UserStateResource, req 000-7.06, 002-7.14), one row per user and
 * state. The states are a closed list (USER_STATES in packages/domain/src/limits.ts).
 */
export interface UserStatesTable {
  user_id: number | string;
  state: string;
  value: string;
  updated_at: number | string;
}
