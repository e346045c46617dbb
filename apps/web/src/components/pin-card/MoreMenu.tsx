// The card's "more" (…) button (spec 000 §4, reqs 000-4.36, 000-4.37): "Signed-out 'more' menu
// opens a sign-in upsell. Signed-in desktop opens a context menu that closes on any outside
// click." Escape closes too and gives focus back to the button. The explanations ("Why am I
// seeing this?", and the ad's "Why am I seeing this Ad?") replace the menu in the same
// popover. Hide Pin and Report Pin (issue 6) are offered where the domain's cardFeedback says;
// their calls load on first use.
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { ACTIONS, type PinCardModel, routeHref, safeNextPath } from '@corkboard/domain';
import { MoreIcon } from './Icons';

export type MenuState = null | 'menu' | 'upsell' | 'why' | 'whyAd';

/** Log in or sign up, coming back to this page afterwards (as the header's links do). */
export function authHref(route: 'login' | 'signup', pathname: string): string {
  const next = safeNextPath(pathname);
  return routeHref(route, {}, next === '/' ? {} : { next });
}

/** The popover's code: loaded on the first open, or as the pointer nears the button. */
const loadPopover = () => import('./MorePopover');
const MorePopover = lazy(loadPopover);

export interface MoreMenuProps {
  model: PinCardModel;
  /** Held by the card, so a long press can open the menu too. */
  open: MenuState;
  setOpen: (open: MenuState) => void;
}

export function MoreMenu({ model, open, setOpen }: MoreMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const upsell = model.moreMenu === 'signInUpsell';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  return (
    <div className="pc-more pc-h" ref={root} data-open={open ? '' : undefined}>
      <button
        ref={button}
        type="button"
        className="pc-round"
        aria-label={ACTIONS.more}
        aria-haspopup={upsell ? 'dialog' : 'menu'}
        aria-expanded={open !== null}
        aria-controls={open ? id : undefined}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => setOpen(open ? null : upsell ? 'upsell' : 'menu')}
        data-testid="pin-card-more"
      >
        <MoreIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MorePopover model={model} open={open} setOpen={setOpen} id={id} />
        </Suspense>
      ) : null}
    </div>
  );
}
