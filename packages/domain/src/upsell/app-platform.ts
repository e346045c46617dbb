// The mobile platforms the app upsell speaks of (spec 000 §3, req 000-3.32: "Platforms: ios,
// android, ipad"), read from the User-Agent through the one device parser (device.ts).
import { deviceKind } from '../device';

export const APP_PLATFORMS = ['ios', 'android', 'ipad'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** The platform of a phone or tablet browser; null on a desktop or an unknown system. */
export function appPlatform(userAgent: string | null | undefined): AppPlatform | null {
  switch (deviceKind(userAgent).os) {
    case 'ios':
      return 'ios';
    case 'android':
      return 'android';
    case 'ipados':
      return 'ipad';
    default:
      return null;
  }
}

/**
 * "Mobile web" (spec 000 §4, req 000-4.33): a phone's browser. An iPad draws the desktop layout,
 * so it is not offered the phone's upsell (decided).
 */
export function isMobileWeb(platform: AppPlatform | null): boolean {
  return platform === 'ios' || platform === 'android';
}
