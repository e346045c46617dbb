// Small formatting rules of the card's media: the video duration badge and the image that
// "Download image" offers.

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
