// A phone's bottom sheet (issue 13, Phone-first): on a narrow screen the card's "…" menu and the
// board picker rise from the bottom edge, in reach of the thumb, over a dimmed page, as the
// modals already do (modal.css, the same 599 px). On a larger screen they stay popovers.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Where a popover becomes a sheet: modal.css's phone width. */
export const SHEET_QUERY = '(max-width: 599px)';

/** Read once when the popover opens: a sheet does not turn back into a popover mid-use. */
export function opensAsSheet(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(SHEET_QUERY).matches;
}

/**
 * The sheet, in a layer over the page (a portal: a card's grid cell is transformed, and a
 * fixed element inside it would be placed in the cell). The popovers close on a pointerdown
 * outside themselves; taps in this layer, the backdrop's included, are the sheet's own: a tap
 * on the backdrop closes on its click, so the tap never reaches the page beneath.
 */
export function BottomSheet({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const keep = (event: PointerEvent) => {
      if (layer.current?.contains(event.target as Node)) event.stopPropagation();
    };
    window.addEventListener('pointerdown', keep, true);
    return () => window.removeEventListener('pointerdown', keep, true);
  }, []);
  return createPortal(
    <div ref={layer} className="sheet-layer" data-testid="bottom-sheet">
      <div className="sheet-backdrop" onClick={onClose} data-testid="bottom-sheet-backdrop" />
      <div className="sheet-body">{children}</div>
    </div>,
    document.body,
  );
}
