// Controls whose work needs the scripts (an API call, not a link or a native form) are disabled
// in the server's HTML, so a tap before hydration is never silently lost (state/use-hydrated.ts).
import { describe, expect, it } from 'vitest';
import type { CookieConsent, Onboarding } from '@corkboard/contracts';
import { context, defaultHandlers, renderHtml, viewer, type Answer } from './ssr-harness';

const onboarding = (next_step: Onboarding['next_step']): Answer => ({
  ok: true,
  data: {
    steps: ['gender', 'interests', 'use_case', 'loading'],
    next_step,
    finished_steps: [],
    gender: null,
    use_cases: [],
    interests_followed: 0,
  } satisfies Onboarding,
});

const none = { analytics: false, marketing: false, personalization: false };
const consent: CookieConsent = {
  policy_revision: 1,
  choice: null,
  needs_banner: true,
  gpc: false,
  allowed: none,
};
/** What the onboarding and settings pages read before they render. */
const pageHandlers = {
  ...defaultHandlers,
  UserOnboardingResource: () => onboarding('gender'),
  CookieConsentResource: (): Answer => ({ ok: true, data: consent }),
  UserSessionsResource: (): Answer => ({ ok: true, data: { sessions: [] } }),
  EmailVerificationResource: (): Answer => ({
    ok: true,
    data: { email: 'grace@example.com', verified: true },
  }),
};

/** The opening tag of the element with this test id. */
function tagOf(html: string, testId: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element with data-testid="${testId}"`);
  return tag;
}

describe('server HTML: controls that need the scripts wait for them', () => {
  it('Log out is disabled: until hydration a click could not log out', async () => {
    const { html } = await renderHtml(context('/', { viewer }).ctx);
    expect(tagOf(html, 'header-logout')).toContain('disabled=""');
  });

  it.each(['gender', 'use_case'] as const)(
    'onboarding step %s: Skip and Next are disabled until the page has hydrated',
    async (step) => {
      const handlers = { ...defaultHandlers, UserOnboardingResource: () => onboarding(step) };
      const { html } = await renderHtml(context('/onboarding/', { viewer }, handlers).ctx);
      expect(html).toContain(`data-step="${step}"`);
      expect(tagOf(html, 'onboarding-skip')).toContain('disabled=""');
      expect(tagOf(html, 'onboarding-next')).toContain('disabled=""');
    },
  );

  it.each(['/onboarding/', '/settings/'])(
    '%s has one <main>: the page sits inside the shell’s landmark, never a second one',
    async (url) => {
      const { status, html } = await renderHtml(context(url, { viewer }, pageHandlers).ctx);
      expect(status).toBe(200);
      expect(html.match(/<main[\s>]/g)).toHaveLength(1);
      expect(html.match(/id="main"/g)).toHaveLength(1);
    },
  );
});
