// The signed-in header's account menu ("Accounts and more options"): the Dark mode switch. Loaded
// on the first open; closes on Escape and on a click outside.
import { useRef, useState } from 'react';
import { NAV, USER_MENU } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { useApp } from '../../state/app-context';
import { useMenuDismiss } from './CreateMenu';

export default function UserMenu({ onClose }: { onClose: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const { viewer } = useApp();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  useMenuDismiss(root, onClose);
  const dark = viewer?.dark_mode === true;

  async function toggleDarkMode() {
    setSaving(true);
    setFailed(false);
    try {
      await postResource('UserSettingsResource', 'update', { dark_mode: !dark });
      // Spec 001 §4, req 001-4.24: "Enabling or disabling reloads the page." The server draws
      // the new theme from the first paint.
      window.location.reload();
    } catch {
      setSaving(false);
      setFailed(true);
    }
  }

  return (
    <div ref={root} className="header-menu" role="menu" aria-label={NAV.accountMenu}>
      <p className="header-menu-title">{USER_MENU.title}</p>
      <button
        type="button"
        role="menuitemcheckbox"
        aria-checked={dark}
        aria-busy={saving}
        disabled={saving}
        onClick={() => void toggleDarkMode()}
        data-testid="user-menu-dark-mode"
      >
        {USER_MENU.darkMode}
        <span className="menu-switch" aria-hidden="true" />
      </button>
      {failed ? (
        <p className="header-menu-error" role="alert">
          {USER_MENU.darkModeFailed}
        </p>
      ) : null}
    </div>
  );
}
