// What kind of page a logged-out visitor is on (spec 002 §2.2; 000 §2). Two classings: the
// landing page types recorded with each visited page, and the 16 page kinds of logged-out
// interactions. Both read a page as the web's router names it (web routes/pages.ts PageRoute).
import type { DiscoverySurface, TodayArticleKind } from '../discovery/interests';

/** 002 §2.2: "today, ideas, own_section, own_board, section, board, closeup, home, profile, search, topic." */
export const LANDING_PAGE_TYPES = [
  'today',
  'ideas',
  'own_section',
  'own_board',
  'section',
  'board',
  'closeup',
  'home',
  'profile',
  'search',
  'topic',
] as const;
export type LandingPageType = (typeof LANDING_PAGE_TYPES)[number];

/** 000 §2: "pin, board, login, home, profile, ideas, ideas-root, videos, videos-category, ..." */
export const INTERACTION_PAGE_KINDS = [
  'pin',
  'board',
  'login',
  'home',
  'profile',
  'ideas',
  'ideas-root',
  'videos',
  'videos-category',
  'article',
  'shopping-spotlight',
  'today',
  'unauth-profile',
  'shopping-root',
  'shopping-category',
  'other',
] as const;
export type InteractionPageKind = (typeof INTERACTION_PAGE_KINDS)[number];

/** The pages the classings tell apart, as the router gives them: only what they read. */
type KnownPage =
  | { page: 'home' | 'search' | 'login' | 'signup' }
  | { page: 'pin'; id: string }
  | { page: 'board'; section?: string | undefined }
  | { page: 'profile'; username: string }
  | { page: 'interests' | 'interest'; surface: DiscoverySurface }
  | { page: 'today'; kind: TodayArticleKind | null };
/** Any page of the router; the ones not above are none of the landing types and `other`. */
export type VisitorPage = KnownPage | { page: string };

/**
 * The landing page type, or null for a page that is none of them. `own` is whether the page is
 * the viewer's own (their board or section): a visitor's never is, so own_board and own_section
 * are for a record made just before signing in on a page of theirs.
 */
export function landingPageType(page: VisitorPage, own = false): LandingPageType | null {
  const p = page as KnownPage;
  switch (p.page) {
    case 'home':
      return 'home';
    case 'pin':
      return 'closeup';
    case 'search':
      return 'search';
    case 'profile':
      return 'profile';
    case 'today':
      return 'today';
    case 'board': {
      const section = typeof p.section === 'string';
      if (own) return section ? 'own_section' : 'own_board';
      return section ? 'section' : 'board';
    }
    case 'interests':
    case 'interest':
      return p.surface === 'topics' ? 'topic' : 'ideas';
    default:
      return null;
  }
}

/**
 * The interaction page kind. A profile seen signed out is `unauth-profile` (the spec's `profile`
 * is one seen signed in); topics count with the ideas they belong to; the shop's today article
 * is the shopping spotlight, the other today articles are articles.
 */
export function interactionPageKind(page: VisitorPage, signedIn = false): InteractionPageKind {
  const p = page as KnownPage;
  switch (p.page) {
    case 'pin':
    case 'board':
    case 'home':
      return p.page;
    case 'login':
    case 'signup':
      return 'login';
    case 'profile':
      return signedIn ? 'profile' : 'unauth-profile';
    case 'today':
      if (p.kind === null) return 'today';
      return p.kind === 'shop' ? 'shopping-spotlight' : 'article';
    case 'interests':
    case 'interest': {
      const hub = p.page === 'interests';
      if (p.surface === 'videos') return hub ? 'videos' : 'videos-category';
      if (p.surface === 'shopping') return hub ? 'shopping-root' : 'shopping-category';
      return hub ? 'ideas-root' : 'ideas';
    }
    default:
      return 'other';
  }
}
