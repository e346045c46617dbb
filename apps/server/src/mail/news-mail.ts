// Notification mail (issue 16; the rules are domain notifications/news-mail-rules.ts): a
// follow, a comment, a reply, a board invitation or a message may also reach the person told by
// mail. It goes after the answer (mailer.later), so the write that caused it never waits for it
// and never fails because of it. Each mail links to /email/subscription/ with the person's token,
// where the kind, or every kind, is turned off signed out.
import {
  NEWS_MAIL_QUIET_MS,
  newsMail,
  newsMailDecision,
  routeHref,
  type MailedNewsKind,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { relationTo } from '../policy/blocks';
import { fullName } from '../present/users';
import type { UserRow } from '../storage/users-store';

export interface NewsToMail {
  kind: MailedNewsKind;
  recipientId: string;
  actorId: string;
  /** Where the mail leads: the pin's comments, the conversation, the follower, the updates. */
  path: string | ((actor: UserRow) => string);
  board?: string | null;
  /** The comment or message, as written. */
  said?: string | null;
}

/**
 * Mails the news later, if the person wants it and may have it (the domain decides). Given a
 * function, what the mail tells is looked up later too, off the answer's path.
 */
export function mailNews(
  app: AppContext,
  news: NewsToMail | (() => Promise<NewsToMail | null>),
): void {
  app.services.mail.later(async () => {
    const told = typeof news === 'function' ? await news() : news;
    if (told && told.recipientId !== told.actorId) await sendNewsMail(app, told);
  });
}

const absolute = (app: AppContext, path: string) => new URL(path, app.config.publicUrl).href;

/** The page a mail's link opens: the person's choices, by their token (signed out too). */
export const emailChoicesPath = (token: string) => routeHref('email-subscription', {}, { token });

async function sendNewsMail(app: AppContext, news: NewsToMail): Promise<void> {
  const { stores } = app;
  const [recipient, actor, relation, choices, lastMailedAt] = await Promise.all([
    stores.users.byId(news.recipientId),
    stores.users.byId(news.actorId),
    relationTo(stores, news.recipientId, news.actorId),
    stores.emailNotifications.choicesOf(news.recipientId),
    stores.emailNotifications.lastMailedAt(news.recipientId, news.kind),
  ]);
  if (!recipient || !actor) return;
  const now = app.now();
  const decision = newsMailDecision({
    kind: news.kind,
    recipientId: news.recipientId,
    actorId: news.actorId,
    recipientVerified: recipient.email_verified_at !== null,
    recipientSuspended: recipient.suspended_at !== null,
    actorSuspended: actor.suspended_at !== null,
    blocked: relation !== 'none',
    choices,
    lastMailedAt,
    now,
  });
  if (!decision.send) return;
  const claimed = await stores.emailNotifications.claimMail(
    news.recipientId,
    news.kind,
    now,
    now - NEWS_MAIL_QUIET_MS,
  );
  if (!claimed) return;
  const { token } = await stores.emailNotifications.ensure(news.recipientId, now);
  const choicesLink = absolute(app, emailChoicesPath(token));
  app.services.mail.send({
    to: recipient.email,
    ...newsMail({
      kind: news.kind,
      firstName: recipient.first_name,
      actorName: fullName(actor) || actor.username,
      board: news.board ?? null,
      said: news.said ?? null,
      link: absolute(app, typeof news.path === 'string' ? news.path : news.path(actor)),
      choicesLink,
    }),
    unsubscribe: choicesLink,
  });
}
