// /email_verification_error/ (spec 002 §2.1; issue 16): where an email check's link lands when it
// cannot be used (expired, used, made up). Signed in, one button mails a new link; signed out,
// the way is to log in first.
import { useState } from 'react';
import { Link } from 'wouter';
import { EMAIL_CHECK, routeHref } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { AuthLayout, FormError } from '../../components/auth-form/AuthLayout';
import { useFormSubmit } from '../../components/auth-form/use-auth-submit';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { useApp } from '../../state/app-context';
import './password.css';

export function EmailCheckFailedPage() {
  const { viewer } = useApp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, pending, onSubmit } = useFormSubmit(
    () => postResource('EmailVerificationResource', 'create', {}),
    () => setSentTo(viewer?.email ?? ''),
  );
  return (
    <AuthLayout title={EMAIL_CHECK.errorTitle}>
      <PageMeta title={EMAIL_CHECK.errorTitle} noindex />
      <p className="auth-tagline" data-testid="email-check-failed">
        {EMAIL_CHECK.errorBody}
      </p>
      {sentTo !== null ? (
        <p className="auth-notice" role="status" data-testid="email-check-sent">
          {EMAIL_CHECK.sent(sentTo)}
        </p>
      ) : viewer ? (
        <form className="auth-form" method="post" onSubmit={onSubmit}>
          <FormError message={error} />
          <button type="submit" className="btn btn-red btn-block" disabled={pending}>
            {EMAIL_CHECK.newLink}
          </button>
        </form>
      ) : (
        <Link href={routeHref('login', {}, { next: '/settings/' })} className="btn btn-red">
          {EMAIL_CHECK.logIn}
        </Link>
      )}
    </AuthLayout>
  );
}
