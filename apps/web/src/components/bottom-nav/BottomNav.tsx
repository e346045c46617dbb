// The phone's bottom navigation bar (issue 13, "Phone-first"): Home, Search, Create, Updates
// (signed in: the news hub with its unread badge, issue 16) and Profile, always in reach of the
// thumb. Search opens the search page, where Explore and Today are one tap
// away and the search box fills the screen; Create offers a Pin or a board (signed out, the
// 'Create a Pin or board' login prompt); Profile is the viewer's profile, or logging in. Loaded
// only on a phone-sized screen (OverlayHost), after the page has hydrated: it is fixed to the
// bottom edge, so its arrival moves nothing. It slides away on a scroll down and back on a scroll
// up, stays behind the closeup's action bar, and shows while its Create menu is open
// (use-nav-footer.ts). Its styles are in header.css: a chunk with styles of its own costs the
// shell a stylesheet entry in its preload map.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import {
  BOTTOM_NAV,
  headerSection,
  matchRoute,
  NAV,
  NEWS_BELL,
  profilePath,
  routeHref,
} from '@corkboard/domain';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';
import { Avatar } from '../avatar/Avatar';
import { BELL_ICON, NewsBadge, useNewsBadge } from '../header/NewsBell';
import { useNavFooter } from './use-nav-footer';

const CreateMenu = lazy(() => import('../header/CreateMenu'));

const ICONS = {
  home: 'M12 3 2 11h3v9h5v-6h4v6h5v-9h3z',
  search:
    'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  create: 'M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z',
  news: BELL_ICON,
  profile:
    'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 11c4.4 0 8 2.2 8 5v2H4v-2c0-2.8 3.6-5 8-5z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

function Item({
  href,
  label,
  current,
  testId,
  children,
}: {
  href: string;
  label: string;
  current: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className="bottom-nav-item"
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
    >
      {children}
      <span className="bottom-nav-label">{label}</span>
    </Link>
  );
}

export default function BottomNav() {
  const { viewer } = useApp();
  const [pathname] = useLocation();
  const [creating, setCreating] = useState(false);
  const section = headerSection(pathname);
  const badge = useNewsBadge();
  const news = routeHref('notifications');
  const profile = viewer ? profilePath(viewer.username) : routeHref('login');
  const footer = useNavFooter({
    signedIn: viewer !== null,
    // The phone's closeup keeps its Save row on the bottom edge (closeup.css).
    behindPinActionBar: matchRoute(pathname)?.name === 'pin',
    forceShown: creating,
  });
  return (
    <nav
      className="bottom-nav"
      aria-label={BOTTOM_NAV.label}
      data-items={viewer ? 5 : 4}
      data-hidden={footer.hidden || undefined}
      inert={footer.hidden || undefined}
      style={{ height: `calc(${footer.barHeight}px + env(safe-area-inset-bottom))` }}
      data-testid="bottom-nav"
    >
      <Item href="/" label={NAV.home} current={section === 'home'} testId="bottom-nav-home">
        <Icon name="home" />
      </Item>
      <Item
        href={routeHref('search-root')}
        label={NAV.search}
        current={pathname.startsWith('/search/') || section === 'explore' || section === 'today'}
        testId="bottom-nav-search"
      >
        <Icon name="search" />
      </Item>
      <div className="bottom-nav-create">
        <button
          type="button"
          className="bottom-nav-item"
          aria-haspopup={viewer ? 'menu' : 'dialog'}
          aria-expanded={viewer ? creating : undefined}
          onClick={() => (viewer ? setCreating(!creating) : openLimitedLogin('createPinOrBoard'))}
          data-testid="bottom-nav-create"
        >
          <Icon name="create" />
          <span className="bottom-nav-label">{NAV.create}</span>
        </button>
        {creating ? (
          <Suspense fallback={null}>
            <CreateMenu onClose={() => setCreating(false)} />
          </Suspense>
        ) : null}
      </div>
      {viewer ? (
        <Item
          href={news}
          label={NEWS_BELL.label}
          current={pathname === news}
          testId="bottom-nav-news"
        >
          <span className="bottom-nav-icon">
            <Icon name="news" />
            <NewsBadge badge={badge} />
          </span>
        </Item>
      ) : null}
      <Item
        href={profile}
        label={NAV.profile}
        current={pathname === profile}
        testId="bottom-nav-profile"
      >
        {viewer ? (
          <Avatar
            src={viewer.image_small_url ?? viewer.image_medium_url}
            name={viewer.full_name || viewer.username}
            size={24}
          />
        ) : (
          <Icon name="profile" />
        )}
      </Item>
    </nav>
  );
}
