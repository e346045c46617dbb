// Which page a route of the domain route table shows, and what the server prefetches for it.
import type { Me } from '@corkboard/contracts';
import {
  API_ERRORS,
  inviteCodeOf,
  isSearchScope,
  matchRoute,
  RESET_TOKEN_PARAM,
  RESET_TOKEN_PATTERN,
  SEARCH_SCOPE_RULES,
  type DiscoverySurface,
  type RouteMatch,
  type SearchScope,
  type TodayArticleKind,
  type BoardDialog,
} from '@corkboard/domain';
import type { DataTag } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { closeupCommentsQuery, commentsQuery } from '../api/comment-queries';
import { followListQuery, type FollowList } from '../api/follow-list-queries';
import { inviteQuery } from '../api/invite-queries';
import { appealsQuery } from '../api/appeal-queries';
import { ownReportsQuery, ownViolationsQuery } from '../api/report-queries';
import { newsQuery } from '../api/news-queries';
import { conversationQuery, conversationsQuery, messagesQuery } from '../api/conversation-queries';
import type { NewsTab } from './news/NewsPage';
import {
  boardFeedQuery,
  boardQuery,
  boardsQuery,
  cookieConsentQuery,
  emailCheckQuery,
  sessionsQuery,
  devCardsQuery,
  homeFeedQuery,
  onboardingQuery,
  pinQuery,
  resetLinkQuery,
  userPinsQuery,
  userQuery,
  userSavedQuery,
  type FeedQuery,
  type ResourceKey,
} from '../api/queries';
import {
  interestsQuery,
  moreIdeasQuery,
  todayArticlesQuery,
  topicFeedQuery,
  topicQuery,
  tunerQuery,
  type InterestLookup,
} from '../api/discovery-queries';
import type { AccountMailView } from './password/AccountMailPage';
import { searchBoardsQuery, searchPinsQuery, searchUsersQuery } from '../api/search-queries';

/** `boards`: /{username}/ ; `saved`: /{username}/_saved/ ; `created`: /{username}/_created/. */
export type ProfileTab = 'boards' | 'saved' | 'created';

export type PageRoute =
  | { page: 'home' }
  /** With `?invite_code=`, a shared idea: the closeup names who shared it (issue 16). */
  | { page: 'pin'; id: string; inviteCode: string | null }
  /** /pin/{id}/repin/: save (or, with isEditingPin, edit) a pin (req 002-2.05, 002-2.11). */
  | { page: 'repin'; id: string }
  /** /pin-builder/ (also /pin/create/ and /pin-creation-tool/): create a pin. */
  | { page: 'pin-builder' }
  /** /notifications/: the news hub (issue 16); `?tab=messages`, the conversations. */
  | { page: 'news'; tab: NewsTab }
  /** /conversation/{id}/: a conversation (issue 16). */
  | { page: 'conversation'; id: string }
  /** /pin/{id}/comments/: every comment on the pin, with replies (issue 16). */
  | { page: 'comments'; id: string }
  /** /pin/{id}/edit/: the pinner edits or deletes the pin. */
  | { page: 'pin-edit'; id: string }
  /**
   * A board, one of its sections (/{username}/{boardSlug}/{sectionSlug}/), or its "More ideas"
   * tab (/{username}/{boardSlug}/_tools/more-ideas/).
   */
  | {
      page: 'board';
      username: string;
      slug: string;
      section?: string;
      moreIdeas?: boolean;
      /** `?dialog=`: the app's board links open the edit form or the collaborators. */
      dialog?: BoardDialog;
    }
  | { page: 'profile'; username: string; tab: ProfileTab }
  | { page: 'login' }
  | { page: 'signup' }
  | { page: 'cards' }
  /** /search/pins/?q=… and /search/{scope}/?q=…; /search/ is the pins scope. */
  | { page: 'search'; scope: SearchScope; query: string; loginRequired: boolean }
  /** The hubs /topics/, /ideas/, /videos/ and /shopping/. */
  | { page: 'interests'; surface: DiscoverySurface }
  /** /topics/{urlName}/, /ideas/{interest}/{id}/, /videos/{category}/{id}/, /shopping/{category}/{id}/. */
  | { page: 'interest'; surface: DiscoverySurface; lookup: InterestLookup }
  /** /today/ (and /today/article/): every article; /today/best/ and its siblings: one. */
  | { page: 'today'; kind: TodayArticleKind | null }
  /** /edit/: "Tune your home feed" (req 000-2.08); signed out it asks to log in. */
  | { page: 'tuner' }
  /** /appealed-pin/: the viewer's own appeals ("Report a mistake") and where they stand. */
  | { page: 'appeals' }
  /** /reports-and-violations/: the viewer's own reports, and violations on their content. */
  | { page: 'reports' }
  /** /settings/: cookie choices for everyone; signed in, the account's settings too. */
  | { page: 'settings' }
  /** /{username}/followers/ and /{username}/following/ (issue 16). */
  | { page: 'follows'; username: string; list: FollowList }
  /**
   * The pages of mailed links (issue 16): /password/reset/ (ask for a reset link),
   * /pw/{username}/?t={token} (choose a new password), /secure/panic/ (log out everywhere and
   * reset the password), /email_verification_error/ (an email check that failed) and
   * /email/subscription/?token={token} (which news is mailed).
   */
  | { page: 'account-mail'; view: AccountMailView; username?: string; token?: string }
  /** /onboarding/: the steps after sign-up (issue 16; spec 002 §9). */
  | { page: 'onboarding' };

