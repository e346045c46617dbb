// The settings' password (issue 16, "/settings (profile, account, …)"): change it with the
// current one; every other session ends (UserPasswordResource update), and the list of
// sessions beside it is read again.
import { useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CHANGE_PASSWORD, PASSWORD_RESET, routeHref } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { sessionsQuery } from '../../api/queries';
import { FormError } from '../../components/auth-form/AuthLayout';
import { CurrentPasswordField } from '../../components/auth-form/LoginFields';
import {
  checkedNewPassword,
  explainPasswordRefusal,
  NewPasswordFields,
} from '../../components/auth-form/NewPasswordFields';
import { field, useFormSubmit } from '../../components/auth-form/use-auth-submit';
import { showToast } from '../../saving/overlays';

export function PasswordSection() {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const { error, pending, onSubmit } = useFormSubmit(
    (data) =>
      postResource('UserPasswordResource', 'update', {
        current_password: field(data, 'current_password'),
        new_password: checkedNewPassword(data, 'new_password'),
      }),
    () => {
      form.current?.reset();
      showToast({ text: CHANGE_PASSWORD.changed });
      void queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
    },
    explainPasswordRefusal,
  );
  return (
    <section
      className="settings-section"
      aria-labelledby={headingId}
      data-testid="settings-password"
    >
      <h2 id={headingId}>{CHANGE_PASSWORD.heading}</h2>
      <form ref={form} className="auth-form settings-form" method="post" onSubmit={onSubmit}>
        <CurrentPasswordField
          id="settings-current-password"
          name="current_password"
          label={CHANGE_PASSWORD.current}
        />
        <NewPasswordFields
          id="settings-new-password"
          name="new_password"
          label={PASSWORD_RESET.newPassword}
        />
        <FormError message={error} />
        <button type="submit" className="btn btn-red" disabled={pending}>
          {CHANGE_PASSWORD.save}
        </button>
        <Link href={routeHref('password-reset')}>{CHANGE_PASSWORD.forgot}</Link>
      </form>
    </section>
  );
}
