// Browser contexts of people for the browser tests, and API calls made from inside a page (the
// page's own cookies and CSRF token), for setting up what a test is not about.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

const baseUrl = inject('baseUrl');
const VIEWPORT = { width: 1280, height: 900 };

export interface Person {
  context: BrowserContext;
  username: string;
  id: string;
}

/**
 * A person's own network address (the server trusts X-Forwarded-For in the browser tests):
 * sign-ups are limited per address, and the suite signs more people up than one address may.
 */
export function ownAddress(): Record<string, string> {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return { 'X-Forwarded-For': `198.18.${part()}.${part()}` };
}

/** Signs a new person up through the sign-up page. */
export async function signUp(browser: Browser, name: string): Promise<Person> {
  const context = await browser.newContext({ viewport: VIEWPORT, extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signup/`);
  // The address from the name's Latin letters (a name may have none: 'ليلى').
  const local = name.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'person';
  await page.fill('input[name="email"]', `${local}-${Date.now()}@example.com`);
  await page.fill('input[name="password"]', 'a long password');
  await page.fill('input[name="first_name"]', name);
  await page.click('button[type="submit"]');
  await page.waitForSelector('[data-testid="header-logout"]');
  const me = await apiGet<{ id: string; username: string }>(page, 'UserResource', {});
  await page.close();
  return { context, username: me.username, id: me.id };
}

/** The demo's operator account (README; demo mode only). */
export const DEMO_OPERATOR = { username: 'operator', password: 'corkboard-operator' } as const;

/** Signs in through the login page. */
export async function signIn(
  browser: Browser,
  username: string,
  password: string,
  viewport: { width: number; height: number } = VIEWPORT,
) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login/`);
  await page.fill('input[name="username_or_email"]', username);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForSelector('[data-testid="header-logout"]');
  await page.close();
  return context;
}

/** A 390 px touch phone (issue 13, "Phone-first"). */
export const PHONE = { width: 390, height: 844 };

/** The person's session on a touch phone. */
export async function onPhone(browser: Browser, person: Person): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    storageState: await person.context.storageState(),
  });
}

export async function apiGet<T>(page: Page, name: string, options: object): Promise<T> {
  return page.evaluate(
    async ({ name, options }) => {
      const data = encodeURIComponent(JSON.stringify({ options }));
      const res = await fetch(`/resource/${name}/get/?data=${data}`);
      const body = (await res.json()) as { resource_response: { data: unknown } };
      if (!res.ok) throw new Error(`${name} get: ${res.status} ${JSON.stringify(body)}`);
      return body.resource_response.data;
    },
    { name, options },
  ) as Promise<T>;
}

export async function apiPost<T>(
  page: Page,
  name: string,
  action: 'create' | 'update' | 'delete',
  options: object,
): Promise<T> {
  return page.evaluate(
    async ({ name, action, options }) => {
      const csrf = /(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/resource/${name}/${action}/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-CSRFToken': decodeURIComponent(csrf),
        },
        body: JSON.stringify({ options }),
      });
      const body = (await res.json()) as { resource_response: { data: unknown } };
      if (!res.ok) throw new Error(`${name} ${action}: ${res.status} ${JSON.stringify(body)}`);
      return body.resource_response.data;
    },
    { name, action, options },
  ) as Promise<T>;
}
