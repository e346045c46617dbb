import { describe, expect, it } from 'vitest';
import {
  HOVER_LEAVE_DELAY_MS,
  hoverStateAfter,
  isHovered,
  isLongPress,
  overlayWash,
  partVisibility,
} from './card-interaction';
import type { CardPartState, HoverEvent, HoverState } from './card-interaction';

describe('hoverStateAfter', () => {
  it.each<[string, HoverState, HoverEvent, boolean, HoverState]>([
    ['"inactive -> active"', 'inactive', 'pointerEnter', true, 'active'],
    ['"back after a 120 ms delay" (leaving first)', 'active', 'pointerLeave', true, 'leaving'],
    ['"back after a 120 ms delay" (then inactive)', 'leaving', 'delayElapsed', true, 'inactive'],
    [
      'entering again while leaving cancels the way back',
      'leaving',
      'pointerEnter',
      true,
      'active',
    ],
    ['a stale delay does not end an active hover', 'active', 'delayElapsed', true, 'active'],
    [
      '"Hover is disabled on touch for signed-out users."',
      'inactive',
      'pointerEnter',
      false,
      'inactive',
    ],
  ])('%s', (_sentence, state, event, enabled, expected) => {
    expect(hoverStateAfter(state, event, enabled)).toBe(expected);
  });

  it('000 §9, req 000-9.04: "Hover delay 120 ms."', () => {
    expect(HOVER_LEAVE_DELAY_MS).toBe(120);
  });

  it('the card counts as hovered until the delay elapses', () => {
    expect(isHovered('leaving')).toBe(true);
    expect(isHovered('inactive')).toBe(false);
  });
});

describe('isLongPress', () => {
  it.each([
    ['"A long press is more than 500 ms." (500 is not)', 500, false],
    ['"A long press is more than 500 ms."', 501, true],
  ])('%s', (_sentence, ms, expected) => {
    expect(isLongPress(ms)).toBe(expected);
  });
});

describe('partVisibility', () => {
  it.each<[string, CardPartState, ReturnType<typeof partVisibility>]>([
    [
      'idle, not saved',
      { hovered: false, saved: false, carouselActive: false },
      { hoverActions: 'hidden', savedOverlay: 'none', carouselArrows: 'hidden' },
    ],
    [
      'hovered, not saved',
      { hovered: true, saved: false, carouselActive: false },
      { hoverActions: 'visible', savedOverlay: 'none', carouselArrows: 'visible' },
    ],
    [
      'hovered and saved',
      { hovered: true, saved: true, carouselActive: false },
      { hoverActions: 'visible', savedOverlay: 'visible', carouselArrows: 'visible' },
    ],
    [
      'saved, idle: overlay mounted but hidden',
      { hovered: false, saved: true, carouselActive: false },
      { hoverActions: 'hidden', savedOverlay: 'hidden', carouselArrows: 'hidden' },
    ],
    [
      '"After a carousel index change the saved overlay stays shown for 4 seconds."',
      { hovered: false, saved: true, carouselActive: true },
      { hoverActions: 'hidden', savedOverlay: 'visible', carouselArrows: 'visible' },
    ],
  ])('%s', (_sentence, state, expected) => {
    expect(partVisibility(state)).toEqual(expected);
  });
});

describe('overlayWash', () => {
  it.each<[string, CardPartState, number]>([
    ['"Overlay washes: saved 0.33"', { hovered: true, saved: true, carouselActive: false }, 0.33],
    [
      '"... lego 0.4 opacity" while hovered',
      { hovered: true, saved: false, carouselActive: false },
      0.4,
    ],
    ['no wash when idle', { hovered: false, saved: true, carouselActive: false }, 0],
  ])('%s', (_sentence, state, expected) => {
    expect(overlayWash(state).opacity).toBe(expected);
  });
});
