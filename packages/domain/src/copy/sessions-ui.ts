// The settings page's sessions (issue 16, "sessions with 'sign out everywhere'"), alone in
// their module: only the settings page's chunk reads them.
import type { DeviceKind } from '../device';

export const SESSIONS = {
  heading: 'Where you’re logged in',
  thisDevice: 'This device',
  signOutOthers: 'Log out of all other devices',
  signOutAll: 'Log out everywhere',
  signedOutOthers: 'You’re logged out of your other devices.',
  failed: 'That didn’t work. Try again.',
  securePrompt: 'Think someone else is using your account?',
  secureLink: 'Secure your account',
} as const;

const BROWSER_NAMES: Record<DeviceKind['browser'], string> = {
  edge: 'Edge',
  opera: 'Opera',
  firefox: 'Firefox',
  samsung: 'Samsung Internet',
  chrome: 'Chrome',
  safari: 'Safari',
  other: 'A browser',
};

const SYSTEM_NAMES: Record<DeviceKind['os'], string> = {
  windows: 'Windows',
  ios: 'iPhone',
  ipados: 'iPad',
  macos: 'Mac',
  android: 'Android',
  chromeos: 'ChromeOS',
  linux: 'Linux',
  other: 'an unknown system',
};

/** "Chrome on Linux". */
export function sessionDevice(kind: DeviceKind): string {
  return `${BROWSER_NAMES[kind.browser]} on ${SYSTEM_NAMES[kind.os]}`;
}

/** "Since November 28, 2026" (the date already formatted). */
export function sessionSince(date: string): string {
  return `Since ${date}`;
}
