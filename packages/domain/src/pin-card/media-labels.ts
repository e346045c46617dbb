// Small formatting rules of the card's media: the video duration badge, the image that
// "Download image" offers and a toast's thumbnail.

/** Video duration badge: m:ss. */
export function videoDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The `url width` pairs of a `url 236w, url 474w, …` srcSet (1x/2x read as 1 and 2). */
function srcSetEntries(srcSet: string): { url: string; width: number }[] {
  const entries: { url: string; width: number }[] = [];
  for (const part of srcSet.split(',')) {
    const [url, descriptor] = part.trim().split(/\s+/);
    const width = Number.parseFloat(descriptor ?? '');
    if (url && Number.isFinite(width)) entries.push({ url, width });
  }
  return entries;
}

function pick(image: { url: string; srcSet: string }, better: (a: number, b: number) => boolean) {
  let best: { url: string; width: number } | null = null;
  for (const entry of srcSetEntries(image.srcSet)) {
    if (best === null || better(entry.width, best.width)) best = entry;
  }
  return best?.url ?? image.url;
}

/** "Download image": the widest entry of a `url 236w, url 474w, …` srcSet, else the src. */
export function largestImageUrl(image: { url: string; srcSet: string }): string {
  return pick(image, (a, b) => a > b);
}

/** A toast's 48 px thumbnail: the narrowest entry of the srcSet, else the src. */
export function smallestImageUrl(image: { url: string; srcSet: string }): string {
  return pick(image, (a, b) => a < b);
}
