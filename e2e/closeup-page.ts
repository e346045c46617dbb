// The closeup in the browser tests: waiting for it to hydrate, and a pin of a test's own (a plain
// picture on a new board) for tests that change what a pin shows, so no demo pin changes.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { hydratedAt } from './browser';
import { apiPost } from './session';

/** The closeup as served, once React has attached itself to it (clicks before that do nothing). */
export async function hydrated(page: Page): Promise<void> {
  await hydratedAt(page, '.closeup');
}

/** A new pin of the page's person: a plain picture of one colour on a new public board. */
export async function ownPin(
  page: Page,
  pin: {
    board: string;
    title: string;
    description?: string;
    link?: string;
    color: string;
    size?: { width: number; height: number };
  },
): Promise<{ id: string }> {
  const board = await apiPost<{ id: string }>(page, 'BoardResource', 'create', {
    name: pin.board,
    privacy: 'public',
  });
  const png = await sharp({
    create: { ...(pin.size ?? { width: 600, height: 800 }), channels: 3, background: pin.color },
  })
    .png()
    .toBuffer();
  return apiPost<{ id: string }>(page, 'PinResource', 'create', {
    board_id: board.id,
    image_base64: `data:image/png;base64,${png.toString('base64')}`,
    title: pin.title,
    ...(pin.description === undefined ? {} : { description: pin.description }),
    ...(pin.link === undefined ? {} : { link: pin.link }),
  });
}

/** Reports the pin from its card on the page (its "..." menu) with `reason`, up to the thanks. */
export async function reportFromCard(page: Page, pinId: string, reason: string): Promise<void> {
  const card = page.locator(`[data-testid="pin-card"][data-pin-id="${pinId}"]`);
  await card.hover();
  await card.locator('[data-testid="pin-card-more"]').click();
  await card.locator('[data-testid="pin-card-report"]').click();
  await page.getByTestId(`report-reason-${reason}`).click();
  await page.getByTestId('report-submit').click();
  await page.getByTestId('report-thanks').waitFor();
}
