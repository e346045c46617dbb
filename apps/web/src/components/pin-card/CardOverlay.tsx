// What sits on the media: the hover overlay (Save pill or "Saved", the saved board name, the
// signed-out "Open" text, the reason line, the short domain, the more button) and the marks
// (out-of-stock and stale badges, the shopping bag, tag chips, the debug panel).
import { Link } from 'wouter';
import { CARD_TEXT, PIN_CARD, type PinCardModel } from '@corkboard/domain';
import { CardSave, useSavedLabel } from './CardSave';
import { BagIcon } from './Icons';
import { MoreMenu, type MenuState } from './MoreMenu';

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
  const saved = useSavedLabel(overlay);
  return (
    <div className="pc-overlay" data-testid="pin-card-overlay">
      <div className="pc-ov-top">
        {savedOverlay && saved.label ? (
          <span
            className="pc-ov-text pc-s"
            data-testid="pin-card-saved-board"
            data-fresh={saved.fresh ? '' : undefined}
            aria-live="polite"
          >
            {saved.label}
          </span>
        ) : overlay.hoverText ? (
          <span className="pc-ov-text pc-h">{overlay.hoverText}</span>
        ) : null}
        <CardSave model={model} />
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
