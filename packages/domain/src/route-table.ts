// The route table of spec 002 §2.1 (reqs 002-2.01 to 002-2.29) as data: ordered
// { name, pattern } entries with `:param` segments (wouter syntax). Matching, reserved names and
// path builders are in routes.ts; this file is only the table and the types derived from it.

/** How a path parameter is checked and normalised. */
export type ParamKind =
  | 'username' // [a-z0-9_], not reserved; matched case-insensitively, returned lowercase
  | 'slug' // board or section slug; not a profile sub-path; returned lowercase
  | 'pin-id' // digits, or a slug ending in --digits; returned as the digits
  | 'digits'
  | 'search-scope'
  | 'business-area'
  | 'segment'; // any non-empty segment, returned decoded

export type RouteDef = {
  readonly name: string;
  readonly pattern: string;
  /** Overrides the kind a parameter gets from its name (see PARAM_KIND_BY_NAME). */
  readonly kinds?: Readonly<Record<string, ParamKind>>;
};

const PIN = { id: 'pin-id' } as const;

// Order matters: the first match wins. Static paths first, then the profile and board
// patterns, whose first segment is anything that is not reserved.
export const ROUTES = [
  // Home and pins.
  { name: 'home', pattern: '/' },
  { name: 'home', pattern: '/homefeed/' },
  // /pin-builder/ first: routeHref gives the first pattern, and it is the builder's canonical.
  { name: 'pin-builder', pattern: '/pin-builder/' },
  { name: 'pin-builder', pattern: '/pin/create/' },
  { name: 'pin-builder', pattern: '/pin-creation-tool/' },
  { name: 'pin-editor', pattern: '/pin-editor/' },
  { name: 'idea-pin-builder', pattern: '/idea-pin-builder/' },
  { name: 'idea-pin-builder', pattern: '/story-pin-builder/' },
  { name: 'idea-ads-tool', pattern: '/idea-ads-tool/' },
  { name: 'storyboard', pattern: '/_/storyboard/' },
  { name: 'cards', pattern: '/_/cards/' },
  { name: 'pin-redirect', pattern: '/pin_redirect/' },
  { name: 'pin', pattern: '/pin/:id/', kinds: PIN },
  { name: 'pin-comments', pattern: '/pin/:id/comments/', kinds: PIN },
  { name: 'pin-edit', pattern: '/pin/:id/edit/', kinds: PIN },
  // "/pin/{id}/repin (but /pin/{id}/repin/x is a separate case)": exact matching keeps
  // /repin/x out of pin-repin; it has no page of its own yet, so it is a 404.
  { name: 'pin-repin', pattern: '/pin/:id/repin/', kinds: PIN },
  { name: 'pin-visual-search', pattern: '/pin/:id/visual-search/', kinds: PIN },
  { name: 'pin-visual-search-products', pattern: '/pin/:id/visual-search/products/', kinds: PIN },
  { name: 'pin-sent', pattern: '/pin/:id/sent/', kinds: PIN },
  { name: 'pin-feedback', pattern: '/pin/:id/feedback/', kinds: PIN },

  // Board editing (ids, not slugs).
  { name: 'board-edit', pattern: '/board/:id/edit/' },
  { name: 'board-edit-collaborators', pattern: '/board/:id/edit/collaborators/' },
  { name: 'board-add-collaborators', pattern: '/board/:id/edit/add_collaborators/' },
  { name: 'board-section-edit', pattern: '/boardsection/:id/edit/' },

  // Conversation and account.
  { name: 'me', pattern: '/me/' },
  { name: 'edit', pattern: '/edit/' },
  { name: 'conversation', pattern: '/conversation/:id/' },
  { name: 'appealed-pin', pattern: '/appealed-pin/' },
  { name: 'reports-and-violations', pattern: '/reports-and-violations/' },
  { name: 'age-appeal', pattern: '/age-appeal/' },
  { name: 'login', pattern: '/login/' },
  { name: 'signup', pattern: '/signup/' },
  { name: 'signup-business', pattern: '/signup/sso-business-account/' },
  { name: 'password-reset', pattern: '/password/reset/' },
  { name: 'password-reset-user', pattern: '/pw/:username/' },
  { name: 'secure-panic', pattern: '/secure/panic/' },
  { name: 'email-subscription', pattern: '/email/subscription/' },
  { name: 'email-user-survey', pattern: '/email/user_survey/' },
  { name: 'email-verification-error', pattern: '/email_verification_error/' },
  // Ours: the email check's link, answered by the server with a redirect (issue 16).
  { name: 'email-verify', pattern: '/email/verify/' },
  { name: 'notifications', pattern: '/notifications/' },
  { name: 'oauth', pattern: '/oauth/' },
  { name: 'app-factory-oauth', pattern: '/app-factory-oauth/' },
  { name: 'settings', pattern: '/settings/' },
  { name: 'onboarding', pattern: '/onboarding/' },
  { name: 'unauth-profile', pattern: '/unauth-profile/' },
  { name: 'tv-studio', pattern: '/tv/studio/' },
  { name: 'advertiser-quick-promote', pattern: '/advertiser/quick-promote/' },

  // Discovery.
  { name: 'search-root', pattern: '/search/' },
  { name: 'search-pins', pattern: '/search/pins/' },
  { name: 'search', pattern: '/search/:scope/' },
  { name: 'ideas', pattern: '/ideas/' },
  { name: 'ideas-interest', pattern: '/ideas/:interest/:id/' },
  { name: 'videos', pattern: '/videos/' },
  { name: 'videos-category', pattern: '/videos/:category/:id/' },
  { name: 'shopping', pattern: '/shopping/' },
  { name: 'shopping-category', pattern: '/shopping/:category/:id/' },
  { name: 'topics', pattern: '/topics/' },
  { name: 'topic', pattern: '/topics/:urlName/' },
  { name: 'today', pattern: '/today/' },
  { name: 'today-article', pattern: '/today/article/' },
  { name: 'today-best', pattern: '/today/best/' },
  { name: 'today-trending', pattern: '/today/trending/' },
  { name: 'today-popular', pattern: '/today/popular/' },
  { name: 'today-shop', pattern: '/today/shop/' },
  { name: 'discover-article', pattern: '/discover/article/:slug/', kinds: { slug: 'segment' } },
  // Req 000-2.11: the iOS deep-link form of the same page.
  {
    name: 'discover-article',
    pattern: '/discover_article/:slug/',
    kinds: { slug: 'segment' },
  },

  // Business (the advertiser area; later issues).
  { name: 'business-convert', pattern: '/business/convert/' },
  { name: 'business-invite', pattern: '/business/invite/' },
  { name: 'business-schedule-call', pattern: '/business/schedule_call/' },
  { name: 'business-commerce-integrations', pattern: '/business/commerce-integrations/' },
  { name: 'business-hub', pattern: '/business/hub/' },
  { name: 'business-catalogs', pattern: '/business/catalogs/:userBizId/' },
  { name: 'business-access', pattern: '/business/business-access/:userBizId/dashboard/' },
  { name: 'business-access-area', pattern: '/business/business-access/:userBizId/:area/' },
  { name: 'business-manager', pattern: '/business/business-manager/:userBizId/dashboard/' },
  { name: 'business-manager-area', pattern: '/business/business-manager/:userBizId/:area/' },
  {
    name: 'business-manager-cee-migration',
    pattern: '/business/business-manager/:userBizId/ad-accounts/cee-migration/',
  },
  {
    name: 'business-hierarchy',
    pattern: '/business/business-hierarchy/:businessHierarchyId/dashboard/',
  },
  {
    name: 'business-hierarchy-area',
    pattern: '/business/business-hierarchy/:businessHierarchyId/:area/',
  },

  // Profiles and boards: the first segment is a username that is not reserved.
  { name: 'profile-saved', pattern: '/:username/_saved/' },
  { name: 'profile-created', pattern: '/:username/_created/' },
  { name: 'profile-following', pattern: '/:username/following/' },
  { name: 'profile-followers', pattern: '/:username/followers/' },
  // Ours: a board's "More ideas" tab (req 000-2.15, the surface BoardMoreIdeasTabContent), under
  // the reserved `_tools` sub-path as Pinterest has it.
  { name: 'board-more-ideas', pattern: '/:username/:slug/_tools/more-ideas/' },
  { name: 'board-section', pattern: '/:username/:boardSlug/:sectionSlug/' },
  { name: 'board', pattern: '/:username/:slug/' },
  { name: 'profile', pattern: '/:username/' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : never;
type PatternsOf<N extends RouteName> = Extract<(typeof ROUTES)[number], { name: N }>['pattern'];
/** The path parameters of a route, e.g. `RouteParams<'board'>` is `{ username, slug }`. */
export type RouteParams<N extends RouteName> = { [K in ParamNames<PatternsOf<N>>]: string };
export type RouteMatch = { [N in RouteName]: { name: N; params: RouteParams<N> } }[RouteName];

/** Profile sub-paths that are never a board slug (spec 002 §2.1, req 002-2.12). */
export const PROFILE_SUB_PATHS: ReadonlySet<string> = new Set([
  'following',
  'followers',
  '_tools',
  '_created',
  '_saved',
  'tried',
]);

/** Area segments under the business dashboards (spec 002 §2.1, req 002-2.25 "sub-areas"). */
export const BUSINESS_AREAS: ReadonlySet<string> = new Set([
  'hierarchy',
  'managers',
  'business_security',
  'asset-groups',
  'catalogs',
  'shared-tags',
  'brand-safety',
  'invoice-management',
  'audiences',
  'security',
]);

/** Query parameters of the repin edit route (spec 002 §2.1, req 002-2.11). */
export const PIN_REPIN_QUERY_PARAMS = [
  'isEditingPin',
  'pinBoardId',
  'isFromToast',
  'originalPinId',
] as const;

/** The kind a parameter gets from its name unless its route says otherwise. */
export const PARAM_KIND_BY_NAME: Readonly<Record<string, ParamKind>> = {
  username: 'username',
  slug: 'slug',
  boardSlug: 'slug',
  sectionSlug: 'slug',
  scope: 'search-scope',
  id: 'digits',
  userBizId: 'digits',
  businessHierarchyId: 'digits',
  area: 'business-area',
};
