// The settings' profile photo (issue 16, "/settings (profile, …)"): a picture from the device
// goes through the upload flow (uploads/use-upload.ts: the pipeline makes every size, the 60x60
// and 136x136 avatars among them); once it is ready it is shown in the circle, and "Save photo"
// makes it the photo (UserProfileResource update {avatar_upload_id}). The page is then loaded
// again so the header shows it too, as a new username does. "Remove photo" goes back to the
// initial.
import { useRef, useState } from 'react';
import { PROFILE_SETTINGS, UPLOAD_ACCEPT } from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { Avatar } from '../../components/avatar/Avatar';
import { useUpload } from '../../uploads/use-upload';
import { useApp } from '../../state/app-context';
import { useHydrated } from '../../state/use-hydrated';

const PHOTO_SIZE = 96;

export function PhotoField() {
  const { viewer } = useApp();
  const hydrated = useHydrated();
  const upload = useUpload();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function setPhoto(uploadId: string | null) {
    setSaving(true);
    setError(null);
    try {
      await postResource('UserProfileResource', 'update', { avatar_upload_id: uploadId });
      window.location.assign('/settings/');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : null);
      setSaving(false);
      upload.reset();
    }
  }

  if (!viewer) return null;
  const ready = upload.state.phase === 'ready' ? upload.state : null;
  const busy = saving || !['idle', 'failed', 'ready'].includes(upload.state.phase);
  const message = upload.state.phase === 'failed' ? upload.state.message : error;
  const photo = viewer.image_medium_url;
  if (ready) {
    return (
      <div className="settings-photo" data-testid="settings-photo">
        <span className="settings-photo-label">{PROFILE_SETTINGS.photo}</span>
        <Avatar
          src={ready.image?.url ?? photo}
          name={viewer.full_name || viewer.username}
          size={PHOTO_SIZE}
        />
        <button
          type="button"
          className="btn btn-red"
          disabled={saving}
          onClick={() => void setPhoto(ready.uploadId)}
          data-testid="settings-photo-save"
        >
          {PROFILE_SETTINGS.savePhoto}
        </button>
        <button type="button" className="btn btn-grey" disabled={saving} onClick={upload.reset}>
          {PROFILE_SETTINGS.cancelPhoto}
        </button>
      </div>
    );
  }
  return (
    <div className="settings-photo" data-testid="settings-photo">
      <span className="settings-photo-label">{PROFILE_SETTINGS.photo}</span>
      <Avatar src={photo} name={viewer.full_name || viewer.username} size={PHOTO_SIZE} />
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.choose(file);
        }}
        data-testid="settings-photo-file"
      />
      <button
        type="button"
        className="btn btn-grey"
        disabled={busy || !hydrated}
        onClick={() => input.current?.click()}
        data-testid="settings-photo-change"
      >
        {photo ? PROFILE_SETTINGS.changePhoto : PROFILE_SETTINGS.addPhoto}
      </button>
      {photo ? (
        <button
          type="button"
          className="btn btn-grey"
          disabled={busy || !hydrated}
          onClick={() => void setPhoto(null)}
          data-testid="settings-photo-remove"
        >
          {PROFILE_SETTINGS.removePhoto}
        </button>
      ) : null}
      {busy ? (
        <p className="settings-more" role="status">
          {PROFILE_SETTINGS.uploadingPhoto}
        </p>
      ) : null}
      {message ? (
        <p className="settings-error" role="alert" data-testid="settings-photo-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
