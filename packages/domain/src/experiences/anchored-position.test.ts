import { describe, expect, it } from 'vitest';
import { anchoredPosition, type Box } from './anchored-position';
import type { ExperienceDirection } from './display-data';

const WINDOW = { width: 1280, height: 900 };
const CARD = { width: 280, height: 120 };
/** A header anchor near the top middle, and one in the lower half. */
const HEADER: Box = { top: 16, left: 600, width: 80, height: 40 };
const LOW: Box = { top: 700, left: 600, width: 80, height: 40 };
const LEFT_EDGE: Box = { top: 400, left: 10, width: 40, height: 40 };

describe('anchoredPosition: the side asked for, when there is room', () => {
  it.each<[string, Box, ExperienceDirection | null, object]>([
    [
      'by room: below an anchor in the top half',
      HEADER,
      null,
      { side: 'down', top: 68, left: 500 },
    ],
    ['by room: above an anchor in the lower half', LOW, null, { side: 'up', top: 568, left: 500 }],
    ['asked down', LOW, 'down', { side: 'down', top: 752, left: 500 }],
    ['asked right: beside it, centred on it', LOW, 'right', { side: 'right', top: 660, left: 692 }],
    ['asked left', LOW, 'left', { side: 'left', top: 660, left: 308 }],
    [
      'asked up with no room above: below instead',
      HEADER,
      'up',
      { side: 'down', top: 68, left: 500 },
    ],
    [
      'asked left at the window edge: no room, so below (it is in the top half)',
      LEFT_EDGE,
      'left',
      { side: 'down', top: 452, left: 8 },
    ],
    [
      'asked down with no room below: above instead',
      { top: 820, left: 600, width: 80, height: 40 },
      'down',
      { side: 'up', top: 688, left: 500 },
    ],
  ])('%s', (_, anchor, asked, expected) => {
    expect(anchoredPosition(anchor, CARD, WINDOW, asked)).toEqual(expected);
  });

  it('always keeps the card 8 px inside the window', () => {
    const phone = { width: 390, height: 844 };
    for (const left of [0, 100, 300, 370]) {
      for (const asked of [null, 'up', 'down', 'left', 'right'] as const) {
        const at = anchoredPosition({ top: 10, left, width: 20, height: 20 }, CARD, phone, asked);
        expect(at.left).toBeGreaterThanOrEqual(8);
        expect(at.left + CARD.width).toBeLessThanOrEqual(phone.width - 8);
        expect(at.top).toBeGreaterThanOrEqual(8);
      }
    }
  });
});