/** `?dialog=edit|collaborators` (the server's redirect of /board/{id}/edit/ and its forms). */
function boardDialogOf(search: string): { dialog?: BoardDialog } {
  const dialog = new URLSearchParams(search).get('dialog');
  return dialog === 'edit' || dialog === 'collaborators' ? { dialog } : {};
}

export type PageName = PageRoute['page'];

/**
 * The page for a matched route, or null for a 404: unknown paths (matchRoute gives null, also
 * for reserved names) and routes of the table that have no page yet.
 */
export function resolvePage(
  match: RouteMatch | null,
  viewer: Me | null,
  /** The URL's search string (with or without `?`): the search page reads `q`. */
  search = '',
): PageRoute | null {
  if (!match) return null;
  switch (match.name) {
    case 'home':
      return { page: 'home' };
    // Req 002-2.07: "/sent/ and /feedback/ recognised separately" (the app's forms of a sent pin
    // and of a pin's feedback step); on the web both are the pin's closeup (decided).
    case 'pin':
    case 'pin-sent':
    case 'pin-feedback':
      return { page: 'pin', id: match.params.id, inviteCode: inviteCodeOf(search) };
    case 'pin-repin':
      return { page: 'repin', id: match.params.id };
    // The app's other creation tools (/pin-editor/, /idea-pin-builder/, /story-pin-builder/,
    // /_/storyboard/) are the one builder on the web (decided).
    case 'pin-builder':
    case 'pin-editor':
    case 'idea-pin-builder':
    case 'storyboard':
      return { page: 'pin-builder' };
    case 'pin-edit':
      return { page: 'pin-edit', id: match.params.id };
    case 'pin-comments':
      return { page: 'comments', id: match.params.id };
    case 'notifications':
      return {
        page: 'news',
        tab: new URLSearchParams(search).get('tab') === 'messages' ? 'messages' : 'updates',
      };
    case 'conversation':
      return { page: 'conversation', id: match.params.id };
    case 'board':
      return {
        page: 'board',
        username: match.params.username,
        slug: match.params.slug,
        ...boardDialogOf(search),
      };
    case 'board-more-ideas':
      return {
        page: 'board',
        username: match.params.username,
        slug: match.params.slug,
        moreIdeas: true,
      };
    case 'board-section':
      return {
        page: 'board',
        username: match.params.username,
        slug: match.params.boardSlug,
        section: match.params.sectionSlug,
      };
    case 'profile':
      return { page: 'profile', username: match.params.username, tab: 'boards' };
    case 'profile-saved':
      return { page: 'profile', username: match.params.username, tab: 'saved' };
    case 'profile-created':
      return { page: 'profile', username: match.params.username, tab: 'created' };
    case 'profile-followers':
      return { page: 'follows', username: match.params.username, list: 'followers' };
    case 'profile-following':
      return { page: 'follows', username: match.params.username, list: 'following' };
    case 'me':
    case 'unauth-profile':
      // The quick-save overlay's target, and /unauth-profile/ (req 002-2.20): the viewer's own
      // profile; signed out, the login form.
      return viewer
        ? { page: 'profile', username: viewer.username.toLowerCase(), tab: 'boards' }
        : { page: 'login' };
    case 'login':
      return { page: 'login' };
    case 'settings':
      return { page: 'settings' };
    case 'password-reset':
      return { page: 'account-mail', view: 'forgot-password' };
    case 'password-reset-user':
      return {
        page: 'account-mail',
        view: 'reset-password',
        username: match.params.username,
        token: new URLSearchParams(search).get(RESET_TOKEN_PARAM) ?? '',
      };
    case 'secure-panic':
      return { page: 'account-mail', view: 'secure-panic' };
    case 'email-verification-error':
      return { page: 'account-mail', view: 'email-check-failed' };
    case 'email-subscription':
      return {
        page: 'account-mail',
        view: 'email-subscription',
        token: new URLSearchParams(search).get('token') ?? '',
      };
    case 'onboarding':
      return { page: 'onboarding' };
    case 'signup':
      return { page: 'signup' };
    case 'cards':
      // The card gallery; its resource answers not_found outside demo and development mode.
      return { page: 'cards' };
    case 'search-root':
    case 'search-pins':
    case 'search': {
      const raw = match.name === 'search' ? match.params.scope : 'pins';
      const scope: SearchScope = isSearchScope(raw) ? raw : 'pins';
      const query = new URLSearchParams(search).get('q') ?? '';
      const loginRequired = SEARCH_SCOPE_RULES[scope].signedIn && viewer === null;
      return { page: 'search', scope, query, loginRequired };
    }
    case 'topics':
    case 'ideas':
    case 'videos':
    case 'shopping':
      return { page: 'interests', surface: match.name };
    case 'topic':
      return { page: 'interest', surface: 'topics', lookup: { url_name: match.params.urlName } };
    case 'ideas-interest':
      return { page: 'interest', surface: 'ideas', lookup: { interest_id: match.params.id } };
    case 'videos-category':
      return { page: 'interest', surface: 'videos', lookup: { interest_id: match.params.id } };
    case 'shopping-category':
      return { page: 'interest', surface: 'shopping', lookup: { interest_id: match.params.id } };
    case 'today':
    case 'today-article':
      return { page: 'today', kind: null };
    case 'today-best':
      return { page: 'today', kind: 'best' };
    case 'today-trending':
      return { page: 'today', kind: 'trending' };
    case 'today-popular':
      return { page: 'today', kind: 'popular' };
    case 'today-shop':
      return { page: 'today', kind: 'shop' };
    case 'discover-article': {
      // An article is one of Today's (ours): /discover/article/{kind}/ and its iOS deep-link
      // form /discover_article/{kind}/ (req 000-2.11) are the page of /today/{kind}/; any other
      // slug is not a page.
      const today = matchRoute(`/today/${encodeURIComponent(match.params.slug ?? '')}/`);
      const article = today?.name.startsWith('today-') && today.name !== 'today-article';
      return article ? resolvePage(today, viewer, search) : null;
    }
    case 'edit':
      return { page: 'tuner' };
    case 'appealed-pin':
      return { page: 'appeals' };
    case 'reports-and-violations':
      return { page: 'reports' };
    default:
      return null;
  }
}

