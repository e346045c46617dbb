// The card gallery's variants: each demo pin under the contexts where its card differs.
// Signed in and signed out side by side for the image, product and recipe; a touch
// signed-out image; the carousel at its first and last slide; a promoted video next to the
// organic one; an employee's debug panel; products, recipes and articles also with the
// signed-in footer shown. Every other pin once, signed in.
import type { Pin } from '@corkboard/contracts';
import type { CardContext, CardViewerInput, PinCardModel } from '@corkboard/domain';
import type { DevCard } from '../../api/queries';
import { cachedCardModel } from '../../components/pin-card/card-models';

export type GalleryContext =
  | 'signed-in'
  | 'footer'
  | 'signed-out'
  | 'touch-signed-out'
  | 'first'
  | 'last'
  | 'organic'
  | 'promoted'
  | 'debug';

/** Captions of the gallery (a development page: these are not product copy). */
export const GALLERY_CONTEXT_CAPTIONS: Record<GalleryContext, string> = {
  'signed-in': 'signed in',
  footer: 'signed in, footer experiment in control',
  'signed-out': 'signed out',
  'touch-signed-out': 'touch, signed out',
  first: 'first slide',
  last: 'last slide',
  organic: 'organic',
  promoted: 'promoted',
  debug: 'employee, deb_ parameter',
};

const CONTEXTS_BY_KEY: Record<string, GalleryContext[]> = {
  image: ['signed-in', 'signed-out', 'touch-signed-out', 'debug'],
  product: ['signed-in', 'footer', 'signed-out'],
  recipe_half_stars: ['signed-in', 'footer', 'signed-out'],
  carousel: ['first', 'last'],
  video: ['organic', 'promoted'],
};

/**
 * The signed-in footer is hidden by default (experiment signed_in_footer_hidden), and with it
 * titles, prices and merchants: the pins whose footer differs are shown with it as well.
 */
function contextsOf(key: string): GalleryContext[] {
  const listed = CONTEXTS_BY_KEY[key];
  if (listed) return listed;
  return /^(product|recipe|article)/.test(key) ? ['signed-in', 'footer'] : ['signed-in'];
}

export interface GalleryVariant {
  /** `{key}-{context}`: the cell's data-variant. */
  id: string;
  key: string;
  context: GalleryContext;
  caption: string;
  model: PinCardModel;
}

/** A pin shown as an ad: the gallery's promoted video is the demo video, promoted. */
function promoted(pin: Pin): Pin {
  return {
    ...pin,
    is_promoted: true,
    is_downstream_promotion: false,
    promoter: pin.promoter ?? pin.pinner,
  };
}

function withViewer(base: CardContext, viewer: Partial<CardViewerInput>): CardContext {
  return { ...base, viewer: { ...base.viewer, ...viewer } };
}

/**
 * `base` is the signed-out desktop context of the page (surface 'CardsGallery', the page's
 * experiments and query parameters); `viewerId` the signed-in viewer's id, if any.
 */
export function galleryVariants(
  cards: readonly DevCard[],
  base: CardContext,
  viewerId: string | null,
): GalleryVariant[] {
  // Desktop unless a variant says otherwise, whatever device shows the gallery.
  const desktop = { isTouch: false, isMobile: false, isEmployee: false };
  const signedOut = withViewer(base, { ...desktop, signedIn: false, id: null });
  const signedIn = withViewer(base, {
    ...desktop,
    signedIn: true,
    id: viewerId ?? 'cards-gallery',
  });
  const contexts: Record<GalleryContext, CardContext> = {
    'signed-in': signedIn,
    footer: {
      ...signedIn,
      experiments: { ...base.experiments, signed_in_footer_hidden: 'control' },
    },
    'signed-out': signedOut,
    'touch-signed-out': withViewer(signedOut, { isTouch: true, isMobile: true }),
    first: signedIn,
    last: signedIn,
    organic: signedIn,
    promoted: signedIn,
    debug: {
      ...withViewer(signedIn, { isEmployee: true }),
      queryParamNames: [...(base.queryParamNames ?? []), 'deb_cards'],
    },
  };

  const variants: GalleryVariant[] = [];
  for (const { key, pin } of cards) {
    for (const context of contextsOf(key)) {
      let model = cachedCardModel(context === 'promoted' ? promoted(pin) : pin, contexts[context]);
      const { media } = model;
      if (context === 'last' && media.type === 'carousel') {
        model = { ...model, media: { ...media, startIndex: media.slots.length - 1 } };
      }
      variants.push({
        id: `${key}-${context}`,
        key,
        context,
        caption: `${key} · ${GALLERY_CONTEXT_CAPTIONS[context]}`,
        model,
      });
    }
  }
  return variants;
}
