import { describe, expect, it } from 'vitest';
import {
  isToastShown,
  startToastTimer,
  toastTimerStep,
  type ToastPhase,
  type ToastTimeEvent,
  type ToastTimer,
} from './toast-timing';

function run(events: ToastTimeEvent[], duration?: number): ToastTimer {
  return events.reduce(toastTimerStep, startToastTimer(0, duration));
}
const tick = (now: number): ToastTimeEvent => ({ type: 'tick', now });

describe('toast timing (spec 002 §4, §9, reqs 002-4.08, 002-9.02)', () => {
  it.each<[string, ToastTimeEvent[], ToastPhase, number | null]>([
    ['mounted, not shown yet', [], 'entering', 100],
    ['"appears about 100 ms after mount"', [tick(99)], 'entering', 100],
    ['... and is visible at 100 ms', [tick(100)], 'visible', 2100],
    ['"hides after its duration (default 2000 ms)"', [tick(100), tick(2099)], 'visible', 2100],
    ['... hiding at 2100 ms', [tick(100), tick(2100)], 'hiding', 2300],
    [
      '"removed 200 ms after the hide starts"',
      [tick(100), tick(2100), tick(2300)],
      'removed',
      null,
    ],
    ['a late tick cascades through every phase', [tick(5000)], 'removed', null],
    [
      'hovering pauses the timer',
      [tick(100), { type: 'hoverStart', now: 500 }, tick(9000)],
      'visible',
      null,
    ],
    [
      'leaving restarts it with the full duration',
      [tick(100), { type: 'hoverStart', now: 500 }, { type: 'hoverEnd', now: 3000 }],
      'visible',
      5000,
    ],
    [
      'hovered while entering: shown, then paused',
      [{ type: 'hoverStart', now: 50 }, tick(100)],
      'visible',
      null,
    ],
    [
      'hover in and out while entering changes nothing',
      [{ type: 'hoverStart', now: 20 }, { type: 'hoverEnd', now: 40 }, tick(100)],
      'visible',
      2100,
    ],
    ['dismiss starts the hide at once', [tick(100), { type: 'dismiss', now: 700 }], 'hiding', 900],
    [
      'hover while hiding does not stop the hide',
      [tick(100), tick(2100), { type: 'hoverStart', now: 2150 }, tick(2300)],
      'removed',
      null,
    ],
    [
      'dismiss after removal does nothing',
      [tick(5000), { type: 'dismiss', now: 6000 }],
      'removed',
      null,
    ],
  ])('%s', (_sentence, events, phase, deadline) => {
    const timer = run(events);
    expect(timer.phase).toBe(phase);
    expect(timer.deadline).toBe(deadline);
  });

  it('the save toast lasts 5000 ms (spec 000 §9, req 000-9.07: "Save toast 5000 ms")', () => {
    expect(run([tick(100)], 5000).deadline).toBe(5100);
    expect(run([tick(100), tick(5100)], 5000).phase).toBe('hiding');
  });

  it('is shown only while visible', () => {
    expect(isToastShown(run([]))).toBe(false);
    expect(isToastShown(run([tick(100)]))).toBe(true);
    expect(isToastShown(run([tick(2100)]))).toBe(false);
  });
});
