// What the experience browser tests share: a browser with the demo operator signed in on the
// experiences admin, the operator authoring an experience through ExperienceAdminResource, a
// page whose experiences have been asked for, and the client events a page sends (POST
// /v3/events/), read as they leave.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { PLACEMENTS } from '@corkboard/domain';
import { launch } from './browser';
import { apiPost, DEMO_OPERATOR, signIn } from './session';

const baseUrl = inject('baseUrl');

export interface Authored {
  experience_id: number;
  placement_id: number;
}

export type Author = (fields: Record<string, unknown>) => Promise<Authored>;

/** The operator (signed in on `ops`) writes one, active; the server numbers it unless `fields` name the id. */
export function authoring(ops: () => Page, prefix: string): Author {
  let authored = 0;
  return (fields) => {
    authored += 1;
    return apiPost(ops(), 'ExperienceAdminResource', 'create', {
      name: `${prefix} ${authored}`,
      status: 'active',
      ...fields,
    });
  };
}

/**
 * A file's browser and its operator, on /admin/experiences/, from its beforeAll to its afterAll;
 * `author` writes as that operator.
 */
export function experienceSuite(prefix: string) {
  let browser: Browser | undefined;
  let operator: BrowserContext | undefined;
  let ops: Page | undefined;
  beforeAll(async () => {
    browser = await launch();
    operator = await signIn(browser, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    ops = await operator.newPage();
    await ops.goto(`${baseUrl}/admin/experiences/`);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started');
    return value;
  };
  return {
    browser: () => ready(browser),
    operator: () => ready(operator),
    ops: () => ready(ops),
    author: authoring(() => ready(ops), prefix),
  };
}

/**
 * A survey for one person. Its link names its id, so the id is chosen here, far above the
 * server's own numbers; answers the id.
 */
export async function authorSurvey(
  author: Author,
  personId: string,
  displayData: Record<string, unknown>,
): Promise<number> {
  const id = 900_000_000 + Math.floor(Math.random() * 90_000_000);
  await author({
    experience_id: id,
    placement_id: PLACEMENTS.survey.id,
    kind: 'survey',
    targeting: { user_ids: [personId] },
    display_data: { link: { href: `${baseUrl}/survey/${id}/` }, ...displayData },
  });
  return id;
}

/** A page whose experiences have been asked for (the read after hydration has answered). */
export async function openWithExperiences(context: BrowserContext, path = '/'): Promise<Page> {
  const page = await context.newPage();
  const asked = page.waitForResponse((r) => r.url().includes('/resource/UserExperience'));
  await page.goto(`${baseUrl}${path}`);
  await asked;
  return page;
}

export interface SentEvent {
  event_type: number;
  object_id?: string;
  element?: number;
  component?: number;
}

/** Every client event the page sends from now on. */
export function sentEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/v3/events/') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { events?: SentEvent[] };
    events.push(...(body.events ?? []));
  });
  return events;
}

/** Sends the events waiting in the page now (they leave on page hide, or after a few seconds). */
export async function flushEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
