// The closeup image: sized to fit the 508 px pane (spec 000 §9, req 000-9.17: "Closeup pane width
// 508"), from the 564x and 736x variants so 1x and 2x screens both get a sharp picture.
import type { ImageVariant, ImageVariants, Pin } from '@corkboard/contracts';
import { pickImage } from '@corkboard/domain';

export const CLOSEUP_PANE_WIDTH = 508;

export interface CloseupImage {
  src: string;
  srcSet: string | null;
  sizes: string | null;
  width: number;
  height: number;
}

function usable(image: ImageVariant | undefined): image is ImageVariant {
  return !!image && !!image.url && image.width > 0 && image.height > 0;
}

export function closeupImage(images: ImageVariants, isBot: boolean): CloseupImage | null {
  const medium = images['564x'];
  const large = images['736x'];
  const candidates = [medium, large].filter(usable);
  // The largest is the most exact about the aspect ratio; smaller sizes are rounded more.
  const best =
    candidates[candidates.length - 1] ??
    pickImage(images, { preferred: '474x', excludeOrig: true, isBot })?.image;
  if (!usable(best)) return null;
  const width = Math.min(CLOSEUP_PANE_WIDTH, best.width);
  const height = Math.round((width * best.height) / best.width);
  const distinct = candidates.filter((c, i) => candidates.findIndex((d) => d.url === c.url) === i);
  return {
    src: (candidates[0] ?? best).url,
    srcSet: distinct.length > 1 ? distinct.map((c) => `${c.url} ${c.width}w`).join(', ') : null,
    sizes: distinct.length > 1 ? `(max-width: ${CLOSEUP_PANE_WIDTH}px) 100vw, ${width}px` : null,
    width,
    height,
  };
}

/** The closeup's heading: the grid title, else the title, else the SEO title. */
export function pinTitle(pin: Pin): string {
  return pin.grid_title || pin.title || pin.seo_title || '';
}
