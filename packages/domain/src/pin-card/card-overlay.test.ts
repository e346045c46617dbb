import { describe, expect, it } from 'vitest';
import { cardOverlay, moreMenu, savedInfo, savedOverlayName } from './card-overlay';
import type { CardPinInput } from './card-model';
import { context, pin, signedOut } from './test-fixtures';

const board = (title: string) => ({
  title,
  type: 'board',
  url: '/me/boards/x/',
  board_id: 'b',
  local_pin_id: 'p',
});
const profile = {
  title: 'Quick Saves',
  type: 'profile',
  url: '/me/',
  board_id: 'q',
  local_pin_id: 'p',
};

describe('cardOverlay', () => {
  it('signed out: "an \'Open\' hover text and a Save button that leads to a signup upsell"', () => {
    expect(cardOverlay(pin(), signedOut())).toEqual({
      hover: true,
      hoverText: 'Open',
      domain: 'example-shop…',
      savedBoardName: null,
      saveButton: 'signupUpsell',
    });
  });

  it('"Hover is disabled on touch for signed-out users."', () => {
    const ctx = signedOut();
    expect(cardOverlay(pin(), { ...ctx, viewer: { ...ctx.viewer, isTouch: true } }).hover).toBe(
      false,
    );
    const inCtx = context();
    expect(cardOverlay(pin(), { ...inCtx, viewer: { ...inCtx.viewer, isTouch: true } }).hover).toBe(
      true,
    );
  });

  it.each<[string, CardPinInput['saved_info'], string, string | null]>([
    ['not saved: a save button', null, 'save', null],
    ['"A pin shows saved status when savedInfo exists."', board('Summer'), 'saved', 'Summer'],
    [
      '"Overlay board and section names are cut to 22 characters."',
      board('b'.repeat(23)),
      'saved',
      `${'b'.repeat(22)}…`,
    ],
    ['"... or \'Saved to Profile\'" for a profile save', profile, 'saved', 'Saved to Profile'],
  ])('%s', (_sentence, info, button, name) => {
    const overlay = cardOverlay(pin({ saved_info: info }), context());
    expect(overlay.saveButton).toBe(button);
    expect(overlay.savedBoardName).toBe(name);
    expect(savedOverlayName(pin({ saved_info: info }))).toBe(name);
  });
});

describe('savedInfo', () => {
  it.each<[string, CardPinInput['saved_info'], { boardName: string; url: string } | null]>([
    ['nothing saved', null, null],
    [
      'a board save links to the board',
      board('Summer'),
      { boardName: 'Summer', url: '/me/boards/x/' },
    ],
    ['a profile save links to /me/', profile, { boardName: 'Profile', url: '/me/' }],
    [
      'an off-site url is never linked',
      { ...board('X'), url: 'https://evil.example/' },
      { boardName: 'X', url: '/me/' },
    ],
  ])('%s', (_sentence, info, expected) => {
    expect(savedInfo(pin({ saved_info: info }))).toEqual(expected);
  });
});

describe('moreMenu', () => {
  it('"Signed-out \'more\' menu opens a sign-in upsell."', () => {
    expect(moreMenu(signedOut())).toBe('signInUpsell');
  });
  it('"Signed-in desktop opens a context menu"', () => {
    expect(moreMenu(context())).toBe('contextMenu');
  });
});
