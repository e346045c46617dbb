// The web app's one logging path (issue 15, "Client event log"): events wait in the page and go
// to `POST /v3/events/` in batches: once CLIENT_EVENT_FLUSH.atCount wait, afterMs after the
// first, and whenever the page is hidden. Sends are keepalive fetches, which outlive the page
// and, unlike sendBeacon, carry the CSRF header every write needs. Each event has a client id,
// so a batch sent again after a network failure is stored once. Nothing is logged, kept or sent
// without analytics consent (issue 16); the server declines such events too.
import type { ClientEvent } from '@corkboard/contracts';
import { CLIENT_EVENT_FLUSH, CLIENT_EVENT_LIMITS } from '@corkboard/domain';
import { isApiError, v3 } from '../api/client';
import { pageAllows } from '../consent/page-consent';

export type LoggedEvent = Omit<ClientEvent, 'id' | 'time'>;

const waiting: ClientEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Queues one event; it is sent with the next batch. */
export function logEvent(event: LoggedEvent): void {
  if (typeof window === 'undefined' || !pageAllows().analytics) return;
  listen();
  waiting.push({ ...event, id: newEventId(), time: Date.now() });
  if (waiting.length >= CLIENT_EVENT_FLUSH.atCount) flushEvents();
  else timer ??= setTimeout(flushEvents, CLIENT_EVENT_FLUSH.afterMs);
}

/** Sends everything waiting now, in batches the server accepts. */
export function flushEvents(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (waiting.length > 0) send(waiting.splice(0, CLIENT_EVENT_LIMITS.perBatch), true);
}

function send(events: ClientEvent[], retry: boolean): void {
  v3('POST', '/v3/events/', { events }, { keepalive: true }).catch((error: unknown) => {
    // Lost on the way: once more, with the same ids (the server stores each id once). A
    // refusal (invalid, rate limited) would be refused again.
    if (retry && isApiError(error) && error.code === 'network') send(events, false);
  });
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents();
  });
  window.addEventListener('pagehide', flushEvents);
}
