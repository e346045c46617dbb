// The closeup's save controls (spec 000 §4, req 000-4.01: "classic" and "persistentOneClickSave"):
// a "board name ▾" dropdown that opens the board picker, and the red Save button that saves in one
// click to the board the dropdown shows (the last board saved to), else as save_behavior says. Once
// saved the button reads "Saved" and unsaves. Signed out: a link to sign-up that (with scripts)
// hands the save off and opens 'Log in to save this Pin'. Beside them, Send: signed in, the Send
// dialog (copy the link, or send the pin to a person: components/send/SendDialog.tsx, loaded on
// first use); signed out it is gated too ('Send this Pin').
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Pin } from '@corkboard/contracts';
import {
  ACTIONS,
  limitedLoginLinks,
  NAV,
  pinPath,
  postLoginPath,
  SAVE,
  SAVE_UI,
} from '@corkboard/domain';
import { CardBoardMenu } from '../../components/pin-card/CardBoardMenu';
import { useSaveChoice } from '../../saving/save-prefs';
import { openLimitedLogin } from '../../saving/signed-out';
import { useSavePin } from '../../saving/use-save-pin';
import { useApp } from '../../state/app-context';
import { useShareUpsell } from '../../upsell/use-share-upsell';

const SendDialog = lazy(() => import('../../components/send/SendDialog'));

/** Send: signed in, the Send dialog (copy the link, or send to a person); signed out, log in. */
function ShareButton({ pinId, path }: { pinId: string; path: string }) {
  const { viewer } = useApp();
  const [open, setOpen] = useState(false);
  // On mobile web the icon first turns to the app's for a while (req 002-2.34).
  const upsell = useShareUpsell();
  return (
    <>
      <button
        type="button"
        className="closeup-share"
        aria-label={ACTIONS.send}
        aria-haspopup="dialog"
        title={ACTIONS.send}
        onClick={() => (viewer ? setOpen(true) : openLimitedLogin('send', pinId))}
        data-upsell={upsell ? 'playing' : undefined}
        data-testid="closeup-send"
      >
        {upsell ? (
          <span className="logo-mark closeup-share-app" aria-hidden="true">
            C
          </span>
        ) : null}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </svg>
      </button>
      {open && viewer ? (
        <Suspense fallback={null}>
          <SendDialog
            pinId={pinId}
            path={path}
            username={viewer.username}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function CloseupSave({ pin }: { pin: Pin }) {
  const { viewer } = useApp();
  const [pathname] = useLocation();
  const saved = viewer !== null && pin.saved_info !== null;
  const control = useSavePin(pin.id, saved);
  const choice = useSaveChoice(viewer);
  const { last } = choice;
  const button = useRef<HTMLButtonElement>(null);

  if (!viewer) {
    return (
      <div className="closeup-save">
        <ShareButton pinId={pin.id} path={pinPath(pin.id, pin.title || pin.grid_title)} />
        <Link
          href={limitedLoginLinks(postLoginPath(pathname)).signup}
          className="btn btn-red"
          onClick={(event) => {
            event.preventDefault();
            control.save(null);
          }}
          data-testid="closeup-save"
        >
          {NAV.save}
        </Link>
      </div>
    );
  }

  const info = pin.saved_info;
  const boardLabel = info ? (info.type === 'profile' ? SAVE.profile : info.title) : choice.label;
  const isSaved = control.state === 'saved' || control.state === 'deleting';
  const busy = control.state === 'saving' || control.state === 'deleting';
  return (
    <div className="closeup-save">
      <ShareButton pinId={pin.id} path={pinPath(pin.id, pin.title || pin.grid_title)} />
      <CardBoardMenu
        control={control}
        label={boardLabel}
        className="closeup-board-menu"
        testId="closeup-board-dropdown"
      />
      <button
        ref={button}
        type="button"
        className={isSaved ? 'btn btn-black' : 'btn btn-red'}
        aria-pressed={isSaved}
        aria-busy={busy || undefined}
        title={isSaved ? SAVE_UI.unsave : undefined}
        onClick={() => {
          if (isSaved) control.unsave();
          else if (last) control.saveTo({ boardId: last.id });
          else control.save(button.current);
        }}
        data-testid="closeup-save"
        data-state={control.state}
      >
        {isSaved ? ACTIONS.saved : NAV.save}
      </button>
    </div>
  );
}
