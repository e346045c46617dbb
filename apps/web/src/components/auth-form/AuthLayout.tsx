// The centred card both auth forms sit in, with the way to the cookie choices under it: a
// visitor has no account menu, and the choices must stay one visit away (issue 16).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { routeHref, USER_MENU } from '@corkboard/domain';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page page-auth">
      <div className="auth-card">
        <div className="logo-mark logo-mark-large" aria-hidden="true">
          C
        </div>
        <h1>{title}</h1>
        {children}
      </div>
      <p className="auth-footer">
        <Link href={routeHref('settings')} data-testid="auth-cookie-choices">
          {USER_MENU.cookieChoices}
        </Link>
      </p>
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return (
    <p className="form-error" role="alert" data-testid="auth-error">
      {message}
    </p>
  );
}
