// What a pin card shows, decided from the wire pin and the viewer. The card component only
// renders this model, so the display rules of spec 000 can grow here (and in
// @corkboard/domain) without touching the markup or the grid math.
import type { ImageVariant, Pin } from '@corkboard/contracts';
import { PAGE_TEXT, pickImage, pinPath, profilePath } from '@corkboard/domain';
import type { ItemSize } from '../masonry/masonry-layout';

/** Spec 000 §9: "Card footer height is 75 when signed in". */
export const SIGNED_IN_FOOTER_HEIGHT = 75;

export interface PinCardModel {
  id: string;
  href: string;
  /** alt_text, else auto_alt_text, else the title. */
  alt: string;
  /** Dominant colour, shown while the image loads. */
  color: string;
  image: { src: string; srcSet: string | null; width: number; height: number } | null;
  footer: {
    title: string;
    pinner: { name: string; href: string; avatar: string | null };
  } | null;
  /** Pixels under the image; part of the card height the grid lays out. */
  footerHeight: number;
}

export interface PinCardViewer {
  signedIn: boolean;
  isBot: boolean;
}

/**
 * Spec 000 §4: the footer is "never shown for signed-out users"; signed in it is a fixed 75 px
 * (spec 000 §9), so every card height is known from data before anything renders.
 */
export function footerHeight(viewer: PinCardViewer): number {
  return viewer.signedIn ? SIGNED_IN_FOOTER_HEIGHT : 0;
}

export function pinTitle(pin: Pin): string {
  return pin.grid_title || pin.title || pin.seo_title || '';
}

function usable(image: ImageVariant | null | undefined): image is ImageVariant {
  return !!image && image.width > 0 && image.height > 0 && !!image.url;
}

export function pinCardModel(pin: Pin, viewer: PinCardViewer): PinCardModel {
  const title = pinTitle(pin);
  const grid = pin.images['236x'];
  const base = usable(grid)
    ? grid
    : pickImage(pin.images, { preferred: '236x', excludeOrig: true, isBot: viewer.isBot })?.image;
  const retina = pin.images['474x'];
  const image = usable(base)
    ? {
        src: base.url,
        srcSet:
          usable(retina) && retina.url !== base.url ? `${base.url} 1x, ${retina.url} 2x` : null,
        width: base.width,
        height: base.height,
      }
    : null;
  const height = footerHeight(viewer);
  return {
    id: pin.id,
    href: pinPath(pin.id, pin.title || pin.grid_title),
    alt: pin.alt_text || pin.auto_alt_text || title || pin.description || '',
    color: pin.dominant_color || '#efefef',
    image,
    footer: height
      ? {
          title: title || PAGE_TEXT.pinFallbackTitle,
          pinner: {
            name: pin.pinner.full_name || pin.pinner.username,
            href: profilePath(pin.pinner.username),
            avatar: pin.pinner.image_medium_url ?? pin.pinner.image_small_url,
          },
        }
      : null,
    footerHeight: height,
  };
}

/** The card's height rule for the grid: image at the column width plus the footer. */
export function pinCardSize(model: PinCardModel): ItemSize {
  const aspect = model.image ? model.image.height / model.image.width : 1;
  return { aspect, extra: model.footerHeight };
}
