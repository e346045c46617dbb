/**
 * A person's email notification choices and the token of their mails' link (issue 16,
 * migrations/0027-email-notifications.ts). No row: every kind on, no mail sent yet.
 */
export interface EmailNotificationsTable {
  user_id: number | string;
  /** The kinds turned off, comma-separated (domain `kindsOffOf`). */
  kinds_off: string;
  token: string;
  updated_at: number | string;
}

/** When a mail of a kind last went to a person (the hourly limit, domain NEWS_MAIL_QUIET_MS). */
export interface NewsMailsTable {
  user_id: number | string;
  kind: string;
  sent_at: number | string;
}
