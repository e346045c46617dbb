// A picture cropped to fill a box of known size (a hub tile, a today collage cell, an interest
// avatar). The box is sized by CSS before anything loads, so the picture never moves the page;
// which variant it loads is the domain's coverImage.
import type { ImageVariants } from '@corkboard/contracts';
import { coverImage, type BoxSize } from '@corkboard/domain';
import { useApp } from '../../state/app-context';

export function CoverImg({
  images,
  box,
  eager = false,
  className,
}: {
  images: ImageVariants | null | undefined;
  /** The largest the box is drawn at, in CSS pixels. */
  box: BoxSize;
  eager?: boolean;
  className: string;
}) {
  const { isBot } = useApp();
  const image = coverImage(images, box, { isBot });
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? image.sizes : undefined}
      width={image.width}
      height={image.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
