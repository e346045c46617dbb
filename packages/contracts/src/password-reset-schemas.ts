// Forgotten passwords and a compromised account (issue 16: /password/reset, /pw/{username},
// /secure/panic; docs/API.md "Sessions and users").
import {
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_TOKEN_PATTERN,
  USERNAME_MAX,
} from '@corkboard/domain';
import { z } from 'zod';
import { tracking } from './common';
import { component, wireTime } from './components';

const username = z.string().min(1).max(USERNAME_MAX);
const token = z
  .string()
  .regex(RESET_TOKEN_PATTERN, 'the t parameter of the link in the mail')
  .describe('The token from the reset link (its `t` parameter).');

export const passwordResetSchemas = {
  PasswordResetResource: {
    get: z.strictObject({ username, token, ...tracking }),
    create: z.strictObject({
      username_or_email: z
        .string()
        .trim()
        .min(1)
        .max(EMAIL_MAX)
        .describe('The account to mail a reset link to, by its email or username.'),
      ...tracking,
    }),
    update: z.strictObject({
      username,
      token,
      password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
      ...tracking,
    }),
  },
  UserPasswordResource: {
    update: z.strictObject({
      current_password: z.string().min(1).max(PASSWORD_MAX),
      new_password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
      ...tracking,
    }),
  },
  UserSecurePanicResource: {
    create: z.strictObject({ ...tracking }),
  },
  MailOutboxResource: {
    get: z.strictObject({ ...tracking }),
  },
  EmailVerificationResource: {
    get: z.strictObject({ ...tracking }),
    create: z.strictObject({ ...tracking }),
  },
} as const;

export const ResetLinkSchema = component(
  'ResetLink',
  z
    .strictObject({
      state: z
        .enum(['usable', 'expired', 'used', 'unknown'])
        .describe('usable: the link may set a new password; the others say why it cannot.'),
    })
    .describe('What a password reset link can still do.'),
);

export const ResetMailSchema = component(
  'ResetMail',
  z
    .strictObject({
      sent: z
        .literal(true)
        .describe('Always true: the answer does not tell whether the account exists.'),
    })
    .describe('A reset link was mailed to the account, if there is one.'),
);

export const SecuredAccountSchema = component(
  'SecuredAccount',
  z.strictObject({
    signed_out: z.number().int().describe('Sessions ended, this one included.'),
    email_hint: z
      .string()
      .describe('Where the reset link went, partly hidden: a••••e@example.com.'),
  }),
);

export const MailOutboxSchema = component(
  'MailOutbox',
  z
    .strictObject({
      smtp: z.boolean().describe('Whether SMTP_URL is set (new mail then goes out by SMTP).'),
      mails: z.array(
        z.strictObject({
          id: z.string(),
          at: wireTime,
          from: z.string(),
          to: z.string(),
          subject: z.string(),
          text: z.string(),
        }),
      ),
    })
    .describe('The newest 100 mails kept in the data folder, newest first (operators only).'),
);

export const EmailCheckSchema = component(
  'EmailCheck',
  z.strictObject({
    email: z.string().describe("The signed-in person's address."),
    verified: z.boolean().describe('Whether its link has been opened.'),
  }),
);
