// Site header: logo, the Home, Today and Explore pills (the current section marked), the search
// box with its typeahead (HeaderSearch.tsx), and the account area: Log in / Sign up when signed
// out; signed in, the news bell with its unread badge (NewsBell.tsx), the avatar, the account
// menu (Dark mode: UserMenu.tsx) and Log out.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  discoveryTabHref,
  EXPLORE_HREF,
  headerSection,
  LIMITED_LOGIN,
  NAV,
  PAGE_TEXT,
  profilePath,
  routeHref,
  safeNextPath,
  SITE,
  type HeaderSection,
} from '@corkboard/domain';
import { postResource } from '../../api/client';
import { useApp } from '../../state/app-context';
import { useHydrated } from '../../state/use-hydrated';
import { openLimitedLogin } from '../../saving/signed-out';
import { Avatar } from '../avatar/Avatar';
import { HeaderSearch } from './HeaderSearch';
import { NewsBell } from './NewsBell';

const CreateMenu = lazy(() => import('./CreateMenu'));
const UserMenu = lazy(() => import('./UserMenu'));

/** A stroked 20 px icon of the header's round buttons. */
function strokeIcon(d: string) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="2.5" fill="none" />
    </svg>
  );
}

/**
 * A round header button that opens a menu under it, loaded on the first open (the "+" menu, the
 * account menu); without scripts, a link to `href`. Its wrapper's class is `{testId}-wrap`.
 */
function MenuButton(props: {
  label: string;
  testId: string;
  href: string;
  icon: string;
  Menu: ComponentType<{ onClose: () => void }>;
}) {
  const [open, setOpen] = useState(false);
  const { Menu } = props;
  return (
    <div className={`${props.testId}-wrap`}>
      <Link
        href={props.href}
        className="header-create"
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
        data-testid={props.testId}
      >
        {strokeIcon(props.icon)}
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <Menu onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

const PLUS = 'M12 4v16M4 12h16';

/**
 * "+": signed in, the Create menu (a Pin or a board; without scripts the link to the pin
 * builder); signed out, the 'Create a Pin or board' login prompt.
 */
function CreateButton({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <MenuButton
        label={NAV.create}
        testId="header-create"
        href={routeHref('pin-builder')}
        icon={PLUS}
        Menu={CreateMenu}
      />
    );
  }
  return (
    <button
      type="button"
      className="header-create"
      aria-label={LIMITED_LOGIN.createPinOrBoard}
      aria-haspopup="dialog"
      onClick={() => openLimitedLogin('createPinOrBoard')}
      data-testid="header-create"
    >
      {strokeIcon(PLUS)}
    </button>
  );
}

function LogoutButton() {
  const [pending, setPending] = useState(false);
  // Logging out is an API call: until hydration a click would do nothing at all.
  const hydrated = useHydrated();
  async function logOut() {
    setPending(true);
    try {
      await postResource('UserSessionResource', 'delete', {});
    } catch {
      // The reload below shows the real session state either way.
    }
    window.location.assign('/');
  }
  return (
    <button
      type="button"
      className="btn btn-grey"
      disabled={pending || !hydrated}
      onClick={() => void logOut()}
      data-testid="header-logout"
    >
      {NAV.logOut}
    </button>
  );
}

const NAV_PILLS: { section: HeaderSection; href: string; label: string }[] = [
  { section: 'home', href: '/', label: NAV.home },
  { section: 'today', href: discoveryTabHref('today'), label: NAV.today },
  { section: 'explore', href: EXPLORE_HREF, label: NAV.explore },
];

/** Home, Today, Explore: `page` on the pill's own page, `true` elsewhere in its section. */
function HeaderNav() {
  const [pathname] = useLocation();
  const current = headerSection(pathname);
  return (
    <nav className="header-nav">
      {NAV_PILLS.map(({ section, href, label }) => (
        <Link
          key={section}
          href={href}
          className={`nav-pill nav-pill-${section}`}
          aria-current={
            section !== current
              ? undefined
              : pathname === href || section === 'home'
                ? 'page'
                : 'true'
          }
          data-testid={`nav-${section}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** Where Log in / Sign up should return to: this page, or the `next` an auth page carries. */
function useReturnPath(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  if (pathname === '/login/' || pathname === '/signup/') {
    return safeNextPath(new URLSearchParams(search).get('next'));
  }
  return safeNextPath(search ? `${pathname}?${search}` : pathname);
}

export function Header() {
  const { viewer } = useApp();
  const next = useReturnPath();
  const query = next === '/' ? {} : { next };
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {NAV.skipToContent}
      </a>
      <Link href="/" className="logo" aria-label={PAGE_TEXT.logoLabel}>
        <span className="logo-mark" aria-hidden="true">
          C
        </span>
        <span className="logo-text" aria-hidden="true">
          {SITE.name}
        </span>
      </Link>
      <HeaderNav />
      <HeaderSearch />
      <div className="header-account">
        <CreateButton signedIn={viewer !== null} />
        {viewer ? (
          <>
            <NewsBell />
            <Link
              href={profilePath(viewer.username)}
              className="header-avatar"
              aria-label={NAV.profile}
            >
              <Avatar
                src={viewer.image_small_url ?? viewer.image_medium_url}
                name={viewer.full_name || viewer.username}
                size={32}
              />
            </Link>
            <MenuButton
              label={NAV.accountMenu}
              testId="header-account-menu"
              href={profilePath(viewer.username)}
              icon="m6 9 6 6 6-6"
              Menu={UserMenu}
            />
            <LogoutButton />
          </>
        ) : (
          <>
            <Link
              href={routeHref('login', {}, query)}
              className="btn btn-red"
              data-testid="header-login"
            >
              {NAV.logIn}
            </Link>
            <Link
              href={routeHref('signup', {}, query)}
              className="btn btn-grey"
              data-testid="header-signup"
            >
              {NAV.signUp}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
