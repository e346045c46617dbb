// Counts a logged-out visitor's page views into their local record (visitor-history.ts), after
// the page has shown: pin pages once their pin is here (PinPage), every other page on arrival.
import { useEffect } from 'react';
import type { Pin } from '@corkboard/contracts';
import type { VisitorPage } from '@corkboard/domain';

export function useVisitorPage(
  page: VisitorPage | null,
  path: string,
  signedIn: boolean,
  pin?: Pin,
): void {
  const key = page ? `${path}:${pin?.id ?? ''}` : null;
  useEffect(() => {
    if (signedIn || !page || key === null) return;
    // The pin page records itself, with its pin.
    if (page.page === 'pin' && !pin) return;
    void import('./record-page').then((m) => m.recordPage(page, path, pin));
    // One record a page and pin; `page` itself is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, signedIn]);
}
