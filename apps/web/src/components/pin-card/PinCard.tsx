// A pin in a grid: a thin reader of the domain's PinCardModel (decidePinCard). The media box is
// `mediaAspect * width` tall and everything under it `belowMediaHeight`, so the card is
// exactly the height the masonry computed from the model. The link to the closeup wraps the
// media; the Save, more and media controls are its siblings, all reachable by keyboard.
// Which overlay parts show, and the wash, are the domain's partVisibility and overlayWash of
// the hover, saved and carousel state.
import { lazy, memo, Suspense, useState, type CSSProperties } from 'react';
import { overlayWash, PAGE_TEXT, partVisibility, type PinCardModel } from '@corkboard/domain';
import { CardDetails } from './CardDetails';
import { CardMedia } from './CardMedia';
import { CardMarks, CardOverlay } from './CardOverlay';
import type { MenuState } from './MoreMenu';
import { useReportedPin } from '../../feedback/feedback-store';

const ReportedOverlay = lazy(() => import('./ReportedOverlay'));
import { useCardHover, useCarouselActivity, useLongPress } from './use-card-interaction';

export interface PinCardProps {
  model: PinCardModel;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
}

/** The link's accessible name when the media itself has no alt text. */
function linkLabel(model: PinCardModel): string | undefined {
  const { media } = model;
  const alt =
    media.type === 'image' || media.type === 'gif'
      ? media.image.alt
      : media.type === 'video'
        ? media.poster.alt
        : media.type === 'story'
          ? media.cover.alt
          : media.type === 'storyUnavailable'
            ? media.title
            : '';
  return alt ? undefined : model.footer?.title || PAGE_TEXT.pinFallbackTitle;
}

export const PinCard = memo(function PinCard({ model, eager = false }: PinCardProps) {
  const hover = useCardHover(model.overlay.hover);
  const carousel = useCarouselActivity();
  const [menu, setMenu] = useState<MenuState>(null);
  const reported = useReportedPin(model.id);
  // Signed in, a long press opens the context menu (req 000-6.08 "long-press menus").
  const longPress = useLongPress(model.moreMenu === 'contextMenu', () => setMenu('menu'));
  const state = {
    hovered: hover.hovered,
    saved: model.overlay.saveButton === 'saved',
    carouselActive: carousel.active,
  };
  const parts = partVisibility(state);
  const wash = overlayWash(state);
  return (
    <div
      className="pc"
      data-testid="pin-card"
      data-pin-id={model.id}
      data-kind={model.kind}
      data-media={model.media.type}
      data-hover={hover.hovered ? 'active' : undefined}
      data-hover-actions={parts.hoverActions}
      data-saved-overlay={parts.savedOverlay}
      data-arrows={parts.carouselArrows}
      data-no-hover={model.overlay.hover ? undefined : ''}
      data-chips={model.tagChips.length > 0 ? '' : undefined}
      style={{ '--pc-wash': wash.opacity } as CSSProperties}
    >
      <div
        className="pc-top"
        onPointerEnter={hover.onPointerEnter}
        onPointerLeave={hover.onPointerLeave}
        {...longPress}
      >
        <CardMedia
          media={model.media}
          pinId={model.id}
          aspect={model.mediaAspect}
          link={{ href: model.href, label: linkLabel(model) }}
          eager={eager}
          active={hover.hovered}
          onSlideChange={carousel.onSlideChange}
        />
        <span className="pc-wash" aria-hidden="true" />
        <CardMarks model={model} />
        <CardOverlay
          model={model}
          savedOverlay={parts.savedOverlay !== 'none'}
          menu={menu}
          setMenu={setMenu}
        />
        {reported ? (
          <Suspense fallback={null}>
            <ReportedOverlay pinId={model.id} reported={reported} />
          </Suspense>
        ) : null}
      </div>
      {model.belowMediaHeight > 0 ? <CardDetails model={model} /> : null}
    </div>
  );
});
