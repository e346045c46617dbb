// What the page can tell of the device for the app upsell: its platform (domain appPlatform)
// and whether it already runs as the installed app.
import { appPlatform, type AppPlatform } from '@corkboard/domain';

export function currentPlatform(): AppPlatform | null {
  return typeof navigator === 'undefined' ? null : appPlatform(navigator.userAgent);
}

/** Launched from the home screen: display-mode standalone (Safari says navigator.standalone). */
export function runsAsApp(): boolean {
  if (typeof window === 'undefined') return false;
  const safari = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return safari || window.matchMedia('(display-mode: standalone)').matches;
}
