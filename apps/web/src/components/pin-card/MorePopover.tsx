// The popover of the card's "more" (…) button: the menu, the sign-in upsell and the
// explanations (see MoreMenu.tsx for the rules). Loaded when the menu first opens (or the
// pointer first nears the button): no first screen needs it.
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
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
  smallestImageUrl,
  WHY_THIS_PIN,
  whyThisPin,
} from '@corkboard/domain';
import { openModal } from '../../saving/overlays';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';
import { MenuExtras } from '../menu-extras/menu-extras';
import { BottomSheet, opensAsSheet } from '../sheet/BottomSheet';
import { authHref, type MenuState } from './MoreMenu';

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

export interface MorePopoverProps {
  model: PinCardModel;
  open: Exclude<MenuState, null>;
  setOpen: (open: MenuState) => void;
  /** The id the more button's aria-controls names. */
  id: string;
}

export default function MorePopover({ model, open, setOpen, id }: MorePopoverProps) {
  const extraItems = useContext(MenuExtras);
  const popover = useRef<HTMLDivElement>(null);
  const [pathname] = useLocation();
  const { viewer } = useApp();
  const promoted = model.feedbackType === 'promoted';
  const download = downloadUrl(model.media);
  // An ad always credits its promoter (req 000-5.26): the name the explanation needs.
  const promoter =
    model.attribution.type === 'none' ? null : (model.attribution.user?.name ?? null);

  useEffect(() => {
    if (open === 'menu') focusItem(popover.current, 'first');
    else popover.current?.focus();
  }, [open]);

  const feedbackPin = () => {
    const image = mainImage(model.media);
    return { id: model.id, thumb: image ? smallestImageUrl(image) : null };
  };
  // Both ask why first (FeedbackDialogs.tsx, in the modal host).
  const hide = () => {
    const surface = model.feedback.hide;
    setOpen(null);
    if (surface) openModal({ kind: 'hide', pin: feedbackPin(), surface });
  };
  const report = () => {
    setOpen(null);
    openModal({ kind: 'report', pin: feedbackPin() });
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

  // A phone gets a bottom sheet (components/sheet/BottomSheet.tsx); a larger screen the popover.
  const [sheet] = useState(opensAsSheet);
  const shown = (content: ReactElement) =>
    sheet ? <BottomSheet onClose={() => setOpen(null)}>{content}</BottomSheet> : content;

  if (open === 'upsell') {
    return shown(
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
        {/* Hiding needs an account: it asks with 'Hide this Pin' (spec 002 §6, req 002-6.02). */}
        <button
          type="button"
          className="btn btn-grey"
          onClick={() => {
            setOpen(null);
            openLimitedLogin('hide', model.id);
          }}
          data-testid="pin-card-upsell-hide"
        >
          {FEEDBACK.hidePin}
        </button>
      </div>,
    );
  } else if (open === 'menu') {
    return shown(
      <div
        ref={popover}
        id={id}
        role="menu"
        aria-label={ACTIONS.more}
        className="pc-pop pc-menu"
        onKeyDown={onMenuKeyDown}
      >
        {download ? (
          <a
            role="menuitem"
            tabIndex={-1}
            href={download}
            download
            onClick={() => {
              if (!viewer) {
                void import('../../visitor/record-actions').then((m) =>
                  m.recordPinDownload(model.id),
                );
              }
            }}
            data-testid="pin-card-download"
          >
            {CARD_TEXT.downloadImage}
          </a>
        ) : null}
        {extraItems.map((item) => (
          <MenuItem
            key={item.testId}
            onClick={() => {
              setOpen(null);
              item.onClick();
            }}
            testId={item.testId}
          >
            {item.label}
          </MenuItem>
        ))}
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
      </div>,
    );
  } else if (open === 'why' || open === 'whyAd') {
    const ad = open === 'whyAd';
    return shown(
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
        <p>{ad && promoter ? paidToShow(promoter) : whyThisPin(model.why)}</p>
        {ad ? <p>{ADS.moreFactors}</p> : null}
        {!ad && model.moreMenu === 'contextMenu' ? (
          <p className="pc-why-tune">
            {WHY_THIS_PIN.tuneHint}{' '}
            <Link href={routeHref('edit')} data-testid="pin-card-why-tune">
              {FEEDBACK.tuneHomeFeed}
            </Link>
          </p>
        ) : null}
      </div>,
    );
  }

  return null;
}
