// The rest of the save loop of issue 4 as people use it: save to a section, undo a quick save
// through "Change", collaborate on a board with a second person, a signed-out save merged
// after sign-in, and dragging boards into a custom order on the profile.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsFinished, launch, screenshot } from './browser';
import { apiGet, apiPost, signIn, signUp, type Person } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;

interface PinLite {
  id: string;
  board: { id: string; name: string };
  section_id: string | null;
  saved_info: { title: string } | null;
}
interface BoardLite {
  id: string;
  name: string;
  url: string;
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function feedPins(page: Page, count: number): Promise<PinLite[]> {
  return apiGet<PinLite[]>(page, 'UserHomefeedResource', { page_size: count });
}

const toastTexts = (page: Page) => page.locator('[data-testid="toast-text"]').allTextContents();

describe('saving into a board section', () => {
  it("saves to a section from the picker: 'Saved to {section} in {board}'", async () => {
    const person = await signUp(browser, 'Sec');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const board = await apiPost<BoardLite>(page, 'BoardResource', 'create', {
      name: 'Kitchen',
      privacy: 'public',
    });
    const section = await apiPost<{ id: string }>(page, 'BoardSectionResource', 'create', {
      board_id: board.id,
      title: 'Tiles',
    });
    const pin = (await feedPins(page, 8))[7]!;
    await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="closeup-board-dropdown"]').click();
    const picker = page.locator('[data-testid="board-picker"]');
    const item = picker.locator('.picker-item', { hasText: 'Kitchen' });
    await item.locator('[data-testid="board-picker-sections"]').click();
    await item.locator('[data-testid="board-picker-section"]', { hasText: 'Tiles' }).waitFor();
    await screenshot(page, 'board-picker-sections');
    await item.locator('[data-testid="board-picker-section"]', { hasText: 'Tiles' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Saved to Tiles in Kitchen');
    const saved = await apiGet<PinLite[]>(page, 'BoardFeedResource', {
      board_id: board.id,
      section_id: section.id,
    });
    expect(saved.map((p) => p.section_id)).toEqual([section.id]);
    await page.close();
    await person.context.close();
  });
});

describe('undo via Change', () => {
  it('moves a quick save to a board from the repin edit page that "Change" links to', async () => {
    const context = await signIn(browser, 'demo', 'corkboard-demo');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const card = page.locator('[data-testid="pin-card"]:has([data-testid="pin-card-save"])').nth(3);
    await card.hover();
    await card.locator('[data-testid="pin-card-save"]').click();
    await expect.poll(() => toastTexts(page)).toContain('Saved to Profile');
    // Change moves the save in place (saving.test.ts); its link, for a new tab, is the page.
    const href = await page.locator('[data-testid="toast-change"]').getAttribute('href');
    await page.goto(`${baseUrl}${href}`);
    await page.waitForSelector('[data-testid="repin-page"]');
    const saveId = /\/pin\/(\d+)\/repin\//.exec(new URL(page.url()).pathname)?.[1];
    expect(saveId).toBeTruthy();
    const select = page.locator('[data-testid="repin-board-select"]');
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(2);
    const options = await select
      .locator('option')
      .evaluateAll((els) =>
        els.map((el) => ({ value: (el as HTMLOptionElement).value, text: el.textContent ?? '' })),
      );
    const target = options.find((o) => o.text !== 'Profile' && o.value !== '')!;
    await select.selectOption(target.value);
    await screenshot(page, 'repin-edit');
    await page.locator('[data-testid="repin-save"]').click();
    await expect
      .poll(async () => (await apiGet<PinLite>(page, 'PinResource', { id: saveId })).board.id)
      .toBe(target.value);
    await context.close();
  });
});

describe('collaborating on a board', () => {
  let owner: Person;
  let friend: Person;

  beforeAll(async () => {
    owner = await signUp(browser, 'Olive');
    friend = await signUp(browser, 'Finn');
  });
  afterAll(async () => {
    await owner.context.close();
    await friend.context.close();
  });

  it('invites a friend, who accepts, saves to the group board, and the owner sees the pin', async () => {
    const ownerPage = await owner.context.newPage();
    await ownerPage.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const board = await apiPost<BoardLite>(ownerPage, 'BoardResource', 'create', {
      name: 'Group trip',
      privacy: 'public',
    });
    await ownerPage.goto(`${baseUrl}${board.url}`, { waitUntil: 'networkidle' });
    // The owner manages collaborators in the board's edit dialog.
    await ownerPage.locator('[data-testid="board-edit"]').click();
    await ownerPage.locator('[data-testid="board-invite-username"]').fill(friend.username);
    await ownerPage.locator('[data-testid="board-invite-submit"]').click();
    await expect.poll(() => toastTexts(ownerPage)).toContain('Invited Finn');

    const friendPage = await friend.context.newPage();
    await friendPage.goto(`${baseUrl}/${friend.username}/`, { waitUntil: 'networkidle' });
    const invite = friendPage.locator('[data-testid="board-invite"]', { hasText: 'Group trip' });
    await invite.waitFor();
    expect(await friendPage.locator('[data-testid="board-invites"]').textContent()).toContain(
      'Your friends invited you to join their board',
    );
    await screenshot(friendPage, 'board-invite');
    await invite.locator('[data-testid="board-invite-accept"]').click();
    await expect.poll(() => invite.count()).toBe(0);
    // A joined group board shows on the friend's profile and in their board picker.
    await friendPage.reload({ waitUntil: 'networkidle' });
    await friendPage.locator('[data-testid="profile-boards"] >> text=Group trip').waitFor();

    const pin = (await feedPins(friendPage, 6))[4]!;
    await friendPage.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    await friendPage.locator('[data-testid="closeup-board-dropdown"]').click();
    const picker = friendPage.locator('[data-testid="board-picker"]');
    await picker.locator('[data-testid="board-picker-item"]', { hasText: 'Group trip' }).click();
    await expect.poll(() => toastTexts(friendPage)).toContain('Saved to Group trip');

    await ownerPage.goto(`${baseUrl}${board.url}`, { waitUntil: 'networkidle' });
    await expect.poll(() => ownerPage.locator('[data-testid="pin-card"]').count()).toBe(1);
    await ownerPage.locator('[data-testid="board-edit"]').click();
    await ownerPage
      .locator(
        `[data-testid="board-collaborator"][data-user-id="${friend.id}"][data-status="accepted"]`,
      )
      .waitFor();
    await screenshot(ownerPage, 'board-with-collaborator');
    await ownerPage.close();
    await friendPage.close();
  });
});

describe('signed-out saves', () => {
  it('keeps a signed-out Save and saves it once after signing in from the modal', async () => {
    const person = await signUp(browser, 'Later');
    await person.context.close();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const pin = (await feedPins(page, 10))[9]!;
    await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="closeup-save"]').click();
    // A browser new to Corkboard gets the signup modal; this person has an account: log in.
    const modal = page.locator('[data-testid="gated-prompt"]');
    await modal.waitFor();
    await modal.locator('[data-testid="gated-prompt-switch"]').click();
    await modal.locator('[data-testid="limited-login-username"]').fill(person.username);
    await modal.locator('[data-testid="limited-login-password"]').fill('a long password');
    await modal.locator('[data-testid="limited-login-submit"]').click();
    await page.waitForSelector('[data-testid="header-logout"]');
    expect(new URL(page.url()).pathname).toBe(`/pin/${pin.id}/`);
    await expect
      .poll(async () => (await apiGet<PinLite>(page, 'PinResource', { id: pin.id })).saved_info)
      .not.toBeNull();
    const saved = await apiGet<PinLite[]>(page, 'UserSavedResource', { username: person.username });
    expect(saved).toHaveLength(1);
    // The list is cleared (only the count of merge failures stays): a reload saves nothing more.
    const record = await page.evaluate(() => localStorage.getItem('corkboard:signedOutSaves'));
    expect(JSON.parse(record ?? '{}')).toMatchObject({ saves: [], unauthSavePinId: null });
    await page.reload({ waitUntil: 'networkidle' });
    const again = await apiGet<PinLite[]>(page, 'UserSavedResource', { username: person.username });
    expect(again).toHaveLength(1);
    await context.close();
  });
});

describe('custom board order', () => {
  it('drags a board onto the first one and the order stays after a reload', async () => {
    const person = await signUp(browser, 'Dora');
    const page = await person.context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      await apiPost(page, 'BoardResource', 'create', { name, privacy: 'public' });
    }
    await page.goto(`${baseUrl}/${person.username}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="boards-sort"]').selectOption('custom');
    const names = () =>
      page.locator('[data-testid="movable-board"] .board-card-name').allTextContents();
    await expect.poll(names).toEqual(['Alpha', 'Bravo', 'Charlie']);
    const tiles = page.locator('[data-testid="movable-board"]');
    await tiles.nth(2).dragTo(tiles.nth(0));
    await expect.poll(names).toEqual(['Charlie', 'Alpha', 'Bravo']);
    await screenshot(page, 'profile-boards-custom');
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-testid="boards-sort"]').selectOption('custom');
    await expect.poll(names).toEqual(['Charlie', 'Alpha', 'Bravo']);
    await person.context.close();
  });
});

describe("the app's board links by id (/board/{id}/edit/)", () => {
  it("open the owner's board page with its edit form; anyone else just sees the board", async () => {
    const owner = await signUp(browser, 'Linker');
    const page = await owner.context.newPage();
    await page.goto(`${baseUrl}/`);
    const board = await apiPost<BoardLite>(page, 'BoardResource', 'create', {
      name: 'Linked hall',
      privacy: 'public',
    });
    await page.goto(`${baseUrl}/board/${board.id}/edit/`);
    await page.waitForURL(`${baseUrl}${board.url}?dialog=edit`);
    await page.getByTestId('board-edit-modal').waitFor();
    await animationsFinished(page);
    await screenshot(page, 'board-link-edit');
    await page.close();

    const other = await signUp(browser, 'Looker');
    const theirs = await other.context.newPage();
    await theirs.goto(`${baseUrl}/board/${board.id}/edit/`);
    await theirs.waitForURL(`${baseUrl}${board.url}?dialog=edit`);
    await theirs.getByTestId('board-page').waitFor();
    await theirs.waitForLoadState('networkidle');
    expect(await theirs.getByTestId('board-edit-modal').count()).toBe(0);
    await owner.context.close();
    await other.context.close();
  });
});
