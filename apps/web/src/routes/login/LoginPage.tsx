// Sign in: UserSessionResource create {username_or_email, password}.
import { Link } from 'wouter';
import { AUTH, EMAIL_MAX, NAV, PASSWORD_MAX, routeHref } from '@corkboard/domain';
import { AuthLayout, FormError } from '../../components/auth-form/AuthLayout';
import { field, useAuthSubmit } from '../../components/auth-form/use-auth-submit';
import { PageMeta } from '../../components/page-meta/PageMeta';

export default function LoginPage() {
  const { error, pending, next, onSubmit } = useAuthSubmit('UserSessionResource', (form) => ({
    username_or_email: field(form, 'username_or_email').trim(),
    password: field(form, 'password'),
  }));
  return (
    <AuthLayout title={AUTH.logInTitle}>
      <PageMeta title={NAV.logIn} path="/login/" />
      <form className="auth-form" method="post" onSubmit={onSubmit}>
        <label htmlFor="login-username">{AUTH.emailOrUsername}</label>
        <input
          id="login-username"
          name="username_or_email"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX}
          required
        />
        <label htmlFor="login-password">{AUTH.password}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          required
        />
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
