// Sign up: UserRegisterResource create {email, password, first_name}, then onboarding.
import { Link } from 'wouter';
import { AUTH, NAV, routeHref } from '@corkboard/domain';
import { AuthLayout, FormError } from '../../components/auth-form/AuthLayout';
import { SignupFields } from '../../components/auth-form/SignupFields';
import {
  signupOptions,
  throughOnboarding,
  useAuthSubmit,
} from '../../components/auth-form/use-auth-submit';
import { PageMeta } from '../../components/page-meta/PageMeta';

export default function SignupPage() {
  const { error, pending, next, onSubmit } = useAuthSubmit(
    'UserRegisterResource',
    signupOptions,
    throughOnboarding,
  );
  return (
    <AuthLayout title={AUTH.signUpTitle}>
      <PageMeta title={NAV.signUp} path="/signup/" />
      <p className="auth-tagline">{AUTH.tagline}</p>
      <form className="auth-form" method="post" onSubmit={onSubmit}>
        <SignupFields id="signup" />
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
