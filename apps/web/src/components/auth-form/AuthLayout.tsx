// The centred card both auth forms sit in.
import type { ReactNode } from 'react';

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
