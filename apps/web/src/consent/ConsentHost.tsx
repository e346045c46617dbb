// Cookie consent on the page (issue 16; spec 000 §2, §4): the banner while this browser has
// not answered the current policy, and the settings modal from "Let me choose" or from
// anywhere that opens the cookie choices (openCookieChoices). Loaded only when one of them is
// needed; bots are asked nothing.
import { useEffect, useState } from 'react';
import type { ConsentAllowed } from '@corkboard/domain';
import { ConsentBanner } from './ConsentBanner';
import { ConsentSettings } from './ConsentSettings';
import { COOKIE_CHOICES_EVENT } from './open-cookie-choices';
import { onPageConsent, pageAllows, pageConsent } from './page-consent';
import { browserSendsGpc, saveConsent, type ConsentSurface } from './save-consent';
import './consent.css';

export default function ConsentHost({
  openSettings,
  signedIn,
}: {
  openSettings: boolean;
  signedIn: boolean;
}) {
  const [banner, setBanner] = useState(() => pageConsent() === 'unset');
  const [settings, setSettings] = useState(openSettings);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const open = () => setSettings(true);
    window.addEventListener(COOKIE_CHOICES_EVENT, open);
    // An answer given elsewhere (the settings page) ends the banner too.
    const stop = onPageConsent(() => setBanner(false));
    return () => {
      window.removeEventListener(COOKIE_CHOICES_EVENT, open);
      stop();
    };
  }, []);

  async function answer(allowed: ConsentAllowed, surface: ConsentSurface) {
    setBusy(true);
    const saved = await saveConsent(signedIn, allowed, surface);
    setBusy(false);
    if (!saved) return;
    setBanner(false);
    setSettings(false);
  }

  const all = (on: boolean): ConsentAllowed => ({
    analytics: on,
    marketing: on,
    personalization: on,
  });
  return (
    <>
      {banner ? (
        <ConsentBanner
          busy={busy}
          settingsOpen={settings}
          onAnswer={(accept) => void answer(all(accept), 'cookie_banner')}
          onChoose={() => setSettings(true)}
        />
      ) : null}
      {settings ? (
        <ConsentSettings
          initial={pageAllows()}
          gpc={browserSendsGpc()}
          busy={busy}
          onSave={(allowed) => void answer(allowed, 'cookie_settings')}
          onClose={() => setSettings(false)}
        />
      ) : null}
    </>
  );
}
