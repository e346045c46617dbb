// Cookie consent in API tests (issue 16): answering the banner as a browser would.
import { expect } from 'vitest';
import type { ApiClient } from './client';

export const ACCEPT_ALL = {
  allow_analytic_cookies: true,
  allow_marketing_cookies: true,
  allow_personalization_cookies: true,
} as const;

export const REJECT_ALL = {
  allow_analytic_cookies: false,
  allow_marketing_cookies: false,
  allow_personalization_cookies: false,
} as const;

/** "Accept all", signed in or out; the client keeps the cookie it is answered with. */
export async function acceptAllCookies(api: ApiClient): Promise<void> {
  const answer = await api.post('CookieConsentResource', 'update', ACCEPT_ALL);
  expect(answer.status).toBe(200);
}
