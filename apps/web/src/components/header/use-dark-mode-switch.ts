// The Dark mode switch's write (spec 001 §4, req 001-4.24): the viewer's flag, then a reload
// ("Enabling or disabling reloads the page"), so the server draws the new theme from the first
// paint. Used by the account menu and the settings page.
import { useState } from 'react';
import { postResource } from '../../api/client';
import { useApp } from '../../state/app-context';

export function useDarkModeSwitch() {
  const { viewer } = useApp();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const dark = viewer?.dark_mode === true;
  async function toggle() {
    setSaving(true);
    setFailed(false);
    try {
      await postResource('UserSettingsResource', 'update', { dark_mode: !dark });
      window.location.reload();
    } catch {
      setSaving(false);
      setFailed(true);
    }
  }
  return { dark, saving, failed, toggle };
}
