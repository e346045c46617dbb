// Cookie consent (issue 16; docs/API.md "Cookie consent"): the answer that counts for this
// browser (signed in: the account's; signed out: the visitor's `cb_consent` cookie), and the
// banner's write, which works signed in and out.
import { COOKIE_POLICY_REVISION, SURFACE_TAG_MAX } from '@corkboard/domain';
import { z } from 'zod';
import { tracking } from './common';
import { component, wireTime } from './components';

export const consentSchemas = {
  CookieConsentResource: {
    get: z.strictObject({ ...tracking }),
    update: z.strictObject({
      allow_analytic_cookies: z.boolean(),
      allow_marketing_cookies: z.boolean(),
      allow_personalization_cookies: z.boolean(),
      surface_tag: z.string().trim().max(SURFACE_TAG_MAX).nullable().optional(),
      ...tracking,
    }),
  },
} as const;

const allowed = z.strictObject({
  analytics: z.boolean(),
  marketing: z.boolean(),
  personalization: z.boolean(),
});

export const CookieConsentSchema = component(
  'CookieConsent',
  z
    .strictObject({
      policy_revision: z
        .number()
        .int()
        .describe(`The cookie policy now in force (${COOKIE_POLICY_REVISION} today).`),
      choice: z
        .strictObject({
          ...allowed.shape,
          revision: z.number().int().describe('The policy revision this choice answered.'),
          chosen_at: wireTime,
        })
        .nullable()
        .describe('What was answered; null before any answer.'),
      needs_banner: z
        .boolean()
        .describe('True when the banner asks: no answer, or one for an older policy.'),
      gpc: z.boolean().describe('The request carried Global Privacy Control (Sec-GPC: 1).'),
      allowed: allowed.describe(
        'What may be used now: nothing before an answer; marketing never under GPC.',
      ),
    })
    .describe('The cookie choice that counts for this browser.'),
);

export type CookieConsent = z.output<typeof CookieConsentSchema>;
