// Keeps keyboard focus inside a dialog or popover: focus moves in on open (to the element
// marked data-autofocus, else the first focusable one), Tab and Shift+Tab cycle inside (also
// when focus was lost to the page, say after the focused button was removed), Escape closes,
// and on close focus goes back to where it was. Only the most recently opened trap listens.
import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** The Tab step inside `root`; focus outside it comes back in. */
export function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const items = focusablesIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    root.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !root.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Open traps, newest last: only the newest handles keys. */
const traps: object[] = [];

export function useFocusTrap(
  root: RefObject<HTMLElement | null>,
  onEscape: () => void,
  restoreTo?: HTMLElement | null,
) {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const token = {};
    traps.push(token);
    const opener = restoreTo ?? (document.activeElement as HTMLElement | null);
    const el = root.current;
    if (el) {
      const target = el.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(el)[0] ?? el;
      target.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const current = root.current;
      if (!current || traps[traps.length - 1] !== token || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
      } else if (event.key === 'Tab') trapTab(event, current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      traps.splice(traps.indexOf(token), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [root, restoreTo]);
}
