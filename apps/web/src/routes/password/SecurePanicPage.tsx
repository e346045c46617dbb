// /secure/panic/ (spec 002 §2.1; issue 16: "sign out everywhere and reset the password"):
// signed in, one button ends every session, this one too, and mails a reset link; signed out,
// the reset link alone does it (a new password ends every session).
import { useState } from 'react';
import { Link } from 'wouter';
import { PASSWORD_RESET, routeHref, SECURE_PANIC } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { AuthLayout, FormError } from '../../components/auth-form/AuthLayout';
import { useFormSubmit } from '../../components/auth-form/use-auth-submit';
import './password.css';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { useApp } from '../../state/app-context';
import { ResetRequestForm } from './ResetRequestForm';

export function SecurePanicPage() {
  const { viewer } = useApp();
  return (
    <AuthLayout title={SECURE_PANIC.title}>
      <PageMeta title={SECURE_PANIC.title} path="/secure/panic/" noindex />
      <p className="auth-tagline">{SECURE_PANIC.intro}</p>
      {viewer ? (
        <SecureNow />
      ) : (
        <>
          <p className="auth-tagline">{SECURE_PANIC.signedOut}</p>
          <ResetRequestForm />
        </>
      )}
    </AuthLayout>
  );
}

function SecureNow() {
  const [hint, setHint] = useState<string | null>(null);
  const { error, pending, onSubmit } = useFormSubmit(
    () => postResource('UserSecurePanicResource', 'create', {}),
    (answer) => setHint(answer.email_hint),
  );
  if (hint !== null) {
    return (
      <div className="auth-notice" role="status" data-testid="panic-done">
        <p>{SECURE_PANIC.done(hint)}</p>
        {/* A full navigation: this browser is signed out too. */}
        <a href={routeHref('login')}>{PASSWORD_RESET.backToLogIn}</a>
      </div>
    );
  }
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit}>
      <FormError message={error} />
      <button type="submit" className="btn btn-red btn-block btn-wraps" disabled={pending}>
        {SECURE_PANIC.action}
      </button>
      <Link href={routeHref('settings')}>{PASSWORD_RESET.backToSettings}</Link>
    </form>
  );
}
