// /password/reset/ (spec 002 §2.1; issue 16): ask for a link to choose a new password.
import { Link } from 'wouter';
import { NAV, PASSWORD_RESET, routeHref } from '@corkboard/domain';
import { AuthLayout } from '../../components/auth-form/AuthLayout';
import './password.css';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { ResetRequestForm } from './ResetRequestForm';

export function ForgotPasswordPage() {
  return (
    <AuthLayout title={PASSWORD_RESET.requestTitle}>
      <PageMeta title={PASSWORD_RESET.requestTitle} path="/password/reset/" noindex />
      <ResetRequestForm />
      <p className="auth-switch">
        <Link href={routeHref('login')}>{NAV.logIn}</Link>
      </p>
    </AuthLayout>
  );
}
