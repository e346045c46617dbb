// /email/subscription/ (spec 002 §2.1; issue 16): where every notification mail's link leads.
// With the mail's token it shows that mail's person's choices, signed out too, so one click
// from any mail turns a kind, or every kind, off; without one, the viewer's, or a way to log in.
import { Link } from 'wouter';
import { EMAIL_NOTIFICATIONS, routeHref } from '@corkboard/domain';
import { AuthLayout } from '../../components/auth-form/AuthLayout';
import { EmailChoicesForm } from '../../components/email-choices/EmailChoicesForm';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { useApp } from '../../state/app-context';
import './password.css';

export function EmailSubscriptionPage({ token }: { token: string }) {
  const { viewer } = useApp();
  return (
    <AuthLayout title={EMAIL_NOTIFICATIONS.heading}>
      <PageMeta title={EMAIL_NOTIFICATIONS.heading} noindex />
      <div className="email-subscription" data-testid="email-subscription">
        {token || viewer ? (
          <EmailChoicesForm {...(token ? { token } : {})} />
        ) : (
          <Link
            href={routeHref('login', {}, { next: routeHref('email-subscription') })}
            className="btn btn-red"
          >
            {EMAIL_NOTIFICATIONS.logIn}
          </Link>
        )}
        {viewer ? (
          <Link href={routeHref('settings')} className="email-subscription-settings">
            {EMAIL_NOTIFICATIONS.toSettings}
          </Link>
        ) : null}
      </div>
    </AuthLayout>
  );
}
