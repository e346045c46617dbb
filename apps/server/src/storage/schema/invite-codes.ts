/** Invite codes of shared ideas (issue 16, migrations/0025-invite-codes.ts). */
export interface InviteCodesTable {
  /** 12 url-safe random characters (domain INVITE_CODE_PATTERN). */
  code: string;
  sender_id: number | string;
  pin_id: number | string;
  /** Domain INVITE_CHANNEL. */
  channel: number;
  created_at: number | string;
}
