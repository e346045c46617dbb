// What sits on the media: the hover overlay (Save pill or "Saved", the saved board name, the
// signed-out "Open" text, the reason line, the short domain, the more button) and the marks
// (out-of-stock and stale badges, the shopping bag, tag chips, the debug panel).
import { Link, useLocation } from 'wouter';
import { ACTIONS, CARD_TEXT, NAV, PAGE_TEXT, PIN_CARD, type PinCardModel } from '@corkboard/domain';
import { BagIcon } from './Icons';
import { authHref, MoreMenu, type MenuState } from './MoreMenu';

function SaveControl({ overlay }: { overlay: PinCardModel['overlay'] }) {
  const [pathname] = useLocation();
  if (overlay.saveButton === 'saved') {
    return (
      <span className="pc-pill pc-saved pc-h" data-testid="pin-card-saved">
        {ACTIONS.saved}
      </span>
    );
  }
  if (overlay.saveButton === 'signupUpsell') {
    // Spec 000 §6: a signed-out Save "leads to a signup upsell".
    return (
      <Link
        href={authHref('signup', pathname)}
        className="pc-pill pc-save pc-h"
        data-testid="pin-card-save"
      >
        {NAV.save}
      </Link>
    );
  }
  // Saving itself comes with the save flow; the button is in place and reachable.
  return (
    <button
      type="button"
      className="pc-pill pc-save pc-h"
      title={PAGE_TEXT.saveComingSoon}
      data-testid="pin-card-save"
    >
      {NAV.save}
    </button>
  );
}

export interface CardOverlayProps {
  model: PinCardModel;
  /** The saved overlay is there (hidden or shown); partVisibility decides. */
  savedOverlay: boolean;
  menu: MenuState;
  setMenu: (menu: MenuState) => void;
}

/**
 * `pc-h`: the hover actions (Save, domain, more, the reason line); `pc-s`: the saved overlay.
 * The card's data-hover-actions / data-saved-overlay attributes show them (pin-card.css).
 */
export function CardOverlay({ model, savedOverlay, menu, setMenu }: CardOverlayProps) {
  const { overlay } = model;
  return (
    <div className="pc-overlay" data-testid="pin-card-overlay">
      <div className="pc-ov-top">
        {savedOverlay && overlay.savedBoardName ? (
          <span className="pc-ov-text pc-s" data-testid="pin-card-saved-board">
            {overlay.savedBoardName}
          </span>
        ) : overlay.hoverText ? (
          <span className="pc-ov-text pc-h">{overlay.hoverText}</span>
        ) : null}
        <SaveControl overlay={overlay} />
      </div>
      <div className="pc-ov-bottom">
        {model.reasonLine ? <p className="pc-reason pc-h">{model.reasonLine}</p> : null}
        <div className="pc-ov-row">
          {overlay.domain ? <span className="pc-pill pc-domain pc-h">{overlay.domain}</span> : null}
          <MoreMenu model={model} open={menu} setOpen={setMenu} />
        </div>
      </div>
    </div>
  );
}

const BADGE_TEXT = { outOfStock: PIN_CARD.outOfStock, stale: PIN_CARD.stalePrice } as const;

export function CardMarks({ model }: { model: PinCardModel }) {
  return (
    <>
      {model.badges.length > 0 ? (
        <span className="pc-badges">
          {model.badges.map((badge) => (
            <span key={badge} className="pc-chip-light" data-badge={badge}>
              {BADGE_TEXT[badge]}
            </span>
          ))}
        </span>
      ) : null}
      {model.shoppingIndicator ? (
        <span
          className="pc-round pc-bag"
          role="img"
          aria-label={CARD_TEXT.shoppable}
          data-testid="pin-card-shopping"
        >
          <BagIcon />
        </span>
      ) : null}
      {model.tagChips.length > 0 ? (
        <span className="pc-chips">
          {model.tagChips.map((chip) => (
            <Link key={chip.href} href={chip.href} className="pc-tag">
              {chip.name}
            </Link>
          ))}
        </span>
      ) : null}
      {model.debug ? (
        <dl className="pc-debug" aria-label={CARD_TEXT.debug} data-testid="pin-card-debug">
          {model.debug.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
