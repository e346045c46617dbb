// Toasts, Pinterest style: black pills at the bottom centre with the pin's picture, the text
// and an optional button. Each runs the domain's timing model (toast-timing.ts): shown 100 ms
// after mount, hidden after its duration, removed 200 ms later; hovering or focusing pauses
// it, leaving restarts it. A repin confirmation plays its animation first (req 002-4.10).
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import {
  SAVE_UI,
  startToastTimer,
  TOAST_DEFAULT_MS,
  toastTimerStep,
  type ToastTimeEvent,
  type ToastTimer,
} from '@corkboard/domain';
import { overlays, removeToast, type ToastRequest } from '../../saving/overlays';
import { useStore } from '../../saving/store';
import './toast.css';

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="3" fill="none" />
    </svg>
  );
}

/** The toasts' region: it stays when the toast goes, so what opens over it stays put. */
function regionOf(element: HTMLElement): HTMLElement {
  return element.closest<HTMLElement>('.toasts') ?? element;
}

function Toast({ toast }: { toast: ToastRequest }) {
  const confirmMs = toast.confirmationDelayMs ?? 0;
  const [timer, setTimer] = useState<ToastTimer>(() =>
    startToastTimer(Date.now() + confirmMs, toast.durationMs ?? TOAST_DEFAULT_MS),
  );
  const [confirming, setConfirming] = useState(confirmMs > 0);
  const [iconOn, setIconOn] = useState(false);
  const send = (event: ToastTimeEvent['type']) =>
    setTimer((current) => toastTimerStep(current, { type: event, now: Date.now() }));

  useEffect(() => {
    if (timer.phase === 'removed') {
      removeToast(toast.id);
      return;
    }
    if (timer.deadline === null) return;
    const wait = Math.max(0, timer.deadline - Date.now());
    const id = setTimeout(
      () => setTimer((current) => toastTimerStep(current, { type: 'tick', now: Date.now() })),
      wait,
    );
    return () => clearTimeout(id);
  }, [timer, toast.id]);

  useEffect(() => {
    if (confirmMs <= 0) return;
    const id = setTimeout(() => setConfirming(false), confirmMs);
    return () => clearTimeout(id);
  }, [confirmMs]);

  useEffect(() => {
    if (toast.iconDelayMs === null || toast.iconDelayMs === undefined) return;
    const id = setTimeout(() => setIconOn(true), toast.iconDelayMs);
    return () => clearTimeout(id);
  }, [toast.iconDelayMs]);

  return (
    <div
      className="toast"
      data-testid="toast"
      data-phase={timer.phase}
      data-tone={toast.tone ?? 'default'}
      data-confirming={confirming ? '' : undefined}
      onMouseEnter={() => send('hoverStart')}
      onMouseLeave={() => send('hoverEnd')}
      onFocus={() => send('hoverStart')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send('hoverEnd');
      }}
    >
      {confirming ? (
        <div className="toast-confirm" data-testid="toast-confirmation" aria-hidden="true">
          {toast.thumb ? <img src={toast.thumb} alt="" width={48} height={48} /> : null}
          <span className="toast-check">
            <CheckIcon />
          </span>
        </div>
      ) : (
        <>
          {toast.thumb ? (
            <span className="toast-thumb">
              <img src={toast.thumb} alt="" width={48} height={48} />
              {toast.iconDelayMs !== null && toast.iconDelayMs !== undefined ? (
                <span className="toast-icon" data-on={iconOn ? '' : undefined}>
                  <CheckIcon />
                </span>
              ) : null}
            </span>
          ) : null}
          <span className="toast-text" data-testid="toast-text">
            {toast.text}
          </span>
          {toast.actions?.map((action) =>
            'href' in action ? (
              <Link
                key={action.testId}
                href={action.href}
                className="toast-action"
                data-testid={action.testId}
                onClick={(event) => {
                  if (action.onClick) {
                    event.preventDefault();
                    action.onClick(regionOf(event.currentTarget));
                  }
                  send('dismiss');
                }}
              >
                {action.label}
              </Link>
            ) : (
              <button
                key={action.testId}
                type="button"
                className="toast-action"
                data-testid={action.testId}
                onClick={(event) => {
                  send('dismiss');
                  action.onClick(regionOf(event.currentTarget));
                }}
              >
                {action.label}
              </button>
            ),
          )}
        </>
      )}
    </div>
  );
}

export default function ToastContainer() {
  const { toasts } = useStore(overlays);
  return (
    <section className="toasts" aria-label={SAVE_UI.notifications} data-testid="toasts">
      <div className="toasts-list" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
