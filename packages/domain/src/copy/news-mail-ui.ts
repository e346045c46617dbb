// Notification mail (issue 16): the settings' "Notifications" section, the signed-out page
// /email/subscription/ its mails link to, and the mails themselves. Alone in their module: only
// those pages' chunks and the server's mail read them.
import type { MailedNewsKind } from '../notifications/news-mail-rules';
import { NEWS_TEXT } from './news-ui';

export const EMAIL_NOTIFICATIONS = {
  heading: 'Email notifications',
  intro: 'Choose what Corkboard mails you about. Everything still shows in your updates.',
  to: (email: string) => `Mails go to ${email}.`,
  unverified: 'Verify your email first: until then, Corkboard sends you no notifications.',
  kinds: {
    followed_you: 'New followers',
    commented_on_your_pin: 'Comments on your Pins',
    replied_to_your_comment: 'Replies to your comments',
    invited_you_to_board: 'Invitations to boards',
    messaged_you: 'Messages',
  } satisfies Record<MailedNewsKind, string>,
  allOff: 'Turn off all email notifications',
  saved: 'Your email notifications are saved.',
  allOffDone: 'You won’t get any more email notifications.',
  linkUnusable:
    'This link doesn’t work any more. Log in to choose your email notifications in the settings.',
  logIn: 'Log in to choose your email notifications.',
  toSettings: 'All your settings',
} as const;

/** One mail of news: what happened, what was said, where to see it, and how to stop them. */
export function newsMail(input: {
  kind: MailedNewsKind;
  firstName: string;
  actorName: string;
  board: string | null;
  said: string | null;
  link: string;
  choicesLink: string;
}) {
  const what = NEWS_TEXT.item(input.kind, input.actorName, input.board);
  return {
    subject: what,
    text: [
      `Hi ${input.firstName},`,
      '',
      `${what}.`,
      ...(input.said ? ['', `“${input.said}”`] : []),
      '',
      `See it on Corkboard: ${input.link}`,
      '',
      '—',
      `You get this mail because “${EMAIL_NOTIFICATIONS.kinds[input.kind]}” is on in your email notifications. To turn it or every notification off: ${input.choicesLink}`,
    ].join('\n'),
  };
}
