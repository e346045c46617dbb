// The card's Save pill (spec 000 §4, §6, reqs 000-4.01, 000-6.02, 002-6.02): signed out, a link to
// sign-up that (with scripts) hands the save off and opens the 'Log in to save this Pin' prompt
// instead; signed in, a quick save or the board picker, and once saved a "Saved" button that
// unsaves. The saved label: 'Saved!' for 950 ms after a new save, then the board name or 'Saved to
// Profile'.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  ACTIONS,
  isNewlySaved,
  NAV,
  SAVE_UI,
  SAVED_LABEL_DELAY_MS,
  savedOverlayLabel,
  type PinCardModel,
} from '@corkboard/domain';
import { useSavePin } from '../../saving/use-save-pin';
import { CARD_BOARD_MENU_PART } from './card-parts';
import { authHref } from './MoreMenu';

/** The saved overlay's text, and whether it is the fresh 'Saved!' label. */
export function useSavedLabel(overlay: PinCardModel['overlay']): {
  label: string | null;
  fresh: boolean;
} {
  const saved = overlay.saveButton === 'saved';
  const [savedAtFirstRender] = useState(saved);
  // Adjusted during render when the saved state flips (React's pattern for derived state).
  const [wasSaved, setWasSaved] = useState(saved);
  const [fresh, setFresh] = useState(false);
  if (saved !== wasSaved) {
    setWasSaved(saved);
    setFresh(saved);
  }
  useEffect(() => {
    if (!fresh) return;
    const timer = setTimeout(() => setFresh(false), SAVED_LABEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fresh]);
  const newlySaved = isNewlySaved(savedAtFirstRender, saved) && fresh;
  const label = savedOverlayLabel({
    newlySaved,
    elapsedMs: newlySaved ? 0 : SAVED_LABEL_DELAY_MS,
    boardName: overlay.savedBoardName,
  });
  return { label, fresh: newlySaved };
}

export function CardSave({ model }: { model: PinCardModel }) {
  const { overlay } = model;
  const [pathname] = useLocation();
  const control = useSavePin(model.id, overlay.saveButton === 'saved');
  const button = useRef<HTMLButtonElement>(null);

  if (overlay.saveButton === 'signupUpsell') {
    return (
      <Link
        href={authHref('signup', pathname)}
        className="pc-pill pc-save pc-h"
        data-testid="pin-card-save"
        onClick={(event) => {
          event.preventDefault();
          control.save(null);
        }}
      >
        {NAV.save}
      </Link>
    );
  }
  const busy = control.state === 'saving' || control.state === 'deleting';
  if (control.state === 'saved' || control.state === 'deleting') {
    return (
      <button
        type="button"
        className="pc-pill pc-saved pc-h"
        aria-pressed="true"
        aria-busy={busy || undefined}
        title={SAVE_UI.unsave}
        onClick={() => control.unsave()}
        data-testid="pin-card-saved"
        data-state={control.state}
      >
        {ACTIONS.saved}
      </button>
    );
  }
  return (
    <>
      {/* Signed in only: its code loads with the first signed-in grid (card-parts.ts). */}
      <Suspense fallback={null}>
        <CARD_BOARD_MENU_PART.Component control={control} />
      </Suspense>
      <button
        ref={button}
        type="button"
        className="pc-pill pc-save pc-h"
        aria-pressed="false"
        aria-busy={busy || undefined}
        aria-haspopup="dialog"
        // One click to the board the dropdown names, else as save_behavior says.
        onClick={() => control.save(button.current, true)}
        data-testid="pin-card-save"
        data-state={control.state}
      >
        {NAV.save}
      </button>
    </>
  );
}
