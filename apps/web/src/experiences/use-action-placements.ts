// Req 001-2.10: "Placement logic maps the current location (board, search, pin) to placement
// ids for Save, Download and Clickthrough events." After a save (the save flow's `corkboard:
// event`), a download (a link with `download`) or a clickthrough (a link through /offsite/),
// the host asks for that action's placement at this location.
import { useEffect } from 'react';
import {
  OFFSITE_PATH,
  placementForAction,
  type ActionLocation,
  type ExperiencePage,
  type PlacementAction,
} from '@corkboard/domain';
import { fetchPlacement } from './experience-store';

const LOCATIONS: Partial<Record<ExperiencePage, ActionLocation>> = {
  board: 'board',
  search: 'search',
  closeup: 'pin',
};

export function useActionPlacements(page: ExperiencePage): void {
  useEffect(() => {
    const location = LOCATIONS[page];
    if (!location) return;
    const after = (action: PlacementAction) =>
      void fetchPlacement(placementForAction(action, location));
    const onEvent = (event: Event) => {
      if ((event as CustomEvent<{ type?: string }>).detail?.type === 'save') after('save');
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.hasAttribute('download')) after('download');
      else if (link.pathname === OFFSITE_PATH) after('clickthrough');
    };
    window.addEventListener('corkboard:event', onEvent);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('corkboard:event', onEvent);
      document.removeEventListener('click', onClick, true);
    };
  }, [page]);
}
