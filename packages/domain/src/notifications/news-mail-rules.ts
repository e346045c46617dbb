// Notification mail (issue 16, "/email/subscription" and the settings' notifications). The spec
// names only the route; the rules are ours, after Pinterest's email settings:
// - a mail tells of one kind of news: a follow, a comment, a reply, a board invitation or a
//   message. Saves of a person's pins stay in the hub: they are many, and a save must stay fast;
// - every kind is on until the person turns it off, in the settings or from the link in any
//   such mail (which works signed out: /email/subscription/?token=…);
// - only to a verified address (otherwise anyone could make Corkboard mail a stranger), never
//   to a suspended account, never across a block, never of one's own doing;
// - at most one mail of a kind an hour to a person: a busy conversation is one mail, not fifty.
import type { NewsKind } from './news-rules';

export const MAILED_NEWS_KINDS = [
  'followed_you',
  'commented_on_your_pin',
  'replied_to_your_comment',
  'invited_you_to_board',
  'messaged_you',
] as const satisfies readonly NewsKind[];
export type MailedNewsKind = (typeof MAILED_NEWS_KINDS)[number];

/** Each mailed kind, on or off. */
export type EmailChoices = Record<MailedNewsKind, boolean>;

/** One mail of a kind to a person an hour, at most. */
export const NEWS_MAIL_QUIET_MS = 60 * 60 * 1000;

export function isMailedNewsKind(value: string): value is MailedNewsKind {
  return (MAILED_NEWS_KINDS as readonly string[]).includes(value);
}

/** The kinds turned off, as stored (a comma-separated list; unknown names are ignored). */
export function emailChoicesOf(kindsOff: string | null | undefined): EmailChoices {
  const off = new Set((kindsOff ?? '').split(',').filter(isMailedNewsKind));
  return Object.fromEntries(
    MAILED_NEWS_KINDS.map((kind) => [kind, !off.has(kind)]),
  ) as EmailChoices;
}

/** The stored form of `choices`: the kinds that are off, in the catalogue's order. */
export function kindsOffOf(choices: EmailChoices): string {
  return MAILED_NEWS_KINDS.filter((kind) => !choices[kind]).join(',');
}

/** `current` with `changes` applied; `allOff` turns every kind off at once. */
export function changedEmailChoices(
  current: EmailChoices,
  changes: { kinds?: Partial<EmailChoices> | undefined; allOff?: boolean | undefined },
): EmailChoices {
  if (changes.allOff) {
    return Object.fromEntries(MAILED_NEWS_KINDS.map((kind) => [kind, false])) as EmailChoices;
  }
  const next = { ...current };
  for (const kind of MAILED_NEWS_KINDS) {
    const value = changes.kinds?.[kind];
    if (value !== undefined) next[kind] = value;
  }
  return next;
}

export interface NewsMailCase {
  kind: MailedNewsKind;
  /** The person told and the person who did it. */
  recipientId: string;
  actorId: string;
  recipientVerified: boolean;
  recipientSuspended: boolean;
  /** A suspended account's doings are gone from every surface; they mail nobody either. */
  actorSuspended: boolean;
  /** A block either way between the two. */
  blocked: boolean;
  choices: EmailChoices;
  /** When a mail of this kind last went to the person, if ever. */
  lastMailedAt: number | null;
  now: number;
}

export type NewsMailDecision =
  | { send: true }
  | {
      send: false;
      why: 'own_doing' | 'unverified' | 'suspended' | 'blocked' | 'turned_off' | 'quiet';
    };

/** Whether this news goes out by mail now, and if not, why not. */
export function newsMailDecision(c: NewsMailCase): NewsMailDecision {
  if (c.recipientId === c.actorId) return { send: false, why: 'own_doing' };
  if (c.recipientSuspended || c.actorSuspended) return { send: false, why: 'suspended' };
  if (!c.recipientVerified) return { send: false, why: 'unverified' };
  if (c.blocked) return { send: false, why: 'blocked' };
  if (!c.choices[c.kind]) return { send: false, why: 'turned_off' };
  if (c.lastMailedAt !== null && c.now - c.lastMailedAt < NEWS_MAIL_QUIET_MS) {
    return { send: false, why: 'quiet' };
  }
  return { send: true };
}

/** The address as the signed-out subscription page shows it: enough to know it, not to harvest. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}…${email.slice(at)}`;
}
