// The settings' sessions (issue 16, "sessions with 'sign out everywhere'"): where the person is
// logged in, by browser and system, this device marked; "Log out of all other devices" ends the
// others and keeps this one; "Log out everywhere" ends this one too and goes home signed out.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { routeHref, SESSIONS, sessionDevice, sessionSince } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { sessionsQuery } from '../../api/queries';
import { QueryError } from '../../components/page-state/PageState';
import { showToast } from '../../saving/overlays';
import { useHydrated } from '../../state/use-hydrated';

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

export function SessionsSection() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(sessionsQuery());
  const [busy, setBusy] = useState(false);
  // Until hydration a click would do nothing: the buttons wait, disabled, for the page.
  const hydrated = useHydrated();
  async function signOut(scope: 'others' | 'all') {
    setBusy(true);
    try {
      await postResource('UserSessionsResource', 'delete', { scope });
    } catch {
      setBusy(false);
      showToast({ text: SESSIONS.failed, tone: 'error' });
      return;
    }
    if (scope === 'all') {
      // Signed out here too: the whole app starts again as a visitor's.
      window.location.assign('/');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
    setBusy(false);
    showToast({ text: SESSIONS.signedOutOthers });
  }
  return (
    <section
      className="settings-section"
      aria-labelledby={headingId}
      data-testid="settings-sessions"
    >
      <h2 id={headingId}>{SESSIONS.heading}</h2>
      {query.isPending ? (
        <div className="feed-status" role="status" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="settings-sessions">
          {query.data.sessions.map((session) => (
            <li key={session.created_at + session.expires_at} data-testid="settings-session">
              <strong>{sessionDevice(session)}</strong>
              <span>
                {sessionSince(DATE.format(new Date(session.created_at)))}
                {session.current ? ` · ${SESSIONS.thisDevice}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="settings-actions">
        {(['others', 'all'] as const).map((scope) => (
          <button
            key={scope}
            type="button"
            className="btn btn-grey"
            disabled={busy || !hydrated}
            onClick={() => void signOut(scope)}
            data-testid={`settings-sign-out-${scope}`}
          >
            {scope === 'others' ? SESSIONS.signOutOthers : SESSIONS.signOutAll}
          </button>
        ))}
      </div>
      <p className="settings-more">
        {SESSIONS.securePrompt}{' '}
        <Link href={routeHref('secure-panic')} data-testid="settings-secure">
          {SESSIONS.secureLink}
        </Link>
      </p>
    </section>
  );
}
