// The fields that name an account and prove it: "Email or username" and a password already
// chosen (the login page, the limited-login modal, the reset request, the settings' password).
import { AUTH, EMAIL_MAX, PASSWORD_MAX } from '@corkboard/domain';

export function AccountField({
  id,
  testId,
  autoFocus = false,
}: {
  id: string;
  testId?: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <label htmlFor={id}>{AUTH.emailOrUsername}</label>
      <input
        id={id}
        name="username_or_email"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX}
        required
        data-autofocus={autoFocus ? '' : undefined}
        data-testid={testId}
      />
    </>
  );
}

export function CurrentPasswordField({
  id,
  name = 'password',
  label = AUTH.password,
  testId,
}: {
  id: string;
  name?: string;
  label?: string;
  testId?: string;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        required
        data-testid={testId}
      />
    </>
  );
}
