// What the server can tell of the device before the page runs, so that its HTML is what the
// device shows after hydration. Cards are decided with the viewer's touch screen ("Hover is
// disabled on touch for signed-out users"); a server that guessed wrong sends HTML that the
// client then re-decides and re-renders whole, card by card, as soon as it hydrates: on a phone
// that was the longest task of the page load.

/**
 * A phone, hence a touch screen: the `Sec-CH-UA-Mobile` client hint when the browser sends one
 * (`?1` / `?0`), else "Mobi" in the User-Agent (how phone browsers mark themselves; tablets do
 * not, and are guessed non-touch, as before). Only a first guess: the browser's
 * `(hover: none) and (pointer: coarse)` decides once the page runs. Bots never.
 */
export function likelyTouchScreen(
  userAgent: string | null | undefined,
  mobileHint: string | null | undefined,
  isBot: boolean,
): boolean {
  if (isBot) return false;
  const hint = mobileHint?.trim();
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return !!userAgent && /Mobi/.test(userAgent);
}
