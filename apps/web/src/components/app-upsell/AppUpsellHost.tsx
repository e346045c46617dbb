// Arms the app-upsell modal on mobile web (req 000-4.33: "opens on the first tap on mobile web,
// closes on open-in-app or dismiss"): once the check delay has passed (req 002-9.05), the first
// tap the page has no other answer for opens it, when domain `appUpsellBlock` allows. The tap
// itself is never swallowed: whatever it pressed still happens (decided: the person's tap is
// theirs), and a tap that opened a menu or a dialog does not count. Loaded by PageExtras only
// on a phone's browser.
import { lazy, Suspense, useEffect, useState } from 'react';
import { appUpsellArmsAt, appUpsellBlock, isDeepLinkVisit, matchRoute } from '@corkboard/domain';
import { pageConsent } from '../../consent/page-consent';
import { overlays } from '../../saving/overlays';
import { useApp } from '../../state/app-context';
import { currentPlatform, runsAsApp } from '../../upsell/app-device';
import { readAppUpsellRecord } from './app-upsell-record';

const AppUpsellModal = lazy(() => import('./AppUpsellModal'));

/** Pages with an install step of their own. */
const OWN_INSTALL_STEP: ReadonlySet<string> = new Set(['onboarding']);

/** Something else is open over the page: a modal, a sheet, a menu. */
function somethingOpen(): boolean {
  return (
    overlays.get().modal !== null ||
    overlays.get().picker !== null ||
    document.querySelector('[role="dialog"], [role="menu"], .sheet-layer') !== null
  );
}

export default function AppUpsellHost() {
  const { isBot } = useApp();
  const [open, setOpen] = useState(false);
  // The check delay counts from the page's load (its navigation's start).
  const loadedAt = performance.timeOrigin;

  useEffect(() => {
    if (open) return;
    const onTap = () => {
      const now = Date.now();
      if (now < appUpsellArmsAt(loadedAt)) return;
      // After the tap has done its work: it may have opened something of its own.
      setTimeout(() => {
        const block = appUpsellBlock({
          platform: currentPlatform(),
          isBot,
          standalone: runsAsApp(),
          deepLink: isDeepLinkVisit(window.location.search),
          consentAnswered: pageConsent() !== 'unset',
          ownInstallStep: OWN_INSTALL_STEP.has(matchRoute(window.location.pathname)?.name ?? ''),
          record: readAppUpsellRecord(),
          now,
        });
        const answer = block ?? (somethingOpen() ? 'something_open' : 'open');
        // What the last tap decided, on the page for whoever looks (the browser suite does).
        document.documentElement.dataset.appUpsell = answer;
        if (answer === 'open') setOpen(true);
      }, 0);
    };
    document.addEventListener('click', onTap, true);
    return () => document.removeEventListener('click', onTap, true);
  }, [open, isBot, loadedAt]);

  return open ? (
    <Suspense fallback={null}>
      <AppUpsellModal onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
