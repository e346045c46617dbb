// Leaving safely (issue 14), as people use it: a signed-in person's click on a pin's link
// reaches the site through /offsite/; the operator blocks the link in the console; the next
// click shows the spec's 'Heads up!' modal (000 §8), the person reports a mistake, the operator
// lifts the block, and the click after goes through. A tampered /offsite/ address shows the
// "You're leaving Corkboard" page. A report filed from a card reaches the operator's queue, and
// removing the pin takes it out of every grid. Offline, a click does nothing (000 §5).
// A failed check navigates and is counted in the client event log, which the console shows.
// Signed out, the click passes the /pin_redirect/ interstitial. At 1280 px and a 390 px phone.
import { CLIENT_EVENT, LINK_APPEAL, VISITOR_RECORD_KEY } from '@corkboard/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { hydrated, ownPin, reportFromCard } from './closeup-page';
import { DEMO_OPERATOR, onPhone, type Person, signIn, signUp } from './session';

const baseUrl = inject('baseUrl');
const siteUrl = inject('siteUrl');

let browser: Browser;
let pinner: Person;
let reader: Person;
let operator: BrowserContext;
let pinId: string;
/** The test site by name, not by address: an IP-literal link would be flagged as suspicious. */
let link: string;

beforeAll(async () => {
  browser = await launch();
  link = `${siteUrl.replace('127.0.0.1', 'localhost')}/chair`;
  pinner = await signUp(browser, 'Link Pinner');
  reader = await signUp(browser, 'Link Reader');
  operator = await signIn(browser, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  const page = await pinner.context.newPage();
  await page.goto(`${baseUrl}/`);
  pinId = (
    await ownPin(page, { board: 'Chairs to try', title: 'A rattan chair', link, color: '#c8a165' })
  ).id;
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

async function closeup(context: BrowserContext, id = pinId): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/pin/${id}/`);
  await hydrated(page);
  return page;
}

/** Clicks "Visit site" and resolves the tab it opened, once that tab has reached `url`. */
async function visit(page: Page, url: string): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('closeup-visit').click();
  const tab = await opened;
  await tab.waitForURL(url);
  return tab;
}

async function admin(path: string): Promise<Page> {
  const page = await operator.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe("a pin's link, checked on the way out", () => {
  it('an allowed link is reached through /offsite/ (signed in)', async () => {
    const page = await closeup(reader.context);
    const href = new URL(
      (await page.getByTestId('closeup-visit').getAttribute('href')) ?? '',
      baseUrl,
    );
    expect(href.pathname).toBe('/offsite/');
    expect(href.searchParams.get('url')).toBe(link);
    const hops: string[] = [];
    page.context().on('request', (r) => hops.push(new URL(r.url()).pathname));
    const tab = await visit(page, link);
    expect(await tab.title()).toBe('Rattan armchair | Casa');
    expect(hops).toContain('/offsite/');
    await tab.close();
    await page.close();
  });

  it('blocked: the modal, an appeal, the operator lifts it, the next click goes through', async () => {
    // The operator blocks the address in the console.
    const links = await admin('/admin/links/');
    const add = links.getByTestId('admin-add-rule');
    await add.locator('select[name="match"]').selectOption('prefix');
    await add.locator('input[name="value"]').fill(link);
    await add.locator('select[name="verdict"]').selectOption('blocked');
    await add.locator('input[name="reason"]').fill('Reported as a fake shop.');
    await Promise.all([links.waitForEvent('load'), add.locator('button[type="submit"]').click()]);
    await links.locator(`[data-testid="admin-rule"][data-value="${link}"]`).waitFor();
    await screenshot(links, 'admin-links');
    await links.close();

    for (const [context, name] of [
      [reader.context, 'blocked-link-modal'],
      [await onPhone(browser, reader), 'blocked-link-modal-phone'],
    ] as const) {
      const page = await closeup(context);
      const tabs = context.pages().length;
      await page.getByTestId('closeup-visit').click();
      const modal = page.getByTestId('blocked-link-modal');
      await modal.waitFor();
      expect(await modal.locator('.modal-title').textContent()).toBe('Heads up!');
      expect(await modal.textContent()).toContain('We have blocked this link');
      expect(await page.getByTestId('blocked-link-message').textContent()).toBe(
        'Reported as a fake shop.',
      );
      expect(await page.getByTestId('blocked-link-host').textContent()).toBe('localhost');
      expect(await page.getByTestId('blocked-link-learn-more').getAttribute('href')).toBe(
        '/community-guidelines/#spam',
      );
      // The tab opened for the click is closed again: the link was never opened.
      await expect.poll(() => context.pages().length).toBe(tabs);
      await screenshot(page, name);
      if (context === reader.context) {
        await page.getByTestId('blocked-link-report').click();
        await page
          .getByTestId('blocked-link-appeal-message')
          .fill('It is a real shop, I bought there.');
        await page.getByTestId('blocked-link-appeal-send').click();
        await page.getByTestId('blocked-link-appeal-sent').waitFor();
        expect(
          await page.getByTestId('blocked-link-appeal-status').getAttribute('data-status'),
        ).toBe('open');
        await screenshot(page, 'blocked-link-appeal');
      }
      await page.getByTestId('blocked-link-okay').click();
      await expect.poll(() => modal.count()).toBe(0);
      await page.close();
    }

    // The person's own appeals (/appealed-pin/), from the settings: waiting for review.
    const own = await reader.context.newPage();
    await own.goto(`${baseUrl}/settings/`);
    await own.getByTestId('settings-appeals').click();
    await own.waitForURL('**/appealed-pin/');
    const mine = own.locator('[data-testid="appeal"]').first();
    expect(await mine.getAttribute('data-status')).toBe('open');
    expect(await mine.getByTestId('appeal-status').textContent()).toBe(LINK_APPEAL.status.open);
    expect(await mine.textContent()).toContain('It is a real shop, I bought there.');

    // The operator lifts it with a note.
    const appeals = await admin('/admin/appeals/');
    const appeal = appeals.locator('[data-testid="admin-appeal"][data-host="localhost"]');
    await appeal.locator('input[name="note"]').fill('Checked: a real shop.');
    await screenshot(appeals, 'admin-appeals');
    await Promise.all([
      appeals.waitForEvent('load'),
      appeal.getByTestId('admin-appeal-lift').click(),
    ]);
    await appeals.close();
    const audit = await admin('/admin/audit/');
    expect(await audit.getByTestId('admin-audit-row').first().textContent()).toContain(
      'appeal.lift',
    );
    await audit.close();

    // The person's appeals say so, with the operator's note.
    await own.reload();
    expect(await mine.getAttribute('data-status')).toBe('lifted');
    expect(await mine.getByTestId('appeal-note').textContent()).toContain('Checked: a real shop.');
    await screenshot(own, 'appealed-pin');
    await own.setViewportSize({ width: 390, height: 844 });
    await screenshot(own, 'appealed-pin-phone');
    await own.close();

    // The person's next click goes through, and the modal would have said so.
    const page = await closeup(reader.context);
    const tab = await visit(page, link);
    await tab.close();
    await page.close();
  });

  it('a tampered /offsite/ address shows "You\'re leaving Corkboard" with the real destination', async () => {
    const page = await reader.context.newPage();
    const target = 'https://elsewhere.example/offer';
    await page.goto(
      `${baseUrl}/offsite/?token=forged&url=${encodeURIComponent(target)}&pin=${pinId}`,
    );
    expect(await page.locator('h1').textContent()).toBe("You're leaving Corkboard");
    expect(await page.getByTestId('offsite-destination').textContent()).toBe(target);
    expect(page.url()).toContain('/offsite/');
    await screenshot(page, 'offsite-leaving');
    await page.close();
  });

  it("a failed check falls back to normal navigation (req 000-5.38), and 'error' is counted (req 000-8.05)", async () => {
    const page = await closeup(reader.context);
    await page.route('**/v3/offsite/', (route) => route.abort());
    // The event log sends what it gathered a few seconds after the first event.
    const logged = page.waitForResponse(
      (res) => res.url().endsWith('/v3/events/') && res.request().method() === 'POST',
    );
    const tab = await visit(page, link);
    await tab.close();
    const sent = (await logged).request().postDataJSON() as {
      events: { event_type: number; object_id?: string; aux_data?: Record<string, unknown> }[];
    };
    expect(sent.events).toContainEqual(
      expect.objectContaining({
        event_type: CLIENT_EVENT.offsiteCheckError,
        object_id: pinId,
        aux_data: { redirect_status: 'error', reason: 'error' },
      }),
    );
    await page.close();
    // The operator sees the count in the console.
    const events = await admin('/admin/events/');
    const row = events.locator(
      `[data-testid="admin-event-row"][data-event-type="${CLIENT_EVENT.offsiteCheckError}"]`,
    );
    expect(Number(await row.getByTestId('admin-event-count').textContent())).toBeGreaterThan(0);
    await screenshot(events, 'admin-events');
    await events.close();
  });

  it('a right-click records the clickthrough (spec 000 §7)', async () => {
    const page = await closeup(reader.context);
    const [request] = await Promise.all([
      page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v3/offsite/',
      ),
      page.getByTestId('closeup-visit').click({ button: 'right' }),
    ]);
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ url: link, pin_id: pinId, check_only: false });
    expect(JSON.parse(String(body.aux_data))).toMatchObject({ clickthrough_type: 'rightClick' });
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('offline, a click does nothing', async () => {
    const page = await closeup(reader.context);
    const tabs = reader.context.pages().length;
    await reader.context.setOffline(true);
    await page.getByTestId('closeup-visit').click();
    await page.waitForTimeout(300);
    expect(reader.context.pages().length).toBe(tabs);
    expect(await page.getByTestId('blocked-link-modal').count()).toBe(0);
    await reader.context.setOffline(false);
    await page.close();
  });

  it('signed out, the click passes the /pin_redirect/ interstitial', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await closeup(context);
    const opened = context.waitForEvent('page');
    await page.getByTestId('closeup-visit').click();
    const tab = await opened;
    await tab.waitForURL(/\/pin_redirect\//);
    const query = new URL(tab.url()).searchParams;
    expect(query.get('domain')).toBe('localhost');
    expect(query.get('origin')).toBe(new URL(page.url()).pathname);
    await tab.getByTestId('pin-redirect-continue').waitFor();
    await screenshot(tab, 'pin-redirect');
    await Promise.all([tab.waitForURL(link), tab.getByTestId('pin-redirect-continue').click()]);
    await context.close();
  });

  it('"when the visitor is new or upsell-eligible": a returning visitor goes straight on, an engaged one passes it', async () => {
    // The visitor's own record, as an earlier visit left it (kept with consent, this browser).
    const returning = async (searches: string[]) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const record = {
        revisitation: { count: 3, time: Date.now() - 86_400_000, ts: Date.now() },
        completedSearches: searches.map((query) => ({
          query,
          rs: 'typed',
          scope: 'pins',
          rg: null,
          ts: Date.now(),
        })),
      };
      await context.addInitScript(
        ([key, value]) => {
          if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
        },
        [VISITOR_RECORD_KEY, JSON.stringify(record)],
      );
      return context;
    };
    const notYet = await returning([]);
    const straight = await visit(await closeup(notYet), link);
    expect(straight.url()).toBe(link);
    await notYet.close();
    const engaged = await returning(['rattan chair']);
    const page = await closeup(engaged);
    const opened = engaged.waitForEvent('page');
    await page.getByTestId('closeup-visit').click();
    await (await opened).waitForURL(/\/pin_redirect\//);
    await engaged.close();
  });
});

describe('reports reach the operator', () => {
  it('a report filed from a card appears in the queue; removing the pin takes it off every grid', async () => {
    const own = await pinner.context.newPage();
    await own.goto(`${baseUrl}/`);
    const pin = await ownPin(own, {
      board: 'Spammy things',
      title: 'Buy followers',
      color: '#3d5a80',
    });
    await own.close();
    const board = `/${pinner.username}/spammy-things/`;

    const page = await reader.context.newPage();
    await page.goto(`${baseUrl}${board}`, { waitUntil: 'networkidle' });
    await reportFromCard(page, pin.id, 'spam');
    await page.close();

    const reports = await admin('/admin/reports/');
    const report = reports.locator(`[data-testid="admin-report"][data-pin="${pin.id}"]`);
    expect(await report.getByTestId('admin-report-count').textContent()).toBe('1 report');
    await screenshot(reports, 'admin-reports');
    reports.on('dialog', (dialog) => void dialog.accept());
    await Promise.all([
      reports.waitForEvent('load'),
      report.getByTestId('admin-report-remove').click(),
    ]);
    expect(await report.count()).toBe(0);
    await reports.close();

    const after = await pinner.context.newPage();
    await after.goto(`${baseUrl}${board}`, { waitUntil: 'networkidle' });
    expect(await after.locator(`[data-testid="pin-card"][data-pin-id="${pin.id}"]`).count()).toBe(
      0,
    );
    const gone = await after.goto(`${baseUrl}/pin/${pin.id}/`);
    expect(gone?.status()).toBe(404);
    await after.close();
  });

  it('the console is a 404 page to everyone but operators', async () => {
    for (const context of [reader.context, await browser.newContext()]) {
      const page = await context.newPage();
      const res = await page.goto(`${baseUrl}/admin/`);
      expect(res?.status()).toBe(404);
      expect(await page.getByTestId('admin-nav').count()).toBe(0);
      await page.close();
    }
    const page = await admin('/admin/');
    await page.getByTestId('admin-overview').waitFor();
    await screenshot(page, 'admin-overview');
    await page.close();
  });
});
