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

/** A signed-in device as the session list names it (issue 16, "sessions"): browser and system. */
export interface DeviceKind {
  browser: 'edge' | 'opera' | 'firefox' | 'samsung' | 'chrome' | 'safari' | 'other';
  os: 'windows' | 'ios' | 'ipados' | 'macos' | 'android' | 'chromeos' | 'linux' | 'other';
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", iPads may say "Mac".
const BROWSERS: [DeviceKind['browser'], RegExp][] = [
  ['edge', /\bEdg(e|A|iOS)?\//],
  ['opera', /\bOPR\//],
  ['samsung', /\bSamsungBrowser\//],
  ['firefox', /\b(Firefox|FxiOS)\//],
  ['chrome', /\b(Chrome|HeadlessChrome|CriOS|Chromium)\//],
  ['safari', /\bVersion\/[\d.]+ (Mobile\/\S+ )?Safari\//],
];
const SYSTEMS: [DeviceKind['os'], RegExp][] = [
  ['windows', /\bWindows\b/],
  ['ios', /\b(iPhone|iPod)\b/],
  ['ipados', /\biPad\b/],
  ['android', /\bAndroid\b/],
  ['chromeos', /\bCrOS\b/],
  ['macos', /\bMac OS X\b|\bMacintosh\b/],
  ['linux', /\bLinux\b/],
];

/** The browser and system a User-Agent names; `other` for what it does not say. */
export function deviceKind(userAgent: string | null | undefined): DeviceKind {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([, pattern]) => pattern.test(ua))?.[0] ?? 'other',
    os: SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? 'other',
  };
}

/** The kind as stored with a session (`chrome/linux`), and back. */
export function formatDeviceKind(kind: DeviceKind): string {
  return `${kind.browser}/${kind.os}`;
}

export function parseDeviceKind(value: string | null | undefined): DeviceKind {
  const [browser, os] = (value ?? '').split('/');
  const known = <T extends string>(list: [T, RegExp][], v: string | undefined): T | 'other' =>
    list.find(([name]) => name === v)?.[0] ?? 'other';
  return { browser: known(BROWSERS, browser), os: known(SYSTEMS, os) };
}
