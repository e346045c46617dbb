// The app-upsell modal (req 000-4.33; texts: copy/app-upsell-ui.ts): Corkboard's app is the
// installable web app, so "Get the app" shows the browser's install dialog when the browser
// offers one, and otherwise how to add it from the browser's menu. Closed by installing or by
// dismissing it (Not now, Escape, the backdrop); each answer is kept (domain appUpsellBlock)
// and logged, the install with its referrer (req 000-7.21).
import { useEffect, useRef, useState } from 'react';
import {
  APP_UPSELL,
  appUpsellDismissed,
  appUpsellInstalled,
  appUpsellShown,
  CLIENT_EVENT,
  deepLinkPath,
  installReferrer,
  installReferrerAux,
  ONBOARDING,
  VIEW_TYPE,
} from '@corkboard/domain';
import { logEvent } from '../../logging/event-log';
import { currentPlatform } from '../../upsell/app-device';
import { promptInstall, useInstallOffered } from '../../upsell/install-offer';
import { Modal } from '../modal/Modal';
import { readAppUpsellRecord, writeAppUpsellRecord } from './app-upsell-record';
import './app-upsell.css';

function newInstallId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export default function AppUpsellModal({ onClose }: { onClose: () => void }) {
  const offered = useInstallOffered();
  const [howTo, setHowTo] = useState(false);
  const installId = useRef('');

  useEffect(() => {
    installId.current = newInstallId();
    writeAppUpsellRecord(appUpsellShown(readAppUpsellRecord(), Date.now(), installId.current));
    logEvent({ event_type: CLIENT_EVENT.appUpsellShown, view_type: VIEW_TYPE.appUpsell });
  }, []);

  const dismiss = () => {
    writeAppUpsellRecord(appUpsellDismissed(readAppUpsellRecord(), Date.now()));
    logEvent({ event_type: CLIENT_EVENT.appUpsellDismissed, view_type: VIEW_TYPE.appUpsell });
    onClose();
  };

  const getApp = async () => {
    if (!offered) {
      setHowTo(true);
      return;
    }
    const outcome = await promptInstall();
    if (outcome !== 'accepted') return dismiss();
    writeAppUpsellRecord(appUpsellInstalled(readAppUpsellRecord(), Date.now()));
    const { pathname, search, href } = window.location;
    const referrer = installReferrer({
      deeplinkPath: deepLinkPath(pathname, search, currentPlatform()),
      currentPageUrl: href,
      installId: installId.current,
    });
    logEvent({
      event_type: CLIENT_EVENT.appUpsellInstalled,
      view_type: VIEW_TYPE.appUpsell,
      aux_data: installReferrerAux(referrer),
    });
    onClose();
  };

  const ios = currentPlatform() === 'ios';
  return (
    <Modal title={APP_UPSELL.title} onClose={dismiss} testId="app-upsell">
      <div className="app-upsell">
        <div className="logo-mark logo-mark-large" aria-hidden="true">
          C
        </div>
        <p>{APP_UPSELL.body}</p>
        {howTo ? (
          <p className="app-upsell-how" role="status" data-testid="app-upsell-how">
            {ios ? APP_UPSELL.howToIos : ONBOARDING.installHint}
          </p>
        ) : null}
        <div className="app-upsell-buttons">
          {howTo ? (
            <button type="button" className="btn btn-red" onClick={dismiss}>
              {APP_UPSELL.done}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-red"
                onClick={() => void getApp()}
                data-testid="app-upsell-open"
              >
                {APP_UPSELL.openInApp}
              </button>
              <button
                type="button"
                className="btn"
                onClick={dismiss}
                data-testid="app-upsell-dismiss"
              >
                {APP_UPSELL.notNow}
              </button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
