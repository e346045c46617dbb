// /pw/{username}/?t={token} (spec 002 §2.1; issue 16): the page a reset mail links to. The
// server prefetches what the link can still do; a usable link sets the new password, which
// signs this browser in and every other session out.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  PASSWORD_RESET,
  RESET_TOKEN_PATTERN,
  routeHref,
  type ResetTokenState,
} from '@corkboard/domain';
import { postResource } from '../../api/client';
import { resetLinkQuery } from '../../api/queries';
import { AuthLayout, FormError } from '../../components/auth-form/AuthLayout';
import {
  checkedNewPassword,
  explainPasswordRefusal,
  NewPasswordFields,
} from '../../components/auth-form/NewPasswordFields';
import { useFormSubmit } from '../../components/auth-form/use-auth-submit';
import './password.css';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';

const WHY_NOT: Record<Exclude<ResetTokenState, 'usable'>, string> = {
  expired: PASSWORD_RESET.linkExpired,
  used: PASSWORD_RESET.linkUsed,
  unknown: PASSWORD_RESET.linkUnknown,
};

export function ResetPasswordPage({ username, token }: { username: string; token: string }) {
  const wellFormed = RESET_TOKEN_PATTERN.test(token);
  const link = useQuery({ ...resetLinkQuery(username, token), enabled: wellFormed });
  const [changed, setChanged] = useState(false);
  let body;
  if (changed) body = <Changed />;
  else if (!wellFormed) body = <Unusable state="unknown" />;
  else if (link.isPending) body = <PageLoading />;
  else if (link.isError)
    body = <QueryError error={link.error} onRetry={() => void link.refetch()} />;
  else if (link.data.state !== 'usable') body = <Unusable state={link.data.state} />;
  else
    body = <NewPasswordForm username={username} token={token} onChanged={() => setChanged(true)} />;
  return (
    <AuthLayout title={PASSWORD_RESET.chooseTitle}>
      <PageMeta title={PASSWORD_RESET.chooseTitle} noindex />
      {body}
    </AuthLayout>
  );
}

function NewPasswordForm({
  username,
  token,
  onChanged,
}: {
  username: string;
  token: string;
  onChanged: () => void;
}) {
  const { error, pending, onSubmit } = useFormSubmit(
    (form) =>
      postResource('PasswordResetResource', 'update', {
        username,
        token,
        password: checkedNewPassword(form, 'password'),
      }),
    onChanged,
    explainPasswordRefusal,
  );
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit}>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <NewPasswordFields id="reset-password" name="password" label={PASSWORD_RESET.newPassword} />
      <FormError message={error} />
      <button type="submit" className="btn btn-red btn-block" disabled={pending}>
        {PASSWORD_RESET.save}
      </button>
    </form>
  );
}

function Unusable({ state }: { state: Exclude<ResetTokenState, 'usable'> }) {
  return (
    <div className="auth-notice" role="alert" data-testid="reset-link-unusable">
      <p>{WHY_NOT[state]}</p>
      <Link href={routeHref('password-reset')} className="btn btn-red btn-block">
        {PASSWORD_RESET.askAgain}
      </Link>
    </div>
  );
}

function Changed() {
  // A full navigation: the server renders home for the session the reset signed in.
  return (
    <div className="auth-notice" role="status" data-testid="reset-done">
      <p>{PASSWORD_RESET.changed}</p>
      <a href="/" className="btn btn-red btn-block">
        {PASSWORD_RESET.continue}
      </a>
    </div>
  );
}
