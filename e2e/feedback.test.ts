// Feedback on a card as a person uses it (issue 6; spec 000 §2, §4, §7, §8, reqs 000-2.20,
// 000-4.21, 000-4.25, 000-7.10 to 000-7.15, 000-8.11 to 000-8.15): follow someone and
// a board and see the home feed change with its reasons; "Why am I seeing this?"; hide a pin
// ("Pin hidden" toast with undo and an optional unfollow shortcut; undoing an unfollow
// re-follows); report a pin (the reported overlay, none → reported → unfollowed); "Tune your
// home feed" (/edit/) with undo; hiding from search results.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser';
import { demoPin } from './demo-data';
import { apiGet, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let person: Person;

const MAYA = { username: 'maya_chen', name: 'Maya Chen' };
/** A topic of the demo none of whose pins are Maya's. */
const CAMPING = { urlName: 'camping', name: 'Camping' };

beforeAll(async () => {
  browser = await launch();
  person = await signUp(browser, 'Fern');
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.locator('[data-testid="pin-card"]');
const cardById = (page: Page, id: string) =>
  page.locator(`[data-testid="pin-card"][data-pin-id="${id}"]`);
const reasonLines = (page: Page) => page.locator('[data-testid="pin-card"] .pc-reason');
const toastTexts = (page: Page) => page.locator('[data-testid="toast-text"]').allTextContents();

/** The first card in the grid whose reason line reads `reason`. */
async function cardWithReason(page: Page, reason: string): Promise<Locator> {
  const card = cards(page)
    .filter({ has: page.locator('.pc-reason', { hasText: reason }) })
    .first();
  await card.waitFor();
  return card;
}

async function openMenu(card: Locator): Promise<void> {
  await card.hover();
  await card.locator('[data-testid="pin-card-more"]').click();
  await card.locator('[role="menu"]').waitFor();
}

/**
 * Hide Pin or Report Pin from a card's menu, answering the dialog's "why" (the hide: "Not
 * relevant to me"; the report: "Spam", then Done on the thanks).
 */
async function chooseInMenu(card: Locator, item: 'hide' | 'report'): Promise<void> {
  await openMenu(card);
  await card.locator(`[data-testid="pin-card-${item}"]`).click();
  const page = card.page();
  if (item === 'hide') {
    await page.locator('[data-testid="hide-reason-not_relevant"]').click();
    return;
  }
  await page.locator('[data-testid="report-reason-spam"]').click();
  await page.locator('[data-testid="report-submit"]').click();
  await page.locator('[data-testid="report-thanks"]').waitFor();
  await page.locator('[data-testid="report-dialog"] .modal-actions .btn-red').click();
}

/** A new page of the person's home feed, and its first card that following Maya brought. */
async function homeWithMayasCard(): Promise<{ page: Page; card: Locator; id: string }> {
  const page = await person.context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const card = await cardWithReason(page, `Because you follow ${MAYA.name}`);
  return { page, card, id: (await card.getAttribute('data-pin-id'))! };
}

/**
 * A feedback toast goes after 5 s unless hovered (toast-timing.ts): the pointer rests on it, as
 * a person's does, so its buttons wait for the checks made before they are pressed.
 */
async function keep(toast: Locator): Promise<void> {
  await toast.hover();
  await expect.poll(() => toast.getAttribute('data-phase')).toBe('visible');
}

async function followsMaya(page: Page): Promise<boolean> {
  const user = await apiGet<{ explicitly_followed_by_me: boolean }>(page, 'UserResource', {
    username: MAYA.username,
  });
  return user.explicitly_followed_by_me;
}

/** A client-side navigation (as a link click does): the page's query cache stays. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`${baseUrl}${path}`);
}

async function followsCamping(page: Page): Promise<boolean> {
  const topic = await apiGet<{ followed_by_me: boolean }>(page, 'TopicResource', {
    url_name: CAMPING.urlName,
  });
  return topic.followed_by_me;
}

describe('the home feed and its reasons', () => {
  it('changes once the person follows someone, a board and a topic, and says why', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await cards(page).first().waitFor();
    // A new person's feed is popular and fresh pins: no personal reason on any card.
    expect(await reasonLines(page).count()).toBe(0);

    // Within the same page (the home feed stays cached): follow Maya, then a board.
    await navigate(page, `/${MAYA.username}/`);
    await page.locator('[data-testid="profile-follow"]').click();
    await expect
      .poll(() => page.locator('[data-testid="profile-follow"]').getAttribute('aria-pressed'))
      .toBe('true');

    const boards = await apiGet<{ name: string; url: string }[]>(page, 'BoardsResource', {
      username: 'leo_okafor',
    });
    const board = boards[0]!;
    await navigate(page, board.url);
    await page.locator('[data-testid="board-follow"]').click();
    await expect
      .poll(() => page.locator('[data-testid="board-follow"]').getAttribute('aria-pressed'))
      .toBe('true');

    await navigate(page, `/topics/${CAMPING.urlName}/`);
    await page.locator('[data-testid="interest-follow"]').click();
    await expect.poll(() => followsCamping(page)).toBe(true);

    // Back home through the header (no reload): the follows made the cached feed stale.
    await page.locator('.header-nav a[href="/"]').click();
    await page.waitForURL(`${baseUrl}/`);
    const fromMaya = await cardWithReason(page, `Because you follow ${MAYA.name}`);
    await cardWithReason(page, `Because you follow ${board.name}`);
    // Req 000-4.24, step 3: "topic (reason followed interest)".
    await cardWithReason(page, `Because you're interested in ${CAMPING.name}`);
    await fromMaya.scrollIntoViewIfNeeded();
    await fromMaya.hover();
    await expect.poll(() => fromMaya.getAttribute('data-hover')).toBe('active');
    // The reason line is on the hover overlay: shown once its fade has finished.
    const line = fromMaya.locator('.pc-reason');
    await expect.poll(() => line.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, 'feedback-home-reasons');

    // "Why am I seeing this?" says it in plain words, with the way to change it.
    await openMenu(fromMaya);
    await fromMaya.locator('[data-testid="pin-card-why"]').click();
    const why = fromMaya.locator('[data-testid="pin-card-why-text"]');
    await expect
      .poll(() => why.textContent())
      .toContain(`You follow ${MAYA.name}, who saved this Pin.`);
    expect(await why.locator('[data-testid="pin-card-why-tune"]').getAttribute('href')).toBe(
      '/edit/',
    );
    await screenshot(page, 'feedback-why');
    await page.close();
  });
});

describe('hiding a pin', () => {
  it('"Pin hidden" with Undo: the pin leaves the grid and comes back', async () => {
    const { page, card, id } = await homeWithMayasCard();
    await chooseInMenu(card, 'hide');
    await expect.poll(() => cardById(page, id).count()).toBe(0);
    await expect.poll(() => toastTexts(page)).toContain('Pin hidden');
    const toast = page.locator('[data-testid="toast"]', { hasText: 'Pin hidden' });
    await keep(toast);
    // The optional unfollow shortcut: Maya brought the pin, and the person follows her.
    expect(await toast.locator('[data-testid="toast-unfollow"]').textContent()).toBe(
      `Unfollow ${MAYA.name}`,
    );
    await screenshot(page, 'feedback-pin-hidden');
    await toast.locator('[data-testid="toast-undo"]').click();
    await expect.poll(() => cardById(page, id).count()).toBe(1);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardById(page, id).count()).toBe(1);
    await page.close();
  });

  it('the unfollow shortcut unfollows; "Undoing an unfollow re-follows"', async () => {
    const { page, card, id } = await homeWithMayasCard();
    await chooseInMenu(card, 'hide');
    await page.locator('[data-testid="toast-unfollow"]').click();
    const message = `You unfollowed ${MAYA.name} and won't see Pins they save anymore.`;
    await expect.poll(() => toastTexts(page)).toContain(message);
    const toast = page.locator('[data-testid="toast"]', { hasText: message });
    await keep(toast);
    await expect.poll(() => followsMaya(page)).toBe(false);
    await screenshot(page, 'feedback-unfollowed-toast');
    await toast.locator('[data-testid="toast-undo-unfollow"]').click();
    await expect.poll(() => followsMaya(page)).toBe(true);

    // The hide itself stays: gone after a reload too, and listed on /edit/.
    await page.reload({ waitUntil: 'networkidle' });
    await cards(page).first().waitFor();
    expect(await cardById(page, id).count()).toBe(0);
    await page.close();
  });
});

describe('hiding a pin a followed topic brought', () => {
  it('offers to unfollow the topic: "We\'ll show you less Pins from {topic} in the future."', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = await cardWithReason(page, `Because you're interested in ${CAMPING.name}`);
    await chooseInMenu(card, 'hide');
    const unfollow = page.locator('[data-testid="toast-unfollow"]');
    await expect.poll(() => unfollow.textContent()).toBe(`Unfollow ${CAMPING.name}`);
    await unfollow.click();
    const message = `We'll show you less Pins from ${CAMPING.name} in the future.`;
    await expect.poll(() => toastTexts(page)).toContain(message);
    const toast = page.locator('[data-testid="toast"]', { hasText: message });
    await keep(toast);
    await expect.poll(() => followsCamping(page)).toBe(false);
    await toast.locator('[data-testid="toast-undo-unfollow"]').click();
    await expect.poll(() => followsCamping(page)).toBe(true);
    await page.close();
  });
});

describe('reporting a pin', () => {
  it('fades in "Reported" with the thanks, Unfollow until unfollowed, and Undo', async () => {
    const { page, card, id } = await homeWithMayasCard();
    await chooseInMenu(card, 'report');
    const overlay = card.locator('[data-testid="pin-card-reported"]');
    await expect.poll(() => overlay.getAttribute('data-fade')).toBe('fadeIn');
    await expect.poll(() => overlay.getAttribute('aria-busy')).toBeNull();
    expect(await overlay.locator('.pc-reported-title').textContent()).toBe('Reported');
    const message = overlay.locator('[data-testid="pin-card-reported-message"]');
    expect(await message.textContent()).toBe(
      'Thanks for letting us know. Your feedback helps keep our community safe.',
    );
    await page.mouse.move(0, 0);
    await screenshot(page, 'feedback-reported');

    // reported → unfollowed: the Unfollow button goes, the spec's message comes.
    await overlay.locator('[data-testid="pin-card-reported-unfollow"]').click();
    await expect.poll(() => overlay.getAttribute('data-state')).toBe('unfollowed');
    expect(await message.textContent()).toBe(
      `You unfollowed ${MAYA.name} and won't see Pins they save anymore.`,
    );
    expect(await overlay.locator('[data-testid="pin-card-reported-unfollow"]').count()).toBe(0);
    expect(await followsMaya(page)).toBe(false);
    await screenshot(page, 'feedback-reported-unfollowed');
    // Undo re-follows and the overlay is back to reported.
    await overlay.locator('[data-testid="pin-card-reported-undo"]').click();
    await expect.poll(() => overlay.getAttribute('data-state')).toBe('reported');
    expect(await followsMaya(page)).toBe(true);

    // The reported pin is gone from the feed after a reload.
    await page.reload({ waitUntil: 'networkidle' });
    await cards(page).first().waitFor();
    expect(await cardById(page, id).count()).toBe(0);
    await page.close();
  });

  it('Undo takes the report back: the pin stays in the feed', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const id = (await cards(page).nth(3).getAttribute('data-pin-id'))!;
    const card = cardById(page, id);
    await chooseInMenu(card, 'report');
    const overlay = card.locator('[data-testid="pin-card-reported"]');
    await expect.poll(() => overlay.getAttribute('aria-busy')).toBeNull();
    await overlay.locator('[data-testid="pin-card-reported-undo"]').click();
    await expect.poll(() => overlay.count()).toBe(0);
    const tuner = await apiGet<{ hidden_pins: { id: string }[] }>(
      page,
      'HomefeedTunerResource',
      {},
    );
    expect(tuner.hidden_pins.map((p) => p.id)).not.toContain(id);
    await page.close();
  });
});

describe('"Tune your home feed" (/edit/)', () => {
  it('is reached from the reported overlay, lists what shapes the feed, and undoes in place', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = cardById(page, (await cards(page).nth(1).getAttribute('data-pin-id'))!);
    await chooseInMenu(card, 'report');
    const overlay = card.locator('[data-testid="pin-card-reported"]');
    await expect.poll(() => overlay.getAttribute('aria-busy')).toBeNull();
    await overlay.locator('[data-testid="pin-card-reported-tune"]').click();
    await page.waitForURL(`${baseUrl}/edit/`);
    await page.locator('[data-testid="tuner-page"]').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Tune your home feed');

    // People: Maya, with Unfollow; pressing it twice is unfollow, then the undo.
    await page.locator('[data-testid="tuner-tab-users"]').click();
    const maya = page.locator('.tuner-row', { hasText: MAYA.name });
    const toggle = maya.locator('[data-testid="tuner-user-toggle"]');
    expect(await toggle.textContent()).toBe('Unfollow');
    await toggle.click();
    await expect.poll(() => followsMaya(page)).toBe(false);
    await expect.poll(() => toggle.textContent()).toBe('Follow');
    await toggle.click();
    await expect.poll(() => followsMaya(page)).toBe(true);

    // Hidden Pins: the ones hidden and reported above; Unhide brings one back.
    await page.locator('[data-testid="tuner-tab-hidden_pins"]').click();
    const hidden = page.locator('[data-testid="tuner-hidden-pin"]');
    await expect.poll(() => hidden.count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'feedback-tuner-hidden');
    const first = hidden.first();
    const id = (await first.getAttribute('data-pin-id'))!;
    await first.locator('[data-testid="tuner-pin-toggle"]').click();
    await expect
      .poll(() => first.locator('[data-testid="tuner-pin-toggle"]').textContent())
      .toBe('Hide again');
    // The label answers at once (use-toggle.ts); the unhide reaches the server after it.
    const hiddenIds = async () =>
      (
        await apiGet<{ hidden_pins: { id: string }[] }>(page, 'HomefeedTunerResource', {})
      ).hidden_pins.map((p) => p.id);
    await expect.poll(hiddenIds).not.toContain(id);

    await page.locator('[data-testid="tuner-tab-boards"]').click();
    await page.locator('[data-testid="tuner-list-boards"] .tuner-row').first().waitFor();
    await screenshot(page, 'feedback-tuner-boards');
    await page.close();
  });

  it('asks a signed-out visitor to log in', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/edit/`, { waitUntil: 'networkidle' });
    expect(await page.locator('.page-message').textContent()).toContain(
      'Log in to tune your home feed.',
    );
    await page.close();
  });
});

describe('hiding from search results', () => {
  it('calls the search hide: gone from the results, back on Undo', async () => {
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/search/pins/?q=wedding`, { waitUntil: 'networkidle' });
    const id = (await cards(page).nth(2).getAttribute('data-pin-id'))!;
    const card = cardById(page, id);
    const hideCall = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/v3/search/${id}/hide/`),
    );
    await chooseInMenu(card, 'hide');
    // The query it was hidden on, and why (chooseInMenu answers "Not relevant to me").
    expect((await hideCall).postDataJSON()).toEqual({
      query: 'wedding',
      pin_type: 'pin',
      reason: 'not_relevant',
    });
    await expect.poll(() => cardById(page, id).count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardById(page, id).count()).toBe(0);

    // Undo from a fresh toast: hide another, then undo it.
    const otherId = (await cards(page).nth(1).getAttribute('data-pin-id'))!;
    await chooseInMenu(cardById(page, otherId), 'hide');
    await expect.poll(() => cardById(page, otherId).count()).toBe(0);
    const unhide = page.waitForRequest((request) =>
      request.url().endsWith(`/v3/search/${otherId}/unhide/`),
    );
    await page.locator('[data-testid="toast-undo"]').click();
    await unhide;
    await expect.poll(() => cardById(page, otherId).count()).toBe(1);
    await page.close();
  });
});

describe('related pins and more ideas', () => {
  it('a closeup shows "More to explore"; a board has a "More ideas" tab', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const pinId = (await demoPin()).id;
    await page.goto(`${baseUrl}/pin/${pinId}/`, { waitUntil: 'networkidle' });
    const related = page.locator('.closeup-related');
    expect(await related.locator('h2').textContent()).toBe('More to explore');
    await related.locator('[data-testid="pin-card"]').first().waitFor();
    const relatedIds = await related
      .locator('[data-testid="pin-card"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-pin-id')));
    expect(relatedIds).not.toContain(pinId);
    await related.scrollIntoViewIfNeeded();
    await screenshot(page, 'feedback-related');

    // The closeup's board, and its More ideas tab: none of the board's own pins.
    const board = page.locator('.closeup-board a');
    await board.click();
    await page.locator('[data-testid="board-tab-more-ideas"]').click();
    await page.waitForURL(/\/_tools\/more-ideas\/$/);
    await page.locator('[data-testid="pin-card"]').first().waitFor();
    const boardId = (await page
      .locator('[data-testid="board-page"]')
      .getAttribute('data-board-id'))!;
    const ideas = await page
      .locator('[data-testid="pin-card"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-pin-id')));
    const own = await apiGet<{ id: string }[]>(page, 'BoardFeedResource', { board_id: boardId });
    expect(ideas.filter((id) => own.some((p) => p.id === id))).toEqual([]);
    expect(
      await page.locator('[data-testid="board-tab-more-ideas"]').getAttribute('aria-current'),
    ).toBe('page');
    await screenshot(page, 'feedback-more-ideas');
    await page.close();
  });
});
