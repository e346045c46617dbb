// Creating a pin as people do it (issue 5): a file chosen in the pin builder goes up with a
// progress bar, is saved and opens its closeup; its pinner edits it on /pin/{id}/edit/ and
// deletes it. Also: a file of the wrong type never leaves the browser, a page address fills the
// builder from the local test site, a private address is refused with the server's words, and
// a signed-out visitor gets the login prompt.
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { apiGet, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
const siteUrl = inject('siteUrl');
let browser: Browser;
let person: Person;
/** Files the tests wrote for the file chooser, removed at the end. */
const written: string[] = [];

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, 'Piper');
});
afterAll(async () => {
  await person?.context.close();
  await browser?.close();
  await Promise.all(written.map((file) => rm(file, { force: true })));
});

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const toastTexts = (page: Page) => byTestId(page, 'toast-text').allTextContents();
const pinIdOf = (page: Page) => /^\/pin\/(?:[^/]*--)?(\d+)\/$/.exec(new URL(page.url()).pathname);

/** A picture written where the file chooser can pick it up. */
async function pictureFile(name: string, width: number, height: number): Promise<string> {
  const file = path.join(os.tmpdir(), `corkboard-e2e-${Date.now()}-${name}`);
  written.push(file);
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 42, g: 110, b: 187 } },
  }).composite([
    {
      input: await sharp({
        create: { width: width / 2, height: height / 2, channels: 3, background: '#f4c430' },
      })
        .png()
        .toBuffer(),
      left: width / 4,
      top: height / 4,
    },
  ]);
  await writeFile(
    file,
    name.endsWith('.png') ? await image.png().toBuffer() : await image.jpeg().toBuffer(),
  );
  return file;
}

async function status(page: Page, id: string): Promise<number> {
  return page.evaluate(async (pinId) => {
    const data = encodeURIComponent(JSON.stringify({ options: { id: pinId } }));
    return (await fetch(`/resource/PinResource/get/?data=${data}`)).status;
  }, id);
}

