// A toast's life as a pure reducer over time events (spec 002 §4, req 002-4.08: "Toast: appears
// about 100 ms after mount, hides after its duration (default 2000 ms), and is removed 200 ms
// after the hide starts"; §9, req 002-9.02: "Toast default duration 2000 ms, fade-out 200 ms,
// entrance delay about 100 ms"). Hovering (or keyboard focus) pauses the timer and leaving
// restarts it with the full duration (spec 001 §4, req 001-4.17, says the same of its toasts);
// decided: a dismiss starts the hide at once.
//
// The caller owns the clock: it sends `tick` at `deadline` (the next moment something happens)
// and hover/dismiss events as they come. Late ticks are fine: the phases cascade from their
// scheduled deadlines, not from the moment the tick arrived.
import { TOAST_DEFAULT_MS, TOAST_ENTER_MS, TOAST_EXIT_MS } from '../limits';

/** entering: mounted, not shown yet; visible; hiding: fading out; removed: gone. */
export type ToastPhase = 'entering' | 'visible' | 'hiding' | 'removed';

export interface ToastTimer {
  phase: ToastPhase;
  durationMs: number;
  hovered: boolean;
  /** When the next phase starts; null while paused (hovered) or once removed. */
  deadline: number | null;
}

export type ToastTimeEvent =
  | { type: 'tick'; now: number }
  | { type: 'hoverStart'; now: number }
  | { type: 'hoverEnd'; now: number }
  | { type: 'dismiss'; now: number };

export function startToastTimer(now: number, durationMs: number = TOAST_DEFAULT_MS): ToastTimer {
  return { phase: 'entering', durationMs, hovered: false, deadline: now + TOAST_ENTER_MS };
}

function advance(timer: ToastTimer, at: number): ToastTimer {
  switch (timer.phase) {
    case 'entering':
      return {
        ...timer,
        phase: 'visible',
        deadline: timer.hovered ? null : at + timer.durationMs,
      };
    case 'visible':
      return { ...timer, phase: 'hiding', deadline: at + TOAST_EXIT_MS };
    case 'hiding':
    case 'removed':
      return { ...timer, phase: 'removed', deadline: null };
  }
}

export function toastTimerStep(timer: ToastTimer, event: ToastTimeEvent): ToastTimer {
  switch (event.type) {
    case 'tick': {
      let next = timer;
      while (next.deadline !== null && event.now >= next.deadline) {
        next = advance(next, next.deadline);
      }
      return next;
    }
    case 'hoverStart':
      if (timer.phase === 'entering') return { ...timer, hovered: true };
      if (timer.phase === 'visible') return { ...timer, hovered: true, deadline: null };
      return timer;
    case 'hoverEnd':
      if (timer.phase === 'entering') return { ...timer, hovered: false };
      if (timer.phase === 'visible') {
        return { ...timer, hovered: false, deadline: event.now + timer.durationMs };
      }
      return timer;
    case 'dismiss':
      return timer.phase === 'entering' || timer.phase === 'visible'
        ? { ...timer, phase: 'hiding', deadline: event.now + TOAST_EXIT_MS }
        : timer;
  }
}

/** Shown (not entering, not removed): the container renders it opaque while visible. */
export function isToastShown(timer: ToastTimer): boolean {
  return timer.phase === 'visible';
}
