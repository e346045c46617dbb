// The signed-in person's sessions (issue 16, "/settings ... sessions with 'sign out
// everywhere'"; docs/API.md "Sessions and users").
import { z } from 'zod';
import { tracking } from './common';
import { component, wireTime } from './components';

export const sessionSchemas = {
  UserSessionsResource: {
    get: z.strictObject({ ...tracking }),
    delete: z.strictObject({
      scope: z
        .enum(['others', 'all'])
        .describe('others: every session but this one; all: this one too (signed out here).'),
      ...tracking,
    }),
  },
} as const;

const browser = z.enum(['edge', 'opera', 'firefox', 'samsung', 'chrome', 'safari', 'other']);
const os = z.enum(['windows', 'ios', 'ipados', 'macos', 'android', 'chromeos', 'linux', 'other']);

export const SessionListSchema = component(
  'SessionList',
  z
    .strictObject({
      sessions: z.array(
        z.strictObject({
          current: z.boolean().describe('The session this request was made with.'),
          browser,
          os,
          created_at: wireTime,
          expires_at: wireTime,
        }),
      ),
    })
    .describe("The person's live sessions, newest first."),
);

export const SessionsEndedSchema = component(
  'SessionsEnded',
  z.strictObject({ signed_out: z.number().int().describe('Sessions ended.') }),
);

export type SessionList = z.output<typeof SessionListSchema>;
