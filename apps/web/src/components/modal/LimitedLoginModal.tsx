// The limited-login modal (spec 002 §2.3, §6, reqs 002-2.32, 002-6.02, 002-6.04): the gated
// action's header, a short log-in form, and links to the full log-in and sign-up pages; every way
// in comes back to `next` ("the post-login route is built from the current pin path").
import { useState, type FormEvent } from 'react';
import {
  AUTH,
  LIMITED_LOGIN_UI,
  limitedLoginHeader,
  limitedLoginLinks,
  NAV,
  safeNextPath,
  type GatedAction,
} from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { AccountField, CurrentPasswordField } from '../auth-form/LoginFields';
import { Modal } from './Modal';

export interface LimitedLoginModalProps {
  action: GatedAction;
  next: string;
  onClose: () => void;
}

export function LimitedLoginModal({ action, next, onClose }: LimitedLoginModalProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const links = limitedLoginLinks(next);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await postResource('UserSessionResource', 'create', {
        username_or_email: String(form.get('username_or_email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
      });
      // A full load, so the server renders the page for the new session (and the signed-out
      // saves are merged on it).
      window.location.assign(safeNextPath(next));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : AUTH.wrongCredentials);
      setPending(false);
    }
  }

  return (
    <Modal
      title={limitedLoginHeader(action)}
      subtitle={LIMITED_LOGIN_UI.subheader}
      onClose={onClose}
      testId="limited-login-modal"
    >
      <form
        className="modal-form"
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        data-testid="limited-login-form"
      >
        <AccountField id="ll-username" testId="limited-login-username" autoFocus />
        <CurrentPasswordField id="ll-password" testId="limited-login-password" />
        <p className="form-error" role="alert" data-testid="limited-login-error">
          {error}
        </p>
        <button
          type="submit"
          className="btn btn-red btn-block"
          disabled={pending}
          data-testid="limited-login-submit"
        >
          {AUTH.logIn}
        </button>
      </form>
      <p className="modal-links">
        <a href={links.login} data-testid="limited-login-login-link">
          {LIMITED_LOGIN_UI.fullLogin}
        </a>
      </p>
      <p className="modal-links">
        {AUTH.noAccount}{' '}
        <a href={links.signup} data-testid="limited-login-signup-link">
          {NAV.signUp}
        </a>
      </p>
    </Modal>
  );
}
