// This page's cookie consent (issue 16): what the server decided for the first page
// (window.__CB_CONSENT__: `unset`, `a1m0p1` or `bot`), replaced by the person's answer, wherever
// it was given (the banner, the modal, /settings/). Read only by lazy code (the consent surface,
// the settings page, the event log), so the page's first code carries none of it.
import { allowedFromAttribute, type ConsentAllowed } from '@corkboard/domain';

let answered: string | null = null;
const listeners = new Set<() => void>();

export function pageConsent(): string {
  if (answered) return answered;
  return (typeof window === 'undefined' ? 'bot' : window.__CB_CONSENT__) ?? 'unset';
}

export function setPageConsent(value: string): void {
  answered = value;
  for (const listener of listeners) listener();
}

/** Called after every answer (the banner goes once any surface has the answer). */
export function onPageConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What may be used now: nothing optional before an answer. */
export function pageAllows(): ConsentAllowed {
  return allowedFromAttribute(pageConsent());
}
