// "After sign-in, saved signed-out pins plus the single remembered unauth save id are re-saved
// automatically, once, and the list is cleared" (spec 002 §4, reqs 002-4.13, 000-4.07): on the
// first page load with a viewer. The runtime loads only when a record is there.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApp } from '../state/app-context';
import { hasSignedOutRecord } from './signed-out';
import { loadSaveRuntime } from './use-save-pin';

export function useSignedOutMerge(): void {
  const { viewer, isBot } = useApp();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!viewer || isBot || !hasSignedOutRecord()) return;
    void loadSaveRuntime()
      .then((runtime) => runtime.mergeSignedOutSaves(queryClient, viewer))
      .catch(() => undefined);
  }, [viewer, isBot, queryClient]);
}
