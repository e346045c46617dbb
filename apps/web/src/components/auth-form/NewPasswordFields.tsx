// A new password, as sign-up, the reset link and the settings ask for it: the length rule under
// it and, except at sign-up, the same typed again. `checkedNewPassword` reads it from the form
// and refuses a mismatch before anything is sent; `explainPasswordRefusal` words the refusal.
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RESET, passwordTooShort } from '@corkboard/domain';
import { isApiError } from '../../api/client';
import { field } from './use-auth-submit';

const CONFIRM = 'confirm';

export function NewPasswordFields({
  id,
  name,
  label,
  confirm = true,
}: {
  id: string;
  name: string;
  label: string;
  confirm?: boolean;
}) {
  const input = (inputId: string, inputName: string, hint: boolean) => (
    <input
      id={inputId}
      name={inputName}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      {...(hint ? { 'aria-describedby': `${id}-hint` } : {})}
      required
    />
  );
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {input(id, name, true)}
      <p id={`${id}-hint`} className="field-hint">
        {passwordTooShort(PASSWORD_MIN)}
      </p>
      {confirm ? (
        <>
          <label htmlFor={`${id}-confirm`}>{PASSWORD_RESET.confirmPassword}</label>
          {input(`${id}-confirm`, CONFIRM, false)}
        </>
      ) : null}
    </>
  );
}

class Mismatch extends Error {}

/** The new password of the form, or a refusal when its two copies differ. */
export function checkedNewPassword(form: FormData, name: string): string {
  const password = field(form, name);
  if (password !== field(form, CONFIRM)) throw new Mismatch(PASSWORD_RESET.mismatch);
  return password;
}

/** A refusal in the form's words: the server's message without its field, or the mismatch. */
export function explainPasswordRefusal(failure: unknown): string | null {
  if (failure instanceof Mismatch) return failure.message;
  return isApiError(failure) ? failure.message.replace(/^\w+: /, '') : null;
}
