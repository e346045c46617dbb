// The collection-chip click (spec 000 §7, req 000-7.02), loaded on the first click: "A
// collection-chip click sends check_only false with click position, creative type and
// clickthrough type in aux_data". The server records it and answers the verdict and, for an
// allowed link, its signed /offsite/ address; a flagged link opens the blocked-link modal.
import { clientTrackingParams, collectionChipAuxData } from '@corkboard/domain';
import { checkLink, settleCheckedClick } from '../outbound/link-check';
import { wrapperOpener } from '../outbound/windows-wrapper';

export function followCollectionItem(
  tab: Window | null,
  url: string,
  pinId: string,
  position: number,
  /** Where the tab goes when the check gave no signed address: the "You're leaving" page. */
  leavingHref: string,
): void {
  // In a Windows wrapper the blank tab is no browser: the wrapper opens the link (req 000-6.15).
  const outside = wrapperOpener();
  if (outside) tab?.close();
  const aux = collectionChipAuxData(position, 'collection');
  void checkLink(url, pinId, clientTrackingParams('grid'), aux).then((result) =>
    settleCheckedClick(
      outside ? null : tab,
      url,
      pinId,
      result,
      (answer) => answer?.offsite_url ?? leavingHref,
      outside,
    ),
  );
}
