// The settings' email (issue 16, "email verification"): the address, whether its link was
// opened, and mailing the link again (EmailVerificationResource).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EMAIL_CHECK } from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { emailCheckQuery } from '../../api/queries';
import { QueryError } from '../../components/page-state/PageState';
import { showToast } from '../../saving/overlays';
import { useHydrated } from '../../state/use-hydrated';

export function EmailSection() {
  const headingId = useId();
  const query = useQuery(emailCheckQuery());
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  async function sendAgain(email: string) {
    setBusy(true);
    try {
      await postResource('EmailVerificationResource', 'create', {});
      showToast({ text: EMAIL_CHECK.sent(email) });
    } catch (failure) {
      showToast({
        text: isApiError(failure) ? failure.message : EMAIL_CHECK.errorTitle,
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="settings-section" aria-labelledby={headingId} data-testid="settings-email">
      <h2 id={headingId}>{EMAIL_CHECK.heading}</h2>
      {query.isPending ? (
        <div className="feed-status" role="status" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="settings-status">{query.data.email}</p>
          <p className="settings-more" data-testid="settings-email-state">
            {query.data.verified ? EMAIL_CHECK.verified : EMAIL_CHECK.unverified}
          </p>
          {query.data.verified ? null : (
            <button
              type="button"
              className="btn btn-grey"
              disabled={busy || !hydrated}
              onClick={() => void sendAgain(query.data.email)}
              data-testid="settings-email-again"
            >
              {EMAIL_CHECK.sendAgain}
            </button>
          )}
        </>
      )}
    </section>
  );
}
