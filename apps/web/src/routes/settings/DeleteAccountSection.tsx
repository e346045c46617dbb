// The settings' "delete account" (issue 16): what it takes away, the password, and a red Delete
// account (UserAccountResource delete); once gone, the browser goes home signed out.
import { useId } from 'react';
import { DELETE_ACCOUNT } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { FormError } from '../../components/auth-form/AuthLayout';
import { CurrentPasswordField } from '../../components/auth-form/LoginFields';
import { field, useFormSubmit } from '../../components/auth-form/use-auth-submit';

export function DeleteAccountSection() {
  const headingId = useId();
  const { error, pending, onSubmit } = useFormSubmit(
    (data) => postResource('UserAccountResource', 'delete', { password: field(data, 'password') }),
    () => {
      window.location.assign('/');
      return 'leaving';
    },
  );
  return (
    <section className="settings-section" aria-labelledby={headingId} data-testid="settings-delete">
      <h2 id={headingId}>{DELETE_ACCOUNT.heading}</h2>
      <p className="settings-intro">{DELETE_ACCOUNT.body}</p>
      <form className="auth-form settings-form" method="post" onSubmit={onSubmit}>
        <CurrentPasswordField id="settings-delete-password" label={DELETE_ACCOUNT.password} />
        <FormError message={error} />
        <button
          type="submit"
          className="btn btn-red"
          disabled={pending}
          data-testid="delete-account"
        >
          {DELETE_ACCOUNT.confirm}
        </button>
      </form>
    </section>
  );
}
