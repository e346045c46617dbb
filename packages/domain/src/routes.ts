// Route matching and path building over the table in route-table.ts: the one matcher both
// the server (SSR, 404s) and the web client use. wouter's own pattern matching knows nothing
// of reserved names, so pages should route through `matchRoute`, not wouter's patterns alone.

import { isReservedName } from './reserved-names';
import { isStorableId, unstorableText } from './storable-input';
import { SEARCH_SCOPES, SLUG_MAX, USERNAME_MAX, USERNAME_MIN } from './limits';
import {
  BUSINESS_AREAS,
  PARAM_KIND_BY_NAME,
  PROFILE_SUB_PATHS,
  ROUTES,
  type ParamKind,
  type RouteDef,
  type RouteMatch,
  type RouteName,
  type RouteParams,
} from './route-table';

const USERNAME_RE = /^[a-z0-9_]+$/;
const DIGITS_RE = /^\d+$/;
// "The pin id is the last segment after a double-dash separator when the pin URL is a slug."
const PIN_SLUG_RE = /^.+--(\d+)$/;

/** Trims and lowercases; usernames are stored and compared in this form. */
export function normalizeUsername(text: string): string {
  return text.trim().toLowerCase();
}

/** 3–30 characters of [a-z0-9_], not all digits (those read as ids), not a reserved name. */
export function isValidUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN &&
    username.length <= USERNAME_MAX &&
    USERNAME_RE.test(username) &&
    !DIGITS_RE.test(username) &&
    !isReservedName(username)
  );
}

/**
 * The pin id in a /pin/{segment}/ path: plain digits, or the digits after the last `--`; null
 * when they are not an id (past BIGINT), so such a path is no page (a 404) on either engine.
 */
export function pinIdFromSegment(segment: string): string | null {
  const digits = DIGITS_RE.test(segment) ? segment : (PIN_SLUG_RE.exec(segment)?.[1] ?? null);
  return isStorableId(digits) ? digits : null;
}

function slugWords(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "Café" -> "cafe"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, SLUG_MAX).replace(/-+$/, '');
}

/**
 * Lowercase ASCII words joined by '-', at most 60 characters. Never contains '--', so a pin
 * slug's `--{id}` separator stays unambiguous. Text without ASCII words gives the fallback.
 */
export function slugify(text: string, fallback: 'board' | 'pin' = 'board'): string {
  return slugWords(text) || fallback;
}

/** A board slug for a name that never collides with a profile sub-path such as /tried/. */
export function boardSlugFor(name: string): string {
  const slug = slugify(name, 'board');
  return PROFILE_SUB_PATHS.has(slug) ? `${slug}-board` : slug;
}

/** `base`, else `base-2`, `base-3`, ... : the first slug not already taken. */
export function dedupeSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** `/pin/{id}/`, or `/pin/{slug}--{id}/` when the title has ASCII words. */
export function pinPath(id: string, title?: string | null): string {
  const slug = title ? slugWords(title) : '';
  return slug ? `/pin/${slug}--${id}/` : `/pin/${id}/`;
}

/** Lowercase, as visitors see them (req 000-6.03). */
export function profilePath(username: string): string {
  return `/${encodeURIComponent(normalizeUsername(username))}/`;
}

export function boardPath(username: string, boardSlug: string): string {
  return `${profilePath(username)}${encodeURIComponent(boardSlug.toLowerCase())}/`;
}

/** A board's "More ideas" tab, from the board's URL (/{username}/{slug}/_tools/more-ideas/). */
export function moreIdeasPath(boardUrl: string): string {
  return `${boardUrl.endsWith('/') ? boardUrl : `${boardUrl}/`}_tools/more-ideas/`;
}

export function boardSectionPath(username: string, boardSlug: string, sectionSlug: string) {
  return `${boardPath(username, boardSlug)}${encodeURIComponent(sectionSlug.toLowerCase())}/`;
}

function checkParam(kind: ParamKind, raw: string): string | null {
  switch (kind) {
    case 'username': {
      const username = raw.toLowerCase();
      return isValidUsername(username) ? username : null;
    }
    case 'slug': {
      const slug = raw.toLowerCase();
      return PROFILE_SUB_PATHS.has(slug) ? null : slug;
    }
    case 'pin-id':
      return pinIdFromSegment(raw);
    case 'digits':
      return isStorableId(raw) ? raw : null;
    case 'search-scope':
      return (SEARCH_SCOPES as readonly string[]).includes(raw) ? raw : null;
    case 'business-area':
      return BUSINESS_AREAS.has(raw) ? raw : null;
    case 'segment':
      return raw;
  }
}

function splitPath(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(1, -1) : path.slice(1);
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  return segments.includes('') ? null : segments;
}

/** The decoded segment; null for malformed encoding, a '/', or text no engine can store. */
function decodeSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.includes('/') || unstorableText(decoded) !== null ? null : decoded;
  } catch {
    return null; // malformed percent-encoding
  }
}

const COMPILED = ROUTES.map((route: RouteDef) => ({
  route,
  segments: splitPath(route.pattern) ?? [],
}));

function kindOf(route: RouteDef, param: string): ParamKind {
  return route.kinds?.[param] ?? PARAM_KIND_BY_NAME[param] ?? 'segment';
}

function matchOne(route: RouteDef, patternSegments: string[], segments: string[]) {
  if (patternSegments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of patternSegments.entries()) {
    const segment = segments[i] ?? '';
    if (!part.startsWith(':')) {
      if (part.toLowerCase() !== segment.toLowerCase()) return null;
      continue;
    }
    const name = part.slice(1);
    const decoded = decodeSegment(segment);
    const value = decoded === null ? null : checkParam(kindOf(route, name), decoded);
    if (value === null) return null;
    params[name] = value;
  }
  return params;
}

/**
 * The first route matching a pathname (a trailing slash is optional; a query or hash is
 * ignored), or null: unknown paths and profiles on reserved names are 404s (docs/API.md §4).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = splitPath(path);
  if (segments === null) return null;
  for (const { route, segments: patternSegments } of COMPILED) {
    const params = matchOne(route, patternSegments, segments);
    if (params) return { name: route.name, params } as RouteMatch;
  }
  return null;
}

export type RouteQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type RouteHrefArgs<N extends RouteName> = [keyof RouteParams<N>] extends [never]
  ? [params?: Record<string, never>, query?: RouteQuery]
  : [params: RouteParams<N>, query?: RouteQuery];

/** Builds the canonical path of a named route (its first pattern), plus an optional query. */
export function routeHref<N extends RouteName>(name: N, ...args: RouteHrefArgs<N>): string {
  const [params = {}, query] = args as [Record<string, string> | undefined, RouteQuery?];
  const route: RouteDef | undefined = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  const path = route.pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`route ${name} needs ${key}`);
    const kind = kindOf(route, key);
    return encodeURIComponent(kind === 'username' || kind === 'slug' ? value.toLowerCase() : value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A post-login `next` target, only if it is a local path (no open redirect): starts with a
 * single '/', no scheme, no backslash tricks. Anything else gives '/'.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  return next;
}
