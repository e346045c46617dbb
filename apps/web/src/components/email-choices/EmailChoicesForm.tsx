// Which news Corkboard mails (issue 16): one switch a kind, each saved as it is flipped, and
// "Turn off all email notifications". The settings' section shows the viewer's; the page a
// mail's link opens (/email/subscription/) shows that mail's person's, by its token.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { EmailNotifications } from '@corkboard/contracts';
import { EMAIL_NOTIFICATIONS, MAILED_NEWS_KINDS, type MailedNewsKind } from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { emailNotificationsQuery } from '../../api/email-notification-queries';
import { showToast } from '../../saving/overlays';
import { useHydrated } from '../../state/use-hydrated';
import { QueryError } from '../page-state/PageState';
import '../../consent/consent.css';
import './email-choices.css';

export function EmailChoicesForm({ token }: { token?: string }) {
  const query = useQuery(emailNotificationsQuery(token));
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const idPrefix = useId();

  async function change(
    changes: { kinds: Partial<Record<MailedNewsKind, boolean>> } | { all_off: true },
  ) {
    setBusy(true);
    try {
      const next = await postResource('EmailNotificationsResource', 'update', {
        ...(token ? { token } : {}),
        ...changes,
      });
      queryClient.setQueryData<EmailNotifications>(emailNotificationsQuery(token).queryKey, next);
      showToast({
        text: 'all_off' in changes ? EMAIL_NOTIFICATIONS.allOffDone : EMAIL_NOTIFICATIONS.saved,
      });
    } catch (failure) {
      showToast({
        text: isApiError(failure) ? failure.message : EMAIL_NOTIFICATIONS.linkUnusable,
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  if (query.isPending) return <div className="feed-status" role="status" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'not_found') {
      return (
        <p className="settings-more" role="alert" data-testid="email-choices-unusable">
          {query.error.message}
        </p>
      );
    }
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { email, verified, kinds } = query.data;
  const anyOn = MAILED_NEWS_KINDS.some((kind) => kinds[kind]);
  return (
    <div className="email-choices" data-testid="email-choices">
      <p className="settings-more">
        {EMAIL_NOTIFICATIONS.intro} {EMAIL_NOTIFICATIONS.to(email)}
      </p>
      {verified ? null : (
        <p className="settings-more" data-testid="email-choices-unverified">
          {EMAIL_NOTIFICATIONS.unverified}
        </p>
      )}
      <ul className="email-choices-list">
        {MAILED_NEWS_KINDS.map((kind) => (
          <li key={kind} className="consent-category">
            <label htmlFor={`${idPrefix}-${kind}`}>
              <strong>{EMAIL_NOTIFICATIONS.kinds[kind]}</strong>
            </label>
            <input
              id={`${idPrefix}-${kind}`}
              type="checkbox"
              role="switch"
              className="consent-switch"
              checked={kinds[kind]}
              disabled={busy || !hydrated}
              onChange={(event) => void change({ kinds: { [kind]: event.target.checked } })}
              data-testid={`email-choice-${kind}`}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-grey"
        disabled={busy || !hydrated || !anyOn}
        onClick={() => void change({ all_off: true })}
        data-testid="email-choices-all-off"
      >
        {EMAIL_NOTIFICATIONS.allOff}
      </button>
    </div>
  );
}
