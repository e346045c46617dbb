// Image sizes of spec 000 §3, req 000-3.03 ("Image sizes are 60x60, 136x136, 170x, 236x, 474x,
// 564x, 600x315, 736x and orig") and how each one is derived from the original.

export const IMAGE_SIZE_NAMES = [
  '60x60',
  '136x136',
  '170x',
  '236x',
  '474x',
  '564x',
  '600x315',
  '736x',
  'orig',
] as const;

export type ImageSizeName = (typeof IMAGE_SIZE_NAMES)[number];

/** `cover`: cropped to exactly width x height; `width`: scaled to that width (never enlarged). */
export type ImageSizeRule =
  | { kind: 'cover'; width: number; height: number }
  | { kind: 'width'; width: number }
  | { kind: 'original' };

export const IMAGE_SIZE_RULES: Readonly<Record<ImageSizeName, ImageSizeRule>> = {
  '60x60': { kind: 'cover', width: 60, height: 60 },
  '136x136': { kind: 'cover', width: 136, height: 136 },
  '170x': { kind: 'width', width: 170 },
  '236x': { kind: 'width', width: 236 },
  '474x': { kind: 'width', width: 474 },
  '564x': { kind: 'width', width: 564 },
  '600x315': { kind: 'cover', width: 600, height: 315 },
  '736x': { kind: 'width', width: 736 },
  orig: { kind: 'original' },
};

/**
 * Ours (the spec names no limit): an image's long side is at most 20 times its short side.
 * Every size is derived from the original: a cover size (60x60, 136x136, 600x315) scales the
 * short side up to the box before cropping, and a width size keeps the ratio. A 1 x 60,000
 * strip would need a 600 x 36,000,000 intermediate and a 736 x 44,160,000 JPEG (JPEG stops at
 * 65,535 a side). At 20:1 the largest cover intermediate is 600 x 12,000 and the tallest width
 * size 736 x 14,720, while tall infographics (1:3 to 1:10) and panoramas still pass.
 */
export const IMAGE_ASPECT_MAX = 20;

/** True when the long side is at most IMAGE_ASPECT_MAX times the short side. */
export function isAcceptedImageAspect(width: number, height: number): boolean {
  const short = Math.min(width, height);
  return short > 0 && Math.max(width, height) <= short * IMAGE_ASPECT_MAX;
}

export function isImageSizeName(value: string): value is ImageSizeName {
  return (IMAGE_SIZE_NAMES as readonly string[]).includes(value);
}

/** The dimensions a size has for an original of the given dimensions. */
export function sizeDimensions(
  size: ImageSizeName,
  original: { width: number; height: number },
): { width: number; height: number } {
  const rule = IMAGE_SIZE_RULES[size];
  if (rule.kind === 'cover') return { width: rule.width, height: rule.height };
  if (rule.kind === 'original' || original.width <= rule.width) {
    return { width: original.width, height: original.height };
  }
  return {
    width: rule.width,
    height: Math.max(1, Math.round((original.height * rule.width) / original.width)),
  };
}

export type ImageSizePreferenceOptions = {
  /** The card asked for a smaller size than the default 736x. */
  preferred?: '474x' | '236x';
  /** The caller asked for the original to be left out. */
  excludeOrig?: boolean;
  isBot: boolean;
};

/**
 * Spec 000 §5, req 000-5.41: "Image size preference: 736x, then 474x or 236x when asked. The
 * original is excluded on request, and always for bots and social bots." Best first. The rest
 * is the fallback order when a pin lacks the preferred size: the nearest larger sizes first
 * (never blurry), then the nearest smaller ones, then the original.
 */
export function imageSizePreference(options: ImageSizePreferenceOptions): ImageSizeName[] {
  const preferred = options.preferred ?? '736x';
  const widths = ['236x', '474x', '564x', '736x'] as const;
  const at = widths.indexOf(preferred);
  const order: ImageSizeName[] = [
    preferred,
    ...widths.slice(at + 1),
    ...widths.slice(0, at).reverse(),
  ];
  if (!options.excludeOrig && !options.isBot) order.push('orig');
  return order;
}

/** The first size of the preference order that the pin has, with its name. */
export function pickImage<T>(
  images: Partial<Record<ImageSizeName, T | null>> | null | undefined,
  options: ImageSizePreferenceOptions,
): { size: ImageSizeName; image: T } | null {
  for (const size of imageSizePreference(options)) {
    const image = images?.[size];
    if (image) return { size, image };
  }
  return null;
}

/** Size names a response may carry: docs/API.md §2 "`orig` is left out for crawlers". */
export function visibleImageSizes(isBot: boolean): ImageSizeName[] {
  return IMAGE_SIZE_NAMES.filter((size) => !isBot || size !== 'orig');
}
