// Submitting the sign-in and sign-up forms: POST the resource, show the server's message on
// failure, and on success load the `next` page (a local path only) with a full navigation, so
// the server renders it for the new session.
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import type { ResourceOptions } from '@corkboard/contracts';
import { API_ERRORS, safeNextPath } from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { useHydrated } from '../../state/use-hydrated';

export function useNextPath(): string {
  return safeNextPath(new URLSearchParams(useSearch()).get('next'));
}

type AuthResource = 'UserSessionResource' | 'UserRegisterResource';

export function useAuthSubmit(
  resource: AuthResource,
  toOptions: (form: FormData) => ResourceOptions<AuthResource, 'create'>,
) {
  const next = useNextPath();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await postResource(resource, 'create', toOptions(new FormData(event.currentTarget)));
      window.location.assign(next);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : API_ERRORS.internal);
      setPending(false);
    }
  }

  // Until hydration the form cannot submit through the API: keep it disabled so a fast click
  // never falls back to a native submit (which would put the password in the URL).
  const hydrated = useHydrated();
  return { error, pending: pending || !hydrated, next, onSubmit };
}

export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
