// Submitting the account forms (sign-in, sign-up, the password reset pages): send, show the
// server's message on failure, and hand the answer on. Sign-in and sign-up then load the `next`
// page (a local path only) with a full navigation, so the server renders it for the new session.
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import type { ResourceOptions } from '@corkboard/contracts';
import { API_ERRORS, routeHref, safeNextPath } from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { useHydrated } from '../../state/use-hydrated';

export function useNextPath(): string {
  return safeNextPath(new URLSearchParams(useSearch()).get('next'));
}

/**
 * A form that sends `send(form)`; `done` gets its answer. `explain` may put a refusal in the
 * page's own words (null: the server's message).
 */
export function useFormSubmit<T>(
  send: (form: FormData) => Promise<T>,
  /** What follows success; 'leaving' when it navigates away (the form stays busy till then). */
  done: (answer: T) => void | 'leaving',
  explain: (failure: unknown) => string | null = () => null,
) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const answer = await send(new FormData(event.currentTarget));
      // Staying on the page, the form can be sent again (a second password change, a profile).
      if (done(answer) !== 'leaving') setPending(false);
    } catch (failure) {
      setError(explain(failure) ?? (isApiError(failure) ? failure.message : API_ERRORS.internal));
      setPending(false);
    }
  }

  // Until hydration the form cannot submit through the API: keep it disabled so a fast click
  // never falls back to a native submit (which would put the password in the URL).
  const hydrated = useHydrated();
  return { error, pending: pending || !hydrated, onSubmit };
}

type AuthResource = 'UserSessionResource' | 'UserRegisterResource';

/**
 * `through`: where to go first, given `next` (sign-up goes through onboarding). `nextPath`: the
 * page to come back to when it is not the URL's `next` (the gated prompts: the post-login route).
 */
export function useAuthSubmit(
  resource: AuthResource,
  toOptions: (form: FormData) => ResourceOptions<AuthResource, 'create'>,
  through: (next: string) => string = (next) => next,
  nextPath?: string,
) {
  const fromUrl = useNextPath();
  const next = nextPath === undefined ? fromUrl : safeNextPath(nextPath);
  const submit = useFormSubmit(
    (form) => postResource(resource, 'create', toOptions(form)),
    () => {
      window.location.assign(through(next));
      return 'leaving';
    },
  );
  return { ...submit, next };
}

export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The log-in form's fields, as UserSessionResource create takes them. */
export function loginOptions(form: FormData): ResourceOptions<'UserSessionResource', 'create'> {
  return {
    username_or_email: field(form, 'username_or_email').trim(),
    password: field(form, 'password'),
  };
}

/** The sign-up form's fields (SignupFields.tsx), as UserRegisterResource create takes them. */
export function signupOptions(form: FormData): ResourceOptions<'UserRegisterResource', 'create'> {
  return {
    email: field(form, 'email').trim(),
    password: field(form, 'password'),
    first_name: field(form, 'first_name').trim(),
  };
}

/** A new account sets up its home feed first (spec 002 §9), then goes where it was going. */
export function throughOnboarding(next: string): string {
  return routeHref('onboarding', {}, next === '/' ? {} : { next });
}
