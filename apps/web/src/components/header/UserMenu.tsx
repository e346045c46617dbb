// The signed-in header's account menu ("Accounts and more options"): the Dark mode switch and
// the cookie choices (issue 16: withdrawing consent is one click away). Loaded
// on the first open; closes on Escape and on a click outside.
import { useRef } from 'react';
import { Link } from 'wouter';
import { NAV, routeHref, USER_MENU } from '@corkboard/domain';
import { openCookieChoices } from '../../consent/open-cookie-choices';
import { useMenuDismiss } from './CreateMenu';
import { useDarkModeSwitch } from './use-dark-mode-switch';

export default function UserMenu({ onClose }: { onClose: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const { dark, saving, failed, toggle } = useDarkModeSwitch();
  useMenuDismiss(root, onClose);

  return (
    <div ref={root} className="header-menu" role="menu" aria-label={NAV.accountMenu}>
      <p className="header-menu-title">{USER_MENU.title}</p>
      <button
        type="button"
        role="menuitemcheckbox"
        aria-checked={dark}
        aria-busy={saving}
        disabled={saving}
        onClick={() => void toggle()}
        data-testid="user-menu-dark-mode"
      >
        {USER_MENU.darkMode}
        <span className="menu-switch" aria-hidden="true" />
      </button>
      <Link
        href={routeHref('settings')}
        role="menuitem"
        onClick={onClose}
        data-testid="user-menu-settings"
      >
        {USER_MENU.settings}
      </Link>
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          onClose();
          openCookieChoices();
        }}
        data-testid="user-menu-cookie-choices"
      >
        {USER_MENU.cookieChoices}
      </button>
      {failed ? (
        <p className="header-menu-error" role="alert">
          {USER_MENU.darkModeFailed}
        </p>
      ) : null}
    </div>
  );
}
