// A pin in a grid: a link to the closeup around the image (16 px corners), a Save pill on hover
// (placeholder until the saving issue), and for signed-in viewers a 75 px footer with the
// title and the pinner. Its height is exactly what pinCardSize() says.
import { memo } from 'react';
import { Link } from 'wouter';
import { NAV, PAGE_TEXT } from '@corkboard/domain';
import { Avatar } from '../avatar/Avatar';
import type { PinCardModel } from './pin-card-model';

export interface PinCardProps {
  model: PinCardModel;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
}

export const PinCard = memo(function PinCard({ model, eager = false }: PinCardProps) {
  const { image, footer } = model;
  const ratio = image ? `${image.width} / ${image.height}` : '1 / 1';
  return (
    <div className="pin-card" data-testid="pin-card" data-pin-id={model.id}>
      <Link
        href={model.href}
        className="pin-card-link"
        aria-label={model.alt ? undefined : PAGE_TEXT.pinFallbackTitle}
      >
        <div
          className="pin-card-image"
          style={{ aspectRatio: ratio, backgroundColor: model.color }}
        >
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet ?? undefined}
              width={image.width}
              height={image.height}
              alt={model.alt}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
        </div>
        <span className="pin-card-save" aria-hidden="true">
          {NAV.save}
        </span>
      </Link>
      {footer ? (
        <div className="pin-card-footer">
          <div className="pin-card-title">{footer.title}</div>
          <Link href={footer.pinner.href} className="pin-card-pinner">
            <Avatar src={footer.pinner.avatar} name={footer.pinner.name} size={24} />
            <span>{footer.pinner.name}</span>
          </Link>
        </div>
      ) : null}
    </div>
  );
});
