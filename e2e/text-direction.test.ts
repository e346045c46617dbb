// People's own text takes its own direction (issue 13, "Text"): every piece of user text carries
// dir="auto", so an Arabic title, description, board or person's name reads right to left
// wherever it is shown (the card, the closeup, the board page, a field being typed in), while
// English text around it stays left to right. Screenshots at 1280 px and at a 390 px phone.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { apiPost, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const ARABIC = {
  name: 'ليلى',
  board: 'وصفات البيت',
  title: 'خبز الزعتر المنزلي',
  description: 'عجينة طرية بالزعتر وزيت الزيتون، تخبز في عشر دقائق.',
};
const ENGLISH_TITLE = 'Thyme flatbread at home';

let browser: Browser;
let person: Person;
let board: { id: string; url: string };
let arabicPin: string;
let englishPin: string;

const direction = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).direction);

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, ARABIC.name);
  const page = await person.context.newPage();
  await page.goto(`${baseUrl}/`);
  board = await apiPost(page, 'BoardResource', 'create', {
    name: ARABIC.board,
    privacy: 'public',
  });
  const png = await sharp({
    create: { width: 400, height: 500, channels: 3, background: '#c8553d' },
  })
    .png()
    .toBuffer();
  const image_base64 = `data:image/png;base64,${png.toString('base64')}`;
  const create = (title: string, description: string) =>
    apiPost<{ id: string }>(page, 'PinResource', 'create', {
      board_id: board.id,
      image_base64,
      title,
      description,
    });
  englishPin = (await create(ENGLISH_TITLE, 'Soft dough, thyme and olive oil.')).id;
  arabicPin = (await create(ARABIC.title, ARABIC.description)).id;
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

describe('user text reads in its own direction', () => {
  it('the closeup: an Arabic title and description read right to left, an English one left to right', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/pin/${arabicPin}/`);
    await expect(page.locator('.closeup-title').textContent()).resolves.toBe(ARABIC.title);
    expect(await direction(page, '.closeup-title')).toBe('rtl');
    expect(await direction(page, '.closeup-description')).toBe('rtl');
    expect(await direction(page, '.closeup-board a')).toBe('rtl');
    // The page around it keeps the page's direction.
    expect(await direction(page, '.closeup-board')).toBe('ltr');
    await screenshot(page, 'text-direction-closeup');
    await page.goto(`${baseUrl}/pin/${englishPin}/`);
    expect(await direction(page, '.closeup-title')).toBe('ltr');
    await page.close();
  });

  it('the board page and its cards: the board name and the pinner on each card take their own direction', async () => {
    // Signed out, as a visitor sees the board.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}${board.url}`);
    expect(await direction(page, '.board-header h1')).toBe('rtl');
    // Each card names its pinner: her Arabic name reads right to left, the card's own words
    // ("Save") keep the page's direction.
    const card = (id: string) => `[data-testid="pin-card"][data-pin-id="${id}"]`;
    await page.locator(`${card(arabicPin)} [data-testid="pin-card-attribution"] a`).waitFor();
    for (const id of [arabicPin, englishPin]) {
      const name = page.locator(`${card(id)} [data-testid="pin-card-attribution"] a`);
      await expect(name.textContent()).resolves.toBe(ARABIC.name);
      expect(await direction(page, `${card(id)} [data-testid="pin-card-attribution"] a`)).toBe(
        'rtl',
      );
      expect(await direction(page, `${card(id)} [data-testid="pin-card-save"]`)).toBe('ltr');
    }
    await screenshot(page, 'text-direction-board');
    await visitor.close();
  });

  it('a field being typed in follows what is typed (the header search, at a 390 px phone)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/pin/${arabicPin}/`);
    const search = page.locator('input[name="q"]');
    await search.fill('خبز');
    expect(await direction(page, 'input[name="q"]')).toBe('rtl');
    await search.fill('bread');
    expect(await direction(page, 'input[name="q"]')).toBe('ltr');
    expect(await direction(page, '.closeup-title')).toBe('rtl');
    await screenshot(page, 'text-direction-closeup-phone');
    await context.close();
  });
});
