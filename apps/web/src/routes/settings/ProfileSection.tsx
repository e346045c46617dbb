// The settings' public profile (issue 16, "/settings (profile, …)"): the photo (PhotoField),
// first and last name, About and the username (the profile's address), saved with UserProfileResource update. A new
// username moves every link of the page, so the page is loaded again under it.
import { useId } from 'react';
import {
  ABOUT_MAX,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  PROFILE_SETTINGS,
  USERNAME_MAX,
} from '@corkboard/domain';
import { postResource } from '../../api/client';
import { FormError } from '../../components/auth-form/AuthLayout';
import { field, useFormSubmit } from '../../components/auth-form/use-auth-submit';
import { showToast } from '../../saving/overlays';
import { useApp } from '../../state/app-context';
import { PhotoField } from './PhotoField';

export function ProfileSection() {
  const { viewer } = useApp();
  const headingId = useId();
  const { error, pending, onSubmit } = useFormSubmit(
    (data) =>
      postResource('UserProfileResource', 'update', {
        first_name: field(data, 'first_name'),
        last_name: field(data, 'last_name'),
        about: field(data, 'about'),
        username: field(data, 'username'),
      }),
    (me) => {
      if (viewer && me.username !== viewer.username) {
        window.location.assign('/settings/');
        return 'leaving';
      }
      showToast({ text: PROFILE_SETTINGS.saved });
    },
  );
  if (!viewer) return null;
  return (
    <section
      className="settings-section"
      aria-labelledby={headingId}
      data-testid="settings-profile"
    >
      <h2 id={headingId}>{PROFILE_SETTINGS.heading}</h2>
      <p className="settings-intro">{PROFILE_SETTINGS.intro}</p>
      <PhotoField />
      <form className="auth-form settings-form" method="post" onSubmit={onSubmit}>
        <label htmlFor="settings-first-name">{PROFILE_SETTINGS.firstName}</label>
        <input
          id="settings-first-name"
          name="first_name"
          defaultValue={viewer.first_name}
          maxLength={FIRST_NAME_MAX}
          required
          autoComplete="given-name"
        />
        <label htmlFor="settings-last-name">{PROFILE_SETTINGS.lastName}</label>
        <input
          id="settings-last-name"
          name="last_name"
          defaultValue={viewer.full_name.slice(viewer.first_name.length).trim()}
          maxLength={LAST_NAME_MAX}
          autoComplete="family-name"
        />
        <label htmlFor="settings-about">{PROFILE_SETTINGS.about}</label>
        <textarea
          id="settings-about"
          name="about"
          className="settings-about"
          defaultValue={viewer.about}
          maxLength={ABOUT_MAX}
          rows={3}
        />
        <label htmlFor="settings-username">{PROFILE_SETTINGS.username}</label>
        <input
          id="settings-username"
          name="username"
          defaultValue={viewer.username}
          maxLength={USERNAME_MAX}
          required
          autoComplete="username"
          aria-describedby="settings-username-hint"
        />
        <p id="settings-username-hint" className="field-hint">
          {PROFILE_SETTINGS.usernameHint}
        </p>
        <FormError message={error} />
        <button type="submit" className="btn btn-red" disabled={pending} data-testid="profile-save">
          {PROFILE_SETTINGS.save}
        </button>
      </form>
    </section>
  );
}
