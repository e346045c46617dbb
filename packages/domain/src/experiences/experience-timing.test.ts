import { describe, expect, it } from 'vitest';
import {
  appearanceDelayMs,
  pollsForSurvey,
  scrollDismissDelayMs,
  surveyPresentation,
  THUMBNAILS_TOOLTIP,
  tooltipThumbnails,
} from './experience-timing';

describe('surveyPresentation (req 001-4.14)', () => {
  it.each([
    ['"1 immediate"', 1, undefined, { mode: 'immediate' }],
    ['"2 when leaving the page"', 2, 9000, { mode: 'onLeave' }],
    [
      '"otherwise delayed (default 3)", "default 5000 ms"',
      undefined,
      undefined,
      { mode: 'delayed', delayMs: 5000 },
    ],
    ['3 with its own delay', 3, 1200, { mode: 'delayed', delayMs: 1200 }],
  ])('%s', (_rule, trigger, delay, expected) =>
    expect(surveyPresentation(trigger, delay)).toEqual(expected),
  );
});

describe('scrollDismissDelayMs (req 001-9.02, 001-4.11)', () => {
  it.each([
    ['"1.5 s for a popover"', 'popover', undefined, undefined, 1500],
    ['a flyout with scroll_to_dismiss: the configured seconds', 'flyout', true, 3, 3000],
    ['a flyout without it is not dismissed by scrolling', 'flyout', false, 3, null],
    ['a tooltip never', 'tooltip', true, 3, null],
  ] as const)('%s', (_rule, kind, scroll, seconds, expected) =>
    expect(scrollDismissDelayMs(kind, scroll, seconds)).toBe(expected),
  );
});

describe('appearanceDelayMs (req 001-4.09, 001-4.18)', () => {
  it.each([
    ['"Education toast delay default 2000 ms"', 'toast', undefined, 2000],
    ['a toast with its own delay', 'toast', 500, 500],
    ['others appear at once unless delayed', 'modal', undefined, 0],
    ['"Delayed callouts and modals appear only after their delay"', 'modal', 800, 800],
    ['a delayed callout', 'callout', 1200, 1200],
    // Its delay is the presentation delay after the frame loads (req 001-4.14), applied once.
    ['a survey is drawn at once, whatever its delay', 'survey', 1500, 0],
    ['a survey without a delay', 'survey', undefined, 0],
  ] as const)('%s', (_rule, kind, delay, expected) =>
    expect(appearanceDelayMs(kind, delay)).toBe(expected),
  );
});

describe('the thumbnails tooltip and the builder survey (req 001-9.02, 001-4.16)', () => {
  it('"shows the last 3 thumbnails"', () => {
    expect(tooltipThumbnails(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd']);
    expect(tooltipThumbnails(undefined)).toEqual([]);
    expect(THUMBNAILS_TOOLTIP.dismissAfterScrollMs).toBe(3000);
  });
  it('"On pin-building pages the survey check is delayed, polling at 3000 ms"', () => {
    expect(pollsForSurvey('pin_builder')).toBe(true);
    expect(pollsForSurvey('home')).toBe(false);
  });
});
