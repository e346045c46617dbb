// Route-level code splitting: one chunk per page, loaded with React.lazy (preloadable.ts). The
// server and the client entry preload the current page's chunk BEFORE rendering, so neither the
// server HTML nor hydration ever shows the Suspense fallback. Each page's chunk in the Vite
// manifest is in page-sources.ts (server-side only).
import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../components/lazy/preloadable';
import type { PageName, PageRoute } from './pages';
import type { ProfileTab } from './pages';
import type { DiscoverySurface, TodayArticleKind } from '@corkboard/domain';
import type { InterestLookup } from '../api/discovery-queries';
import type { FollowList } from '../api/follow-list-queries';

export type PageModule<P> = Preloadable<P>;

/** A page's props: the fields of its route (App.tsx renders each page with them). */
type RouteProps<K extends PageName> = Omit<Extract<PageRoute, { page: K }>, 'page'>;

function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>): PageModule<P> {
  return preloadable(() => load().then((module) => module.default));
}

export const PAGE_MODULES = {
  home: lazyPage<Record<string, never>>(() => import('./home/HomePage')),
  pin: lazyPage<RouteProps<'pin'>>(() => import('./pin/PinPage')),
  repin: lazyPage<{ id: string }>(() => import('./repin/RepinPage')),
  'pin-builder': lazyPage<Record<string, never>>(() => import('./pin-builder/PinBuilderPage')),
  'pin-edit': lazyPage<{ id: string }>(() => import('./pin-edit/PinEditPage')),
  comments: lazyPage<{ id: string }>(() => import('./comments/CommentsPage')),
  news: lazyPage<RouteProps<'news'>>(() => import('./news/NewsPage')),
  conversation: lazyPage<{ id: string }>(() => import('./conversation/ConversationPage')),
  board: lazyPage<{
    username: string;
    slug: string;
    section?: string | undefined;
    moreIdeas?: boolean | undefined;
    dialog?: 'edit' | 'collaborators' | undefined;
  }>(() => import('./board/BoardPage')),
  profile: lazyPage<{ username: string; tab: ProfileTab }>(() => import('./profile/ProfilePage')),
  login: lazyPage<Record<string, never>>(() => import('./login/LoginPage')),
  signup: lazyPage<Record<string, never>>(() => import('./signup/SignupPage')),
  search: lazyPage<RouteProps<'search'>>(() => import('./search/SearchPage')),
  interests: lazyPage<{ surface: DiscoverySurface }>(() => import('./discover/InterestsPage')),
  interest: lazyPage<{ surface: DiscoverySurface; lookup: InterestLookup }>(
    () => import('./discover/InterestPage'),
  ),
  today: lazyPage<{ kind: TodayArticleKind | null }>(() => import('./today/TodayPage')),
  tuner: lazyPage<Record<string, never>>(() => import('./tuner/TunerPage')),
  appeals: lazyPage<Record<string, never>>(() => import('./appeals/AppealsPage')),
  reports: lazyPage<Record<string, never>>(() => import('./reports/ReportsPage')),
  cards: lazyPage<Record<string, never>>(() => import('./cards/CardsPage')),
  settings: lazyPage<Record<string, never>>(() => import('./settings/SettingsPage')),
  follows: lazyPage<{ username: string; list: FollowList }>(() => import('./follows/FollowsPage')),
  'account-mail': lazyPage<RouteProps<'account-mail'>>(() => import('./password/AccountMailPage')),
  onboarding: lazyPage<Record<string, never>>(() => import('./onboarding/OnboardingPage')),
} satisfies { [K in PageName]: PageModule<RouteProps<K>> };
