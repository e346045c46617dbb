// The repin edit route (spec 002 §2.1, req 002-2.11: "The pin repin edit route is
// /pin/{pinId}/repin/ with query parameters isEditingPin, pinBoardId, isFromToast,
// originalPinId"; 000 §2, req 000-2.02: "/pin/{pinId}/repin/ : repin edit"). The toast's
// 'Change' and 'Organize' buttons lead here with the saved copy's id, isEditingPin and
// isFromToast set, its board, and the pin that was saved.
import { routeHref } from '../routes';
import { isStorableId } from '../storable-input';

export interface RepinEditParams {
  /** The pin in the path: the viewer's saved copy when editing, else the pin to save. */
  pinId: string;
  isEditingPin?: boolean;
  pinBoardId?: string | null;
  isFromToast?: boolean;
  originalPinId?: string | null;
}

export type RepinEditQuery = Omit<RepinEditParams, 'pinId'> & {
  isEditingPin: boolean;
  isFromToast: boolean;
  pinBoardId: string | null;
  originalPinId: string | null;
};

export function repinEditHref(params: RepinEditParams): string {
  return routeHref(
    'pin-repin',
    { id: params.pinId },
    {
      isEditingPin: params.isEditingPin ? 'true' : undefined,
      pinBoardId: params.pinBoardId ?? undefined,
      isFromToast: params.isFromToast ? 'true' : undefined,
      originalPinId:
        params.originalPinId && params.originalPinId !== params.pinId
          ? params.originalPinId
          : undefined,
    },
  );
}

function flag(value: string | null): boolean {
  return value !== null && value !== 'false' && value !== '0';
}

function idOrNull(value: string | null): string | null {
  return isStorableId(value) ? value : null;
}

/** The query of a repin edit URL: flags are on unless absent, 'false' or '0'; ids are digits. */
export function readRepinEditQuery(search: string | URLSearchParams): RepinEditQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    isEditingPin: flag(params.get('isEditingPin')),
    pinBoardId: idOrNull(params.get('pinBoardId')),
    isFromToast: flag(params.get('isFromToast')),
    originalPinId: idOrNull(params.get('originalPinId')),
  };
}
