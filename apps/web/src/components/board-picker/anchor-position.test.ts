// Where the board picker sits: under the Save button, right-aligned to it, inside the viewport;
// above it when there is more room there.
import { describe, expect, it } from 'vitest';
import { placePopover } from './anchor-position';

const viewport = { width: 1280, height: 900 };
const rect = (left: number, top: number, width = 80, height = 40) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('placePopover', () => {
  it.each([
    ['below, right-aligned to the button', rect(900, 100), { left: 620, top: 148, maxHeight: 744 }],
    ['kept inside the left edge', rect(10, 100), { left: 8, top: 148 }],
    ['above when the button is near the bottom', rect(900, 800), { bottom: 108, maxHeight: 784 }],
  ])('%s', (_case, anchor, expected) => {
    expect(placePopover(anchor, viewport, 360)).toMatchObject(expected);
  });

  it('never wider than the viewport less its margins', () => {
    expect(placePopover(rect(10, 10), { width: 300, height: 600 }, 360)).toMatchObject({
      left: 8,
      width: 284,
    });
  });
});
