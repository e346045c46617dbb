// Sign up: UserRegisterResource create {email, password, first_name}, then onboarding.
import { Link } from 'wouter';
import { AUTH, EMAIL_MAX, FIRST_NAME_MAX, NAV, routeHref } from '@corkboard/domain';
import { AuthLayout, FormError } from '../../components/auth-form/AuthLayout';
import { NewPasswordFields } from '../../components/auth-form/NewPasswordFields';
import { field, useAuthSubmit } from '../../components/auth-form/use-auth-submit';
import { PageMeta } from '../../components/page-meta/PageMeta';

export default function SignupPage() {
  const { error, pending, next, onSubmit } = useAuthSubmit(
    'UserRegisterResource',
    (form) => ({
      email: field(form, 'email').trim(),
      password: field(form, 'password'),
      first_name: field(form, 'first_name').trim(),
    }),
    // A new account sets up its home feed first (spec 002 §9), then goes where it was going.
    (next) => routeHref('onboarding', {}, next === '/' ? {} : { next }),
  );
  return (
    <AuthLayout title={AUTH.signUpTitle}>
      <PageMeta title={NAV.signUp} path="/signup/" />
      <p className="auth-tagline">{AUTH.tagline}</p>
      <form className="auth-form" method="post" onSubmit={onSubmit}>
        <label htmlFor="signup-email">{AUTH.email}</label>
        <input
          id="signup-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          required
        />
        <NewPasswordFields
          id="signup-password"
          name="password"
          label={AUTH.createPassword}
          confirm={false}
        />
        <label htmlFor="signup-first-name">{AUTH.firstName}</label>
        <input
          id="signup-first-name"
          name="first_name"
          type="text"
          autoComplete="given-name"
          maxLength={FIRST_NAME_MAX}
          required
        />
        <FormError message={error} />
        <button type="submit" className="btn btn-red btn-block" disabled={pending}>
          {AUTH.continue}
        </button>
      </form>
      <p className="auth-switch">
        {AUTH.haveAccount}{' '}
        <Link href={routeHref('login', {}, next === '/' ? {} : { next })}>{NAV.logIn}</Link>
      </p>
    </AuthLayout>
  );
}
