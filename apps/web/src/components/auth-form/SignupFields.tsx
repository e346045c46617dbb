// The sign-up form's fields: email, a new password and the first name (the sign-up page and the
// signup modals; `signupOptions` reads them).
import { AUTH, EMAIL_MAX, FIRST_NAME_MAX } from '@corkboard/domain';
import { NewPasswordFields } from './NewPasswordFields';

export function SignupFields({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  return (
    <>
      <label htmlFor={`${id}-email`}>{AUTH.email}</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        required
        data-autofocus={autoFocus ? '' : undefined}
      />
      <NewPasswordFields
        id={`${id}-password`}
        name="password"
        label={AUTH.createPassword}
        confirm={false}
      />
      <label htmlFor={`${id}-first-name`}>{AUTH.firstName}</label>
      <input
        id={`${id}-first-name`}
        name="first_name"
        type="text"
        autoComplete="given-name"
        maxLength={FIRST_NAME_MAX}
        required
      />
    </>
  );
}
