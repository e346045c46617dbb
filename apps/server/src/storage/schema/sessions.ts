/** `id` is the sha256 of the session token: the token itself is never stored. */
export interface SessionsTable {
  id: string;
  user_id: number | string;
  created_at: number | string;
  expires_at: number | string;
  /** `chrome/linux` (domain formatDeviceKind); null for sessions from before migration 0015. */
  device: string | null;
}