describe('creating a pin from a file', () => {
  it('uploads with a progress bar, saves, edits the title and deletes the pin', async () => {
    const page = await person.context.newPage();
    // The header's + offers a Pin or a board; Pin leads to the builder.
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await byTestId(page, 'header-create').click();
    await byTestId(page, 'create-menu-pin').click();
    await page.waitForURL((url) => url.pathname === '/pin-builder/');
    await byTestId(page, 'pin-builder').waitFor();
    await expect.poll(() => byTestId(page, 'pin-builder-save').isDisabled()).toBe(true);

    // Hold the file POST until the bar has been checked and pictured mid-upload.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/upload/pinimage/', async (route) => {
      await held;
      await route.continue();
    });
    const file = await pictureFile('blue-hour.png', 640, 960);
    await byTestId(page, 'pin-builder-file').setInputFiles(file);
    const bar = byTestId(page, 'upload-progress');
    await bar.waitFor();
    expect(await bar.getAttribute('role')).toBe('progressbar');
    const value = Number(await bar.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
    await screenshot(page, 'pin-builder-uploading');
    release();

    const preview = byTestId(page, 'pin-builder-preview');
    await preview.waitFor({ timeout: 30_000 });
    expect(Number(await preview.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await preview.getAttribute('height'))).toBeGreaterThan(0);
    expect(await byTestId(page, 'upload-error').count()).toBe(0);

    await byTestId(page, 'pin-builder-title').fill('Blue hour');
    await byTestId(page, 'pin-builder-description').fill('A square of sun in the evening.');
    await byTestId(page, 'pin-builder-link').fill('https://example.com/blue-hour');
    await byTestId(page, 'pin-builder-alt').fill('A yellow square on blue');
    expect(await byTestId(page, 'pin-builder-title-count').textContent()).toBe('9/100');
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'pin-builder');

    await byTestId(page, 'pin-builder-save').click();
    await page.waitForURL((url) => /^\/pin\/\d+\/$/.test(url.pathname), { timeout: 20_000 });
    const id = pinIdOf(page)?.[1];
    expect(id).toBeTruthy();
    // The toast first: it goes on a timer, while the closeup's title stays.
    await expect.poll(() => toastTexts(page)).toContain('Saved to Profile');
    await expect.poll(() => page.locator('.closeup-title').textContent()).toBe('Blue hour');

    await screenshot(page, 'pin-closeup-own');

    // The pinner edits it.
    await byTestId(page, 'closeup-edit').click();
    await page.waitForURL((url) => url.pathname === `/pin/${id}/edit/`);
    const title = byTestId(page, 'pin-edit-title');
    await expect.poll(() => title.inputValue()).toBe('Blue hour');
    expect(await byTestId(page, 'pin-edit-link').inputValue()).toBe(
      'https://example.com/blue-hour',
    );
    await title.fill('Blue hour, edited');
    await screenshot(page, 'pin-edit');
    await byTestId(page, 'pin-edit-save').click();
    await page.waitForURL((url) => url.pathname === `/pin/${id}/`);
    await expect.poll(() => page.locator('.closeup-title').textContent()).toBe('Blue hour, edited');

    // A fresh load shows the new title too (it was saved, not only cached).
    await page.goto(`${baseUrl}/pin/${id}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('.closeup-title').textContent()).toBe('Blue hour, edited');

    // Nobody else may edit it.
    const other = await signUp(browser, 'Otto');
    const otherPage = await other.context.newPage();
    await otherPage.goto(`${baseUrl}/pin/${id}/`, { waitUntil: 'networkidle' });
    expect(await byTestId(otherPage, 'closeup-edit').count()).toBe(0);
    await otherPage.goto(`${baseUrl}/pin/${id}/edit/`, { waitUntil: 'networkidle' });
    await byTestId(otherPage, 'pin-edit-not-yours').waitFor();
    expect(await byTestId(otherPage, 'pin-edit-form').count()).toBe(0);
    await other.context.close();

    // And deletes it.
    await page.goto(`${baseUrl}/pin/${id}/edit/`, { waitUntil: 'networkidle' });
    await byTestId(page, 'pin-edit-delete').click();
    await byTestId(page, 'pin-edit-confirm-delete').click();
    await page.waitForURL((url) => url.pathname === `/${person.username.toLowerCase()}/`);
    await expect.poll(() => toastTexts(page)).toContain('Pin deleted!');
    expect(await status(page, id!)).toBe(404);
    await page.close();
  });

  it('a file of another type is refused before any request, in plain words', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/pin/create/`, { waitUntil: 'networkidle' });
    let registered = 0;
    page.on('request', (request) => {
      if (request.url().includes('/resource/VIPResource/')) registered += 1;
    });
    const file = path.join(os.tmpdir(), `corkboard-e2e-${Date.now()}-notes.txt`);
    written.push(file);
    await writeFile(file, 'not an image');
    await byTestId(page, 'pin-builder-file').setInputFiles(file);
    await expect
      .poll(() => byTestId(page, 'upload-error').textContent())
      .toBe('Use a JPEG, PNG, WebP or GIF image.');
    expect(registered).toBe(0);
    expect(await byTestId(page, 'pin-builder-save').isDisabled()).toBe(true);
    await page.close();
  });
});

