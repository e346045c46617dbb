// /reports-and-violations/ (issue 16, "a person's own reports and appeals"): a person reports a
// pin from its card and follows the thanks to their reports, where it is under review; an
// operator removes the pin in the console; the reporter then sees it removed, and the pinner,
// from the settings, sees the violation on their content with the reason. At 1280 px and on a
// 390 px phone.
import { REPORT_REASON_TEXT, REPORTS_PAGE } from '@corkboard/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydratedAt, launch, screenshot } from './browser';
import { ownPin, reportFromCard } from './closeup-page';
import { DEMO_OPERATOR, onPhone, type Person, signIn, signUp } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let pinner: Person;
let reader: Person;
let operator: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  pinner = await signUp(browser, 'Violating Pinner');
  reader = await signUp(browser, 'Careful Reader');
  operator = await signIn(browser, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
});
afterAll(async () => {
  await browser?.close();
});

async function ownReports(page: Page): Promise<void> {
  await hydratedAt(page, '[data-testid="reports-page"]');
  await page.getByTestId('own-reports-list').waitFor();
}

describe('a person’s own reports and the violations on their content', () => {
  it('under review, then removed for the reporter; a violation for the pinner', async () => {
    const own = await pinner.context.newPage();
    await own.goto(`${baseUrl}/`);
    const pin = await ownPin(own, {
      board: 'Miracle cures',
      title: 'Miracle pills, no doctor needed',
      color: '#8d5a97',
    });
    const board = `/${pinner.username}/miracle-cures/`;

    // The reader reports it from its card and follows the thanks to their reports.
    const page = await reader.context.newPage();
    await page.goto(`${baseUrl}${board}`, { waitUntil: 'networkidle' });
    await reportFromCard(page, pin.id, 'misinformation');
    await page.getByTestId('report-thanks-reports').click();
    await page.waitForURL('**/reports-and-violations/');
    await ownReports(page);
    const mine = page.locator('[data-testid="own-report"]').first();
    expect(await mine.getAttribute('data-status')).toBe('open');
    expect(await mine.getByTestId('own-report-status').textContent()).toBe(
      REPORTS_PAGE.status.open,
    );
    expect(await mine.textContent()).toContain('Miracle pills, no doctor needed');
    expect(await mine.textContent()).toContain(REPORT_REASON_TEXT.misinformation.label);
    expect(await mine.locator(`a[href="/pin/${pin.id}/"] img`).count()).toBe(1);
    expect(await page.getByTestId('own-violations-empty').textContent()).toBe(
      REPORTS_PAGE.violationsEmpty,
    );
    await screenshot(page, 'reports-and-violations-open');

    // Nothing yet on the pinner's side.
    await own.goto(`${baseUrl}/reports-and-violations/`);
    await hydratedAt(own, '[data-testid="reports-page"]');
    await own.getByTestId('own-violations-empty').waitFor();
    expect(await own.getByTestId('own-reports-empty').textContent()).toBe(
      REPORTS_PAGE.reportsEmpty,
    );

    // The operator removes it in the console.
    const reports = await operator.newPage();
    await reports.goto(`${baseUrl}/admin/reports/`);
    const report = reports.locator(`[data-testid="admin-report"][data-pin="${pin.id}"]`);
    reports.on('dialog', (dialog) => void dialog.accept());
    await Promise.all([
      reports.waitForEvent('load'),
      report.getByTestId('admin-report-remove').click(),
    ]);
    expect(await report.count()).toBe(0);
    await reports.close();

    // The reporter sees the outcome; the pin is gone, so no link or picture any more.
    await page.reload();
    await ownReports(page);
    expect(await mine.getAttribute('data-status')).toBe('removed');
    expect(await mine.getByTestId('own-report-status').textContent()).toContain(
      REPORTS_PAGE.status.removed,
    );
    expect(await mine.locator('a, img').count()).toBe(0);
    await screenshot(page, 'reports-and-violations-removed');
    await page.close();

    // The pinner finds the violation from the settings.
    await own.goto(`${baseUrl}/settings/`);
    await own.getByTestId('settings-reports').click();
    await own.waitForURL('**/reports-and-violations/');
    const violation = own.locator('[data-testid="own-violation"]').first();
    await violation.waitFor();
    expect(await violation.getAttribute('data-kind')).toBe('pin');
    const text = await violation.textContent();
    expect(text).toContain(REPORTS_PAGE.violation.pin);
    expect(text).toContain('Miracle pills, no doctor needed');
    expect(text).toContain(REPORT_REASON_TEXT.misinformation.label);
    await screenshot(own, 'reports-and-violations-violation');
    await own.close();

    // On a phone the reporter's page reads in one column.
    const phone = await onPhone(browser, reader);
    const small = await phone.newPage();
    await small.goto(`${baseUrl}/reports-and-violations/`);
    await ownReports(small);
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(small, 'reports-and-violations-phone');
    await phone.close();
  });

  it('signed out, the page asks to log in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/reports-and-violations/`);
    expect(await page.getByTestId('reports-page').textContent()).toContain(REPORTS_PAGE.logIn);
    await context.close();
  });
});
