// The gated prompts (spec 000 §6, req 000-6.05: "Gated actions give a signup or login modal: a
// desktop signup modal, or a mobile signup modal with heading type and pin id"; spec 002 §2.3,
// §6, reqs 002-2.32, 002-6.01, 002-6.02, 002-6.04). Which one opens is the domain's
// `gatedPrompt`, decided once when it opens: a limited-login viewer (this browser had a signed-in
// session) gets the login modal; a logged-out visitor the desktop signup modal, or on a phone the
// mobile one, a bottom sheet (modal.css) showing the pin's picture from the query cache. Each is
// titled with the action's limited-login header, switches to the other form, and comes back to
// `next` ("the post-login route is built from the current pin path"): a log-in straight there,
// a sign-up through onboarding, whose first signed-in page re-saves the signed-out saves.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTH,
  gatedPrompt,
  LIMITED_LOGIN_UI,
  limitedLoginHeader,
  limitedLoginLinks,
  NAV,
  otherForm,
  promptForm,
  visitorType,
  type GatedAction,
  type PromptForm,
} from '@corkboard/domain';
import { FormError } from '../auth-form/AuthLayout';
import { AccountField, CurrentPasswordField } from '../auth-form/LoginFields';
import { SignupFields } from '../auth-form/SignupFields';
import {
  loginOptions,
  signupOptions,
  throughOnboarding,
  useAuthSubmit,
} from '../auth-form/use-auth-submit';
import { opensAsSheet } from '../sheet/BottomSheet';
import { findPin, pinThumb } from '../../saving/pin-cache';
import { useApp } from '../../state/app-context';
import { readAccountMarker } from '../../visitor/account-marker';
import { readSession } from '../../visitor/session';
import { Modal } from './Modal';

export interface GatedPromptModalProps {
  action: GatedAction;
  pinId: string | null;
  next: string;
  onClose: () => void;
}

export function GatedPromptModal({ action, pinId, next, onClose }: GatedPromptModalProps) {
  const { viewer } = useApp();
  const queryClient = useQueryClient();
  // Read once: a prompt does not change kind when the window is resized or a record is written.
  const [phone] = useState(opensAsSheet);
  const [prompt] = useState(() =>
    gatedPrompt({
      visitor: visitorType({ signedIn: viewer !== null, marker: readAccountMarker() }),
      action,
      phone,
      pinId,
    }),
  );
  const [session] = useState(() => readSession(viewer));
  const [form, setForm] = useState<PromptForm>(() => (prompt ? promptForm(prompt) : 'login'));
  // Signed in, the action runs directly; nothing asks for this modal then.
  if (!prompt) return null;

  const thumb = prompt.pinId ? pinThumb(findPin(queryClient, prompt.pinId)) : null;
  const links = limitedLoginLinks(next);
  const signup = form === 'signup';
  const subtitle = session.hasSavedUnauthPin
    ? signup
      ? LIMITED_LOGIN_UI.savedPinWaitsSignup
      : LIMITED_LOGIN_UI.savedPinWaitsLogin
    : LIMITED_LOGIN_UI.subheader;

  return (
    <Modal
      title={limitedLoginHeader(prompt.headingType)}
      subtitle={subtitle}
      onClose={onClose}
      testId="gated-prompt"
      variant={prompt.modal}
      media={
        thumb ? (
          <img className="gated-prompt-pin" src={thumb} alt="" data-testid="gated-prompt-pin" />
        ) : null
      }
    >
      <div data-form={form} data-testid="gated-prompt-body">
        {/* On a phone, no keyboard rises over the sheet before the person asks for it. */}
        <PromptFormView key={form} form={form} next={next} autoFocus={!phone} />
        <p className="modal-links">
          <a
            href={signup ? links.signup : links.login}
            data-testid={signup ? 'gated-prompt-full-signup' : 'limited-login-login-link'}
          >
            {signup ? LIMITED_LOGIN_UI.fullSignup : LIMITED_LOGIN_UI.fullLogin}
          </a>
        </p>
        <p className="modal-links">
          {signup ? AUTH.haveAccount : AUTH.noAccount}{' '}
          <button
            type="button"
            className="modal-switch"
            onClick={() => setForm(otherForm(form))}
            data-testid="gated-prompt-switch"
          >
            {signup ? NAV.logIn : NAV.signUp}
          </button>
        </p>
      </div>
    </Modal>
  );
}

/** The prompt's form: log in, or sign up (keyed by the form, so a switch starts afresh). */
function PromptFormView({
  form,
  next,
  autoFocus,
}: {
  form: PromptForm;
  next: string;
  autoFocus: boolean;
}) {
  const signup = form === 'signup';
  const { error, pending, onSubmit } = useAuthSubmit(
    signup ? 'UserRegisterResource' : 'UserSessionResource',
    signup ? signupOptions : loginOptions,
    signup ? throughOnboarding : undefined,
    next,
  );
  return (
    <form
      className="modal-form"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      data-testid={signup ? 'gated-signup-form' : 'limited-login-form'}
    >
      {signup ? (
        <SignupFields id="gp-signup" autoFocus={autoFocus} />
      ) : (
        <>
          <AccountField id="ll-username" testId="limited-login-username" autoFocus={autoFocus} />
          <CurrentPasswordField id="ll-password" testId="limited-login-password" />
        </>
      )}
      <FormError message={error} />
      <button
        type="submit"
        className="btn btn-red btn-block"
        disabled={pending}
        data-testid={signup ? 'gated-signup-submit' : 'limited-login-submit'}
      >
        {signup ? AUTH.continue : AUTH.logIn}
      </button>
    </form>
  );
}
