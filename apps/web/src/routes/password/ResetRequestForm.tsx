// Asking for a reset link by mail (PasswordResetResource create): the answer is the same
// whether the account exists, so the page says "if that account exists".
import { useState } from 'react';
import { Link } from 'wouter';
import { PASSWORD_RESET, routeHref } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { FormError } from '../../components/auth-form/AuthLayout';
import { AccountField } from '../../components/auth-form/LoginFields';
import { field, useFormSubmit } from '../../components/auth-form/use-auth-submit';

export function ResetRequestForm() {
  const [sent, setSent] = useState(false);
  const { error, pending, onSubmit } = useFormSubmit(
    (form) =>
      postResource('PasswordResetResource', 'create', {
        username_or_email: field(form, 'username_or_email').trim(),
      }),
    () => setSent(true),
  );
  if (sent) {
    return (
      <div className="auth-notice" role="status" data-testid="reset-sent">
        <h2>{PASSWORD_RESET.sentTitle}</h2>
        <p>{PASSWORD_RESET.sent}</p>
        <Link href={routeHref('login')}>{PASSWORD_RESET.backToLogIn}</Link>
      </div>
    );
  }
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit}>
      <p className="auth-tagline">{PASSWORD_RESET.requestIntro}</p>
      <AccountField id="reset-login" />
      <FormError message={error} />
      <button type="submit" className="btn btn-red btn-block" disabled={pending}>
        {PASSWORD_RESET.send}
      </button>
    </form>
  );
}
