// The Send button's app-upsell animation (req 002-2.34, 002-4.17: "upsell icon animation lasts
// 5000 ms"): on mobile web (domain sharePlaysUpsell) it plays once the button is on the page,
// then the button settles back to its own icon.
import { useEffect, useState } from 'react';
import { SHARE_UPSELL_ANIMATION_MS, sharePlaysUpsell } from '@corkboard/domain';
import { useApp } from '../state/app-context';
import { useHydrated } from '../state/use-hydrated';
import { currentPlatform, runsAsApp } from './app-device';

/** Whether the animation is playing now (never during server rendering or hydration). */
export function useShareUpsell(): boolean {
  const { isBot } = useApp();
  const hydrated = useHydrated();
  const plays =
    hydrated && sharePlaysUpsell({ platform: currentPlatform(), isBot, standalone: runsAsApp() });
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!plays) return;
    const timer = setTimeout(() => setEnded(true), SHARE_UPSELL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [plays]);
  return plays && !ended;
}
