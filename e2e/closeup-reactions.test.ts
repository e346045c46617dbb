// Reactions on the closeup (issue 13, "The closeup, complete"; spec 000 §5): where the card's
// rules show reaction controls, a heart with the count. A click reacts (the count goes up, the
// heart is pressed), the reaction is still there after a reload, a second click takes it back;
// signed out the heart asks to log in; a downstream promotion (controls hidden) and a video (no
// reaction row) show no heart. At 1280 px and at a 390 px phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { hydrated, ownPin } from './closeup-page';
import { demoPinOfVariant } from './demo-data';
import { onPhone, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');

let browser: Browser;
let pinner: Person;
let reactor: Person;
let pinId: string;

beforeAll(async () => {
  browser = await launch();
  // A pin of its own, so no other test's demo pin changes its counts (and its card's height).
  pinner = await signUp(browser, 'Heart Pinner');
  reactor = await signUp(browser, 'Heart Giver');
  const page = await pinner.context.newPage();
  await page.goto(`${baseUrl}/`);
  const pin = await ownPin(page, {
    board: 'Loved things',
    title: 'A terracotta wall',
    color: '#c8553d',
  });
  pinId = pin.id;
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

async function open(context: BrowserContext, id: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/pin/${id}/`);
  await hydrated(page);
  return page;
}

const heart = (page: Page) => page.getByTestId('closeup-react');
const pressed = (page: Page) => heart(page).getAttribute('aria-pressed');
const count = async (page: Page) =>
  Number(await page.getByTestId('closeup-react-count').textContent());
/** Clicks the heart and waits for the server's answer: the count on screen is a guess until
 * then, and closing the page before it lands could cut the write short. */
async function react(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/resource/PinReactionResource/'));
  await heart(page).click();
  await answered;
}

describe('the reaction button on the closeup', () => {
  it('reacts, stays after a reload, and is taken back (1280 px and a phone)', async () => {
    const phone = await onPhone(browser, reactor);
    for (const [context, name] of [
      [reactor.context, 'closeup-reaction'],
      [phone, 'closeup-reaction-phone'],
    ] as const) {
      const page = await open(context, pinId);
      expect(await pressed(page)).toBe('false');
      expect(await heart(page).getAttribute('aria-label')).toBe('Like, 0 reactions');
      await screenshot(page, `${name}-before`);
      await react(page);
      await expect.poll(() => pressed(page)).toBe('true');
      expect(await count(page)).toBe(1);
      expect(await heart(page).getAttribute('aria-label')).toBe('Like, 1 reaction');
      await screenshot(page, name);

      await page.reload();
      await hydrated(page);
      expect(await pressed(page)).toBe('true');
      expect(await count(page)).toBe(1);

      await react(page);
      await expect.poll(() => pressed(page)).toBe('false');
      expect(await count(page)).toBe(0);
      await page.reload();
      await hydrated(page);
      expect(await pressed(page)).toBe('false');
      expect(await count(page)).toBe(0);
      await page.close();
    }
    await phone.close();
  });

  it("another person's reaction counts; it is not pressed for them", async () => {
    const theirs = await open(reactor.context, pinId);
    await react(theirs);
    await expect.poll(() => pressed(theirs)).toBe('true');
    const mine = await open(pinner.context, pinId);
    expect(await pressed(mine)).toBe('false');
    expect(await count(mine)).toBe(1);
    await react(mine);
    await expect.poll(() => count(mine)).toBe(2);
    // Back to none, so a rerun starts from the same place.
    await react(mine);
    await react(theirs);
    await expect.poll(() => pressed(theirs)).toBe('false');
    await theirs.close();
    await mine.close();
  });

  it('signed out, the heart asks to log in and records nothing', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(visitor, pinId);
    await heart(page).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'closeup-reaction-signed-out');
    await page.reload();
    await hydrated(page);
    expect(await count(page)).toBe(0);
    await visitor.close();
  });

  it('no heart where the rules hide controls: a downstream promotion, a video', async () => {
    const phone = await onPhone(browser, reactor);
    for (const [variant, name] of [
      ['downstream_promotion', 'closeup-reaction-downstream'],
      ['video', 'closeup-reaction-video'],
    ] as const) {
      for (const [context, suffix] of [
        [reactor.context, ''],
        [phone, '-phone'],
      ] as const) {
        const page = await open(context, (await demoPinOfVariant(variant)).id);
        expect(await heart(page).count()).toBe(0);
        await screenshot(page, `${name}${suffix}`);
        await page.close();
      }
    }
    await phone.close();
  });
});
