// Notification mail's choices (issue 16: the settings' notifications and /email/subscription;
// rules in domain notifications/news-mail-rules.ts). Ours: the spec names only the route. The
// signed-in person reads and changes their own; the token of any such mail's link does the same
// signed out, for that mail's person only.
import { MAILED_NEWS_KINDS, type MailedNewsKind } from '@corkboard/domain';
import { z } from 'zod';
import { tracking } from './common';
import { component } from './components';

const token = z
  .string()
  .min(1)
  .max(128)
  .optional()
  .describe("The token of a mail's link: its person's choices, signed out. Else the viewer's.");

const kinds = z.strictObject(
  Object.fromEntries(MAILED_NEWS_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    MailedNewsKind,
    z.ZodBoolean
  >,
);

export const emailNotificationSchemas = {
  EmailNotificationsResource: {
    get: z.strictObject({ token, ...tracking }),
    update: z.strictObject({
      token,
      kinds: kinds.partial().optional().describe('The kinds to turn on (true) or off (false).'),
      all_off: z.boolean().optional().describe('Turns every kind off at once.'),
      ...tracking,
    }),
  },
} as const;

export const EmailNotificationsSchema = component(
  'EmailNotifications',
  z
    .strictObject({
      email: z.string().describe('Where the mails go; by a token, shown masked (ad…@example.com).'),
      verified: z.boolean().describe('Mail goes only to a verified address.'),
      kinds: kinds.describe('Each kind of news mail, on or off.'),
    })
    .describe("A person's email notifications."),
);
export type EmailNotifications = z.output<typeof EmailNotificationsSchema>;
