// Sign in: UserSessionResource create {username_or_email, password}.
import { Link } from 'wouter';
import { AUTH, NAV, PASSWORD_RESET, routeHref } from '@corkboard/domain';
import { AuthLayout, FormError } from '../../components/auth-form/AuthLayout';
import { AccountField, CurrentPasswordField } from '../../components/auth-form/LoginFields';
import { loginOptions, useAuthSubmit } from '../../components/auth-form/use-auth-submit';
import { PageMeta } from '../../components/page-meta/PageMeta';

export default function LoginPage() {
  const { error, pending, next, onSubmit } = useAuthSubmit('UserSessionResource', loginOptions);
  return (
    <AuthLayout title={AUTH.logInTitle}>
      <PageMeta title={NAV.logIn} path="/login/" />
      <form className="auth-form" method="post" onSubmit={onSubmit}>
        <AccountField id="login-username" />
        <CurrentPasswordField id="login-password" />
        <Link
          href={routeHref('password-reset')}
          className="auth-forgot"
          data-testid="forgot-password"
        >
          {PASSWORD_RESET.forgotLink}
        </Link>
        <FormError message={error} />
        <button type="submit" className="btn btn-red btn-block" disabled={pending}>
          {AUTH.logIn}
        </button>
      </form>
      <p className="auth-switch">
        {AUTH.noAccount}{' '}
        <Link href={routeHref('signup', {}, next === '/' ? {} : { next })}>{NAV.signUp}</Link>
      </p>
    </AuthLayout>
  );
}
