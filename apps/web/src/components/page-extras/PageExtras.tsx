// What a page adds once it is hydrated, in one lazy chunk: the server's experiences (issue 15),
// cookie consent, the service worker of the installable web app and, on a phone's browser, the
// app upsell (issue 16). The consent code itself loads only when this browser has not answered
// yet, or when someone opens the cookie choices; the upsell's only on mobile web.
import { lazy, Suspense, useEffect, useState } from 'react';
import { isMobileWeb } from '@corkboard/domain';
import { COOKIE_CHOICES_EVENT } from '../../consent/open-cookie-choices';
import { pageConsent } from '../../consent/page-consent';
import ExperienceHost from '../../experiences/ExperienceHost';
import { useApp } from '../../state/app-context';
import { currentPlatform } from '../../upsell/app-device';
import { registerServiceWorker } from './register-service-worker';

const ConsentHost = lazy(() => import('../../consent/ConsentHost'));
const AppUpsellHost = lazy(() => import('../app-upsell/AppUpsellHost'));

export default function PageExtras() {
  const { viewer, isBot } = useApp();
  const signedIn = viewer !== null;
  useEffect(() => {
    if (!isBot) registerServiceWorker();
  }, [isBot]);
  // Rendered only once hydrated (OverlayHost), so the browser's answer is safe to read here.
  const [mobileWeb] = useState(() => !isBot && isMobileWeb(currentPlatform()));
  const [consent, setConsent] = useState<'banner' | 'settings' | null>(() =>
    pageConsent() === 'unset' ? 'banner' : null,
  );
  useEffect(() => {
    if (consent) return;
    // The first opening loads the consent code; it then listens itself.
    const open = () => setConsent('settings');
    window.addEventListener(COOKIE_CHOICES_EVENT, open);
    return () => window.removeEventListener(COOKIE_CHOICES_EVENT, open);
  }, [consent]);
  return (
    <>
      <ExperienceHost />
      {mobileWeb ? (
        <Suspense fallback={null}>
          <AppUpsellHost />
        </Suspense>
      ) : null}
      {consent ? (
        <Suspense fallback={null}>
          <ConsentHost openSettings={consent === 'settings'} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
