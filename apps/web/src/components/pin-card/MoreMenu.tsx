// The card's "more" (…) button (spec 000 §4, reqs 000-4.36, 000-4.37): "Signed-out 'more' menu
// opens a sign-in upsell. Signed-in desktop opens a context menu that closes on any outside
// click." Escape closes too and gives focus back to the button. The explanations ("Why am I
// seeing this?", and the ad's "Why am I seeing this Ad?") replace the menu in the same
// popover. Hide Pin and Report Pin (issue 6) are offered where the domain's cardFeedback says;
// their calls load on first use.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import {
  ACTIONS,
  ADS,
  paidToShow,
  CARD_TEXT,
  FEEDBACK,
  largestImageUrl,
  LIMITED_LOGIN,
  NAV,
  type CardImage,
  type PinCardModel,
  routeHref,
  safeNextPath,
  smallestImageUrl,
  WHY_THIS_PIN,
} from '@corkboard/domain';
import { MoreIcon } from './Icons';

export type MenuState = null | 'menu' | 'upsell' | 'why' | 'whyAd';

/** Log in or sign up, coming back to this page afterwards (as the header's links do). */
export function authHref(route: 'login' | 'signup', pathname: string): string {
  const next = safeNextPath(pathname);
  return routeHref(route, {}, next === '/' ? {} : { next });
}

/** The card's main picture: the image, the video's poster, the first slide, the cover. */
export function mainImage(media: PinCardModel['media']): CardImage | null {
  switch (media.type) {
    case 'image':
    case 'gif':
      return media.image;
    case 'video':
      return media.poster;
    case 'carousel':
      return media.slots[0]?.image ?? null;
    case 'collection':
      return media.hero;
    case 'story':
      return media.cover;
    case 'storyUnavailable':
      return null;
  }
}

/** The picture "Download image" offers: the largest of the card's main image. */
export function downloadUrl(media: PinCardModel['media']): string | null {
  const image = mainImage(media);
  return image ? largestImageUrl(image) : null;
}

/** The feedback calls, loaded on the first Hide or Report. */
const loadFeedback = () => import('../../feedback/feedback-actions');

function focusItem(menu: HTMLElement | null, step: number | 'first' | 'last') {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    step === 'first'
      ? 0
      : step === 'last'
        ? items.length - 1
        : (at + step + items.length) % items.length;
  items[next]?.focus();
}

function MenuItem({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId: string;
  children: string;
}) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

export interface MoreMenuProps {
  model: PinCardModel;
  /** Held by the card, so a long press can open the menu too. */
  open: MenuState;
  setOpen: (open: MenuState) => void;
}

export function MoreMenu({ model, open, setOpen }: MoreMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const id = useId();
  const [pathname] = useLocation();
  const queryClient = useQueryClient();
  const upsell = model.moreMenu === 'signInUpsell';
  const promoted = model.feedbackType === 'promoted';
  const download = downloadUrl(model.media);
  // An ad always credits its promoter (req 000-5.26): the name the explanation needs.
  const promoter =
    model.attribution.type === 'none' ? null : (model.attribution.user?.name ?? null);

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

  useEffect(() => {
    if (open === 'menu') focusItem(popover.current, 'first');
    else if (open) popover.current?.focus();
  }, [open]);

  const feedbackPin = () => {
    const image = mainImage(model.media);
    return { id: model.id, thumb: image ? smallestImageUrl(image) : null };
  };
  const hide = () => {
    const surface = model.feedback.hide;
    setOpen(null);
    if (surface) void loadFeedback().then((m) => m.hidePin(queryClient, feedbackPin(), surface));
  };
  const report = () => {
    setOpen(null);
    void loadFeedback().then((m) => m.reportPin(feedbackPin()));
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number | 'first' | 'last'> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusItem(popover.current, step);
    } else if (event.key === 'Tab') {
      setOpen(null);
    }
  };

  let content = null;
  if (open === 'upsell') {
    content = (
      <div
        ref={popover}
        id={id}
        role="dialog"
        aria-label={LIMITED_LOGIN.continue}
        tabIndex={-1}
        className="pc-pop"
      >
        <p className="pc-pop-title">{LIMITED_LOGIN.continue}</p>
        <Link
          href={authHref('login', pathname)}
          className="btn btn-red"
          data-testid="pin-card-upsell-login"
        >
          {NAV.logIn}
        </Link>
      </div>
    );
  } else if (open === 'menu') {
    content = (
      <div
        ref={popover}
        id={id}
        role="menu"
        aria-label={ACTIONS.more}
        className="pc-pop pc-menu"
        onKeyDown={onMenuKeyDown}
      >
        {download ? (
          <a role="menuitem" tabIndex={-1} href={download} download data-testid="pin-card-download">
            {CARD_TEXT.downloadImage}
          </a>
        ) : null}
        <MenuItem onClick={() => setOpen('why')} testId="pin-card-why">
          {WHY_THIS_PIN.menuItem}
        </MenuItem>
        {promoted ? (
          <MenuItem onClick={() => setOpen('whyAd')} testId="pin-card-why-ad">
            {ADS.modalTitle}
          </MenuItem>
        ) : null}
        {model.feedback.hide ? (
          <MenuItem onClick={hide} testId="pin-card-hide">
            {FEEDBACK.hidePin}
          </MenuItem>
        ) : null}
        {model.feedback.report ? (
          <MenuItem onClick={report} testId="pin-card-report">
            {FEEDBACK.reportPin}
          </MenuItem>
        ) : null}
      </div>
    );
  } else if (open === 'why' || open === 'whyAd') {
    const ad = open === 'whyAd';
    content = (
      <div
        ref={popover}
        id={id}
        role="dialog"
        aria-label={ad ? ADS.modalTitle : WHY_THIS_PIN.menuItem}
        tabIndex={-1}
        className="pc-pop pc-why"
        data-testid="pin-card-why-text"
      >
        <p className="pc-pop-title">{ad ? ADS.heading : WHY_THIS_PIN.heading}</p>
        <p>{ad && promoter ? paidToShow(promoter) : model.why}</p>
        {ad ? <p>{ADS.moreFactors}</p> : null}
        {!ad && model.moreMenu === 'contextMenu' ? (
          <p className="pc-why-tune">
            {WHY_THIS_PIN.tuneHint}{' '}
            <Link href={routeHref('edit')} data-testid="pin-card-why-tune">
              {FEEDBACK.tuneHomeFeed}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

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
        onClick={() => setOpen(open ? null : upsell ? 'upsell' : 'menu')}
        data-testid="pin-card-more"
      >
        <MoreIcon />
      </button>
      {content}
    </div>
  );
}
