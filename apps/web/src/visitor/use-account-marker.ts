// Writes the limited-login marker (account-marker.ts) on the first signed-in page of a browser:
// whichever way the person signed in (log-in, sign-up, a reset link), their first page has a
// viewer. The marker's code loads only when the marker is not there yet.
import { useEffect } from 'react';
import { ACCOUNT_MARKER_KEY } from '@corkboard/domain';
import { useApp } from '../state/app-context';

function markerMissing(): boolean {
  try {
    return localStorage.getItem(ACCOUNT_MARKER_KEY) === null;
  } catch {
    return false;
  }
}

export function useAccountMarker(): void {
  const { viewer, isBot } = useApp();
  const signedIn = viewer !== null;
  useEffect(() => {
    if (!signedIn || isBot || !markerMissing()) return;
    void import('./account-marker').then((m) => m.noteAccountHere()).catch(() => undefined);
  }, [signedIn, isBot]);
}
