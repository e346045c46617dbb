// Route-level code splitting: one chunk per page, loaded with React.lazy (preloadable.ts). The
// server and the client entry preload the current page's chunk BEFORE rendering, so neither the
// server HTML nor hydration ever shows the Suspense fallback. `src` is the page's key in the Vite manifest,
// which the server uses to <link rel="modulepreload"> the chunk.
import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../components/lazy/preloadable';
import type { PageName } from './pages';
import type { ProfileTab } from './pages';
import type { DiscoverySurface, SearchScope, TodayArticleKind } from '@corkboard/domain';
import type { InterestLookup } from '../api/discovery-queries';

export interface PageModule<P> extends Preloadable<P> {
  /** Path from apps/web, as the Vite manifest names the chunk. */
  src: string;
}

function lazyPage<P>(
  src: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): PageModule<P> {
  return { src, ...preloadable(() => load().then((module) => module.default)) };
}

export const PAGE_MODULES = {
  home: lazyPage<Record<string, never>>(
    'src/routes/home/HomePage.tsx',
    () => import('./home/HomePage'),
  ),
  pin: lazyPage<{ id: string }>('src/routes/pin/PinPage.tsx', () => import('./pin/PinPage')),
  repin: lazyPage<{ id: string }>(
    'src/routes/repin/RepinPage.tsx',
    () => import('./repin/RepinPage'),
  ),
  'pin-builder': lazyPage<Record<string, never>>(
    'src/routes/pin-builder/PinBuilderPage.tsx',
    () => import('./pin-builder/PinBuilderPage'),
  ),
  'pin-edit': lazyPage<{ id: string }>(
    'src/routes/pin-edit/PinEditPage.tsx',
    () => import('./pin-edit/PinEditPage'),
  ),
  board: lazyPage<{
    username: string;
    slug: string;
    section?: string | undefined;
    moreIdeas?: boolean | undefined;
  }>('src/routes/board/BoardPage.tsx', () => import('./board/BoardPage')),
  profile: lazyPage<{ username: string; tab: ProfileTab }>(
    'src/routes/profile/ProfilePage.tsx',
    () => import('./profile/ProfilePage'),
  ),
  login: lazyPage<Record<string, never>>(
    'src/routes/login/LoginPage.tsx',
    () => import('./login/LoginPage'),
  ),
  signup: lazyPage<Record<string, never>>(
    'src/routes/signup/SignupPage.tsx',
    () => import('./signup/SignupPage'),
  ),
  search: lazyPage<{ scope: SearchScope; query: string }>(
    'src/routes/search/SearchPage.tsx',
    () => import('./search/SearchPage'),
  ),
  interests: lazyPage<{ surface: DiscoverySurface }>(
    'src/routes/discover/InterestsPage.tsx',
    () => import('./discover/InterestsPage'),
  ),
  interest: lazyPage<{ surface: DiscoverySurface; lookup: InterestLookup }>(
    'src/routes/discover/InterestPage.tsx',
    () => import('./discover/InterestPage'),
  ),
  today: lazyPage<{ kind: TodayArticleKind | null }>(
    'src/routes/today/TodayPage.tsx',
    () => import('./today/TodayPage'),
  ),
  tuner: lazyPage<Record<string, never>>(
    'src/routes/tuner/TunerPage.tsx',
    () => import('./tuner/TunerPage'),
  ),
  cards: lazyPage<Record<string, never>>(
    'src/routes/cards/CardsPage.tsx',
    () => import('./cards/CardsPage'),
  ),
} satisfies Record<PageName, unknown>;
