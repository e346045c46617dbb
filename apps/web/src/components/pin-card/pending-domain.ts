// Stand-ins for what packages/domain does not have yet: strings the copy catalogue lacks and
// small rules the card needs. Each belongs in @corkboard/domain (copy.ts or pin-card/);
// delete it here once it lands there.

/** Strings for copy.ts (PIN_CARD): the spec names these controls but not their words. */
export const CARD_TEXT = {
  downloadImage: 'Download image',
  whySeeing: 'Why am I seeing this?',
  whySeeingGeneric: 'This Pin is popular with people who like ideas like yours.',
  playVideo: 'Play video',
  pauseVideo: 'Pause video',
  previousSlide: 'Previous',
  nextSlide: 'Next',
  gif: 'GIF',
  shoppable: 'Shoppable Pin',
  debug: 'Debug',
  galleryTitle: 'Card gallery',
  galleryIntro: 'Every pin card variant, side by side (demo and development only).',
} as const;

export function slideLabel(position: number, count: number): string {
  return `${position} of ${count}`;
}

export function pageCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'}`;
}

export function ratingLabel(value: number, max: number): string {
  return `Rated ${value} out of ${max}`;
}

export function reviewCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

export function reactionCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'reaction' : 'reactions'}`;
}

/** Video duration badge: m:ss. */
export function videoDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "Download image": the widest entry of a `url 236w, url 474w, …` srcSet, else the src. */
export function largestImageUrl(image: { url: string; srcSet: string }): string {
  let best = image.url;
  let bestWidth = 0;
  for (const part of image.srcSet.split(',')) {
    const [url, descriptor] = part.trim().split(/\s+/);
    const width = Number.parseFloat(descriptor ?? '');
    if (url && Number.isFinite(width) && width > bestWidth) {
      best = url;
      bestWidth = width;
    }
  }
  return best;
}