/** How the server fills the query cache before rendering. */
export interface Prefetcher {
  single<T>(query: { queryKey: DataTag<ResourceKey, T, Error> }): Promise<T>;
  feed<T>(query: FeedQuery<T>): Promise<void>;
}

/** The section of a board with this slug (case-insensitive), or undefined. */
export function sectionBySlug<S extends { slug: string }>(
  board: { sections?: S[] | undefined },
  slug: string,
): S | undefined {
  const wanted = slug.toLowerCase();
  return board.sections?.find((section) => section.slug.toLowerCase() === wanted);
}

function notFound(): ApiError {
  return new ApiError('not_found', 404, API_ERRORS.not_found);
}

/** Prefetches exactly the queries the page renders first, with the same keys. */
export async function prefetchPage(
  route: PageRoute,
  prefetch: Prefetcher,
  viewer: Me | null = null,
): Promise<void> {
  switch (route.page) {
    case 'home':
      return prefetch.feed(homeFeedQuery());
    case 'pin':
      // The closeup's few comments come with its HTML, so they never push what is under them
      // down after the first paint (CLS 0). Talk is not the page: a failure to read it leaves
      // the section to read it again in the browser.
      // So does who shared it; a failed lookup is no header, as it is in the browser.
      await Promise.all([
        prefetch.single(pinQuery(route.id)),
        prefetch.feed(closeupCommentsQuery(route.id)).catch(() => undefined),
        route.inviteCode
          ? prefetch.single(inviteQuery(route.inviteCode)).catch(() => undefined)
          : undefined,
      ]);
      return;
    case 'repin':
    case 'pin-edit':
      await prefetch.single(pinQuery(route.id));
      return;
    case 'comments':
      await Promise.all([
        prefetch.single(pinQuery(route.id)),
        prefetch.feed(commentsQuery(route.id)),
      ]);
      return;
    case 'board': {
      const board = await prefetch.single(boardQuery(route.username, route.slug));
      if (route.moreIdeas) return prefetch.feed(moreIdeasQuery(board.id));
      if (route.section === undefined) return prefetch.feed(boardFeedQuery(board.id));
      const section = sectionBySlug(board, route.section);
      if (!section) throw notFound();
      return prefetch.feed(boardFeedQuery(board.id, section.id));
    }
    case 'profile': {
      const { username, tab } = route;
      const lists: Promise<void>[] = [];
      if (tab === 'created') lists.push(prefetch.feed(userPinsQuery(username)));
      else lists.push(prefetch.feed(boardsQuery(username)));
      if (tab === 'saved') lists.push(prefetch.feed(userSavedQuery(username)));
      // A profile the viewer blocked answers (blocked_by_me) while its lists are not_found:
      // the page then shows only the notice and Unblock, so those failures are expected.
      const settled = Promise.allSettled(lists);
      const user = await prefetch.single(userQuery(username));
      if (!user) throw notFound();
      const failed = (await settled).find(
        (r): r is PromiseRejectedResult => r.status === 'rejected',
      );
      if (failed && !user.blocked_by_me) throw failed.reason;
      return;
    }
    case 'cards':
      await prefetch.single(devCardsQuery());
      return;
    case 'search': {
      const query = route.query.trim();
      if (!query || route.loginRequired) return;
      const kind = SEARCH_SCOPE_RULES[route.scope].kind;
      if (kind === 'boards') return prefetch.feed(searchBoardsQuery(query));
      if (kind === 'users') return prefetch.feed(searchUsersQuery(query));
      return prefetch.feed(searchPinsQuery(route.scope, query));
    }
    case 'interests':
      return prefetch.feed(interestsQuery(route.surface));
    case 'interest':
      await Promise.all([
        prefetch.single(topicQuery(route.lookup, route.surface)),
        prefetch.feed(topicFeedQuery(route.lookup, route.surface)),
      ]);
      return;
    case 'today': {
      const articles = await prefetch.single(todayArticlesQuery(route.kind));
      const article = route.kind ? articles[0] : undefined;
      if (route.kind && !article) throw notFound();
      if (article) {
        await prefetch.feed(topicFeedQuery({ interest_id: article.interest.id }, article.surface));
      }
      return;
    }
    case 'appeals':
      if (viewer) await prefetch.single(appealsQuery());
      return;
    case 'reports':
      if (viewer)
        await Promise.all([prefetch.feed(ownReportsQuery()), prefetch.feed(ownViolationsQuery())]);
      return;
    case 'tuner':
      if (viewer) await prefetch.single(tunerQuery());
      return;
    case 'settings':
      await Promise.all([
        prefetch.single(cookieConsentQuery()),
        viewer ? prefetch.single(sessionsQuery()) : null,
        viewer ? prefetch.single(emailCheckQuery()) : null,
      ]);
      return;
    case 'follows': {
      const [user] = await Promise.all([
        prefetch.single(userQuery(route.username)),
        prefetch.feed(followListQuery(route.username, route.list)),
      ]);
      if (!user) throw notFound();
      return;
    }
    case 'onboarding':
      if (viewer) await prefetch.single(onboardingQuery());
      return;
    case 'news':
      if (!viewer) return;
      if (route.tab === 'messages') return prefetch.feed(conversationsQuery());
      return prefetch.feed(newsQuery());
    case 'conversation':
      if (!viewer) return;
      await Promise.all([
        prefetch.single(conversationQuery(route.id)),
        prefetch.feed(messagesQuery(route.id)),
      ]);
      return;
    case 'account-mail':
      if (route.username && route.token && RESET_TOKEN_PATTERN.test(route.token)) {
        await prefetch.single(resetLinkQuery(route.username, route.token));
      }
      return;
    case 'login':
    case 'signup':
    case 'pin-builder':
      return;
  }
}
