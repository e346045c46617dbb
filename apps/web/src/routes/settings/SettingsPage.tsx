// /settings/ (spec 002 §2.1; issue 16 "Account pages"): the cookie choices, where withdrawing
// consent is one click (Reject all), for visitors and members alike, and, signed in, the public
// profile, the appearance, email, email notifications, password, where they are logged in (SessionsSection) and
// deleting the account. The server prefetches the
// choice that counts for this browser and, signed in, the sessions.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  APPEALS_PAGE,
  COOKIES,
  REPORTS_PAGE,
  cookiesChosenOn,
  routeHref,
  SETTINGS_PAGE,
  USER_MENU,
  type ConsentAllowed,
} from '@corkboard/domain';
import { cookieConsentQuery } from '../../api/queries';
import { useDarkModeSwitch } from '../../components/header/use-dark-mode-switch';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { ConsentChoices } from '../../consent/ConsentChoices';
import { saveConsent } from '../../consent/save-consent';
import { useApp } from '../../state/app-context';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import '../../consent/consent.css';
import './settings.css';

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

export default function SettingsPage() {
  const { viewer } = useApp();
  return (
    <div className="settings-page">
      <PageMeta title={SETTINGS_PAGE.title} path="/settings/" noindex />
      <h1>{SETTINGS_PAGE.title}</h1>
      {viewer ? <ProfileSection /> : null}
      <CookieSection signedIn={viewer !== null} />
      {viewer ? (
        <>
          <AppearanceSection />
          <EmailSection />
          <NotificationsSection />
          <PasswordSection />
          <SessionsSection />
          <AppealsSection />
          <DeleteAccountSection />
        </>
      ) : (
        <p className="settings-more">
          {SETTINGS_PAGE.logInForMore}{' '}
          <Link href={routeHref('login', {}, { next: '/settings/' })}>{SETTINGS_PAGE.logIn}</Link>
        </p>
      )}
    </div>
  );
}

function CookieSection({ signedIn }: { signedIn: boolean }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(cookieConsentQuery());
  const [busy, setBusy] = useState(false);
  async function save(allowed: ConsentAllowed) {
    setBusy(true);
    await saveConsent(signedIn, allowed, 'cookie_settings');
    // The server's word on what now counts (and when it was chosen).
    await queryClient.invalidateQueries({ queryKey: cookieConsentQuery().queryKey });
    setBusy(false);
  }
  return (
    <section
      className="settings-section"
      aria-labelledby={headingId}
      data-testid="settings-cookies"
    >
      <h2 id={headingId}>{SETTINGS_PAGE.cookies}</h2>
      <p className="settings-intro">{COOKIES.settingsIntro}</p>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <QueryError error={query.error} />
      ) : (
        <>
          <p className="settings-status" data-testid="settings-cookies-status">
            {query.data.choice
              ? cookiesChosenOn(DATE.format(new Date(query.data.choice.chosen_at)))
              : COOKIES.notAnswered}
          </p>
          <ConsentChoices
            initial={query.data.choice ?? query.data.allowed}
            gpc={query.data.gpc}
            busy={busy}
            onSave={(allowed) => void save(allowed)}
            idPrefix="settings-consent"
          />
        </>
      )}
    </section>
  );
}

function AppearanceSection() {
  const headingId = useId();
  const { dark, saving, failed, toggle } = useDarkModeSwitch();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{SETTINGS_PAGE.appearance}</h2>
      <div className="consent-category">
        <label htmlFor="settings-dark-mode">
          <strong>{USER_MENU.darkMode}</strong>
        </label>
        <input
          id="settings-dark-mode"
          type="checkbox"
          role="switch"
          className="consent-switch"
          checked={dark}
          disabled={saving}
          onChange={() => void toggle()}
          data-testid="settings-dark-mode"
        />
      </div>
      {failed ? (
        <p className="settings-error" role="alert">
          {USER_MENU.darkModeFailed}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Where a person's own reports and the violations on their content are
 * (/reports-and-violations/), and their appeals against blocked links (/appealed-pin/).
 */
function AppealsSection() {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{APPEALS_PAGE.settingsHeading}</h2>
      <p>
        <Link href={routeHref('reports-and-violations')} data-testid="settings-reports">
          {REPORTS_PAGE.seeReports}
        </Link>
      </p>
      <p>
        <Link href={routeHref('appealed-pin')} data-testid="settings-appeals">
          {APPEALS_PAGE.seeAppeals}
        </Link>
      </p>
    </section>
  );
}
