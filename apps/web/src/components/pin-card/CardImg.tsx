// The card link and the card image, shared by every media renderer.
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'wouter';
import type { CardImage } from '@corkboard/domain';

/** Fixed 236 px columns; two fluid columns below a 488 px grid (masonry.css). */
export const imageSizes = '(max-width: 519px) 50vw, 236px';
/** A third of a card (a collection's items, pin-card.css .pc-items): the 236x size is enough. */
export const thirdImageSizes = '(max-width: 519px) 17vw, 79px';

export interface CardLinkProps {
  href: string;
  /** Accessible name when the media has no alt text of its own. */
  label: string | undefined;
}

export function CardLink({ href, label, children }: CardLinkProps & { children: ReactNode }) {
  return (
    <Link href={href} className="pc-link" aria-label={label}>
      {children}
    </Link>
  );
}

/** The dominant colour shows until the image has loaded (also when it loaded before hydration). */
function markLoaded(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth > 0) img.dataset.loaded = '';
}

export function CardImg({
  image,
  eager,
  className = 'pc-img',
  sizes = imageSizes,
  priority = eager,
}: {
  image: CardImage;
  eager: boolean;
  className?: string;
  /** How wide it shows, for the srcSet: a column by default. */
  sizes?: string;
  /** Fetched at high priority (and preloaded from the head): the first screen's main images. */
  priority?: boolean;
}) {
  // A pin without any usable image: its colour in the box.
  if (!image.url) {
    return (
      <span
        className={className}
        role={image.alt ? 'img' : undefined}
        aria-label={image.alt || undefined}
        style={{ '--pc-bg': image.dominantColor } as CSSProperties}
      />
    );
  }
  return (
    <img
      ref={markLoaded}
      className={className}
      src={image.url}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      // The first screen's images load at once, its main ones at high priority (React also
      // preloads them from the head); every other one waits until it nears the viewport, and
      // then at low priority: never ahead of the first screen's.
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? (priority ? 'high' : undefined) : 'low'}
      decoding={eager ? undefined : 'async'}
      style={{ '--pc-bg': image.dominantColor } as CSSProperties}
      onLoad={(event) => {
        event.currentTarget.dataset.loaded = '';
      }}
    />
  );
}