describe('saving from a URL', () => {
  it('a page address offers its images and fills the title, description and link', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/pin-creation-tool/`, { waitUntil: 'networkidle' });
    await byTestId(page, 'pin-builder-url').fill(`${siteUrl}/chair`);
    await byTestId(page, 'pin-builder-url-submit').click();
    await expect
      .poll(() => byTestId(page, 'pin-builder-title').inputValue(), { timeout: 20_000 })
      .toBe('Rattan armchair');
    expect(await byTestId(page, 'pin-builder-description').inputValue()).toBe(
      'Hand-woven rattan on an oak frame.',
    );
    expect(await byTestId(page, 'pin-builder-link').inputValue()).toBe(`${siteUrl}/chair`);
    expect(await byTestId(page, 'pin-builder-url-domain').textContent()).toBe('From 127.0.0.1');
    // og:image first, picked at once; the page's other image to choose from.
    const candidates = byTestId(page, 'pin-builder-candidate');
    expect(await candidates.count()).toBe(2);
    expect(await candidates.first().getAttribute('aria-pressed')).toBe('true');
    // Linked images are shown through this server (the page CSP allows same-origin images).
    const preview = byTestId(page, 'pin-builder-preview');
    const shows = async (file: string) => {
      const src = (await preview.getAttribute('src')) ?? '';
      expect(src).toContain(`/link-preview/image/?u=${encodeURIComponent(`${siteUrl}/${file}`)}`);
      await expect
        .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(600);
    };
    await shows('chair.jpg');
    await candidates.nth(1).click();
    await shows('side.jpg');
    await screenshot(page, 'pin-builder-from-url');

    // A board made on the spot becomes the pin's board.
    await byTestId(page, 'pin-builder-create-board').click();
    await byTestId(page, 'create-board-name').fill('Living room');
    await byTestId(page, 'create-board-submit').click();
    const select = byTestId(page, 'repin-board-select');
    await expect
      .poll(() => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent))
      .toBe('Living room');

    await byTestId(page, 'pin-builder-save').click();
    await page.waitForURL((url) => /^\/pin\/\d+\/$/.test(url.pathname), { timeout: 20_000 });
    await expect.poll(() => toastTexts(page)).toContain('Saved to Living room');
    await expect.poll(() => page.locator('.closeup-title').textContent()).toBe('Rattan armchair');
    expect(await page.locator('.closeup-board').textContent()).toContain('Living room');
    await page.close();
  });

  it('an image address becomes the pin image, fetched by the server', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/pin-builder/`, { waitUntil: 'networkidle' });
    await byTestId(page, 'pin-builder-url').fill(`${siteUrl}/side.jpg`);
    await byTestId(page, 'pin-builder-url-submit').click();
    const preview = byTestId(page, 'pin-builder-preview');
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
        timeout: 20_000,
      })
      .toBe(600);
    await byTestId(page, 'pin-builder-title').fill('Green wall');
    await byTestId(page, 'pin-builder-save').click();
    await page.waitForURL((url) => /^\/pin\/\d+\/$/.test(url.pathname), { timeout: 20_000 });
    await expect.poll(() => page.locator('.closeup-title').textContent()).toBe('Green wall');
    const id = /\/pin\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1];
    const pin = await apiGet<{ images: Record<string, { width: number; height: number }> }>(
      page,
      'PinResource',
      { id },
    );
    expect(pin.images['orig']).toMatchObject({ width: 600, height: 800 });
    await page.close();
  });

  it('a private address is refused with the server message, shown as it comes', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/pin-builder/`, { waitUntil: 'networkidle' });
    await byTestId(page, 'pin-builder-url').fill('http://10.0.0.1/secret');
    await byTestId(page, 'pin-builder-url-submit').click();
    await expect
      .poll(() => byTestId(page, 'pin-builder-url-error').textContent(), { timeout: 20_000 })
      .toContain("That address points to a private network, so Corkboard won't fetch it.");
    expect(await byTestId(page, 'pin-builder-save').isDisabled()).toBe(true);
    await page.close();
  });
});

describe('signed out', () => {
  it('the builder asks to log in ("Create a Pin or board")', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/pin/create/`, { waitUntil: 'networkidle' });
    expect(await byTestId(page, 'pin-builder-login').textContent()).toContain(
      'Create a Pin or board',
    );
    expect(await byTestId(page, 'pin-builder-file').count()).toBe(0);
    await context.close();
  });
});
