// The share button's app-upsell animation (spec 002 §2, reqs 002-2.34, 002-4.17: "Share/send
// button with a timed app-upsell icon animation ... lasts 5000 ms"). On mobile web the Send
// button's icon turns to the app's while it plays, then settles; in the app, or for a crawler,
// it never plays (decided: the same people the app upsell is for). Its length is
// SHARE_UPSELL_ANIMATION_MS (limits.ts).
import { isMobileWeb, type AppPlatform } from './app-platform';

export function sharePlaysUpsell(input: {
  platform: AppPlatform | null;
  isBot: boolean;
  standalone: boolean;
}): boolean {
  return !input.isBot && !input.standalone && isMobileWeb(input.platform);
}
