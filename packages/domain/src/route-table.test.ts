import { describe, expect, it } from 'vitest';
import { RESERVED_NAMES } from './reserved-names';
import { PROFILE_SUB_PATHS, ROUTES } from './route-table';
import { matchRoute, routeHref } from './routes';

// Loose view of routeHref for table-driven cases over every route name.
const hrefOf = routeHref as (name: string, params?: Record<string, string>) => string;

const SAMPLE_PARAMS: Record<string, string> = {
  id: '123',
  username: 'alice',
  slug: 'my-board',
  boardSlug: 'recipes',
  sectionSlug: 'soups',
  scope: 'boards',
  interest: 'baking',
  category: 'diy',
  urlName: 'home-decor',
  userBizId: '42',
  businessHierarchyId: '7',
  area: 'audiences',
};

function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
}

describe('route table', () => {
  it.each(ROUTES.map((r) => [r.name, r.pattern] as const))(
    'every pattern matches back to its own name: %s %s',
    (name, pattern) => {
      const path = pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => SAMPLE_PARAMS[key] ?? 'x');
      expect(matchRoute(path)?.name).toBe(name);
    },
  );

  it.each([...new Set(ROUTES.map((r) => r.name))])('routeHref(%s) round-trips', (name) => {
    const pattern = ROUTES.find((r) => r.name === name)?.pattern ?? '';
    const params = Object.fromEntries(paramsOf(pattern).map((p) => [p, SAMPLE_PARAMS[p] ?? 'x']));
    const href = hrefOf(name, params);
    expect(matchRoute(href)).toEqual({ name, params });
  });

  it('patterns sharing a name take the same parameters (so RouteParams is exact)', () => {
    const byName = new Map<string, string>();
    for (const r of ROUTES) {
      const key = paramsOf(r.pattern).sort().join(',');
      expect(byName.get(r.name) ?? key).toBe(key);
      byName.set(r.name, key);
    }
  });

  it('every static first segment of the table is a reserved name', () => {
    for (const r of ROUTES) {
      const first = r.pattern.split('/')[1] ?? '';
      if (first && !first.startsWith(':')) expect(RESERVED_NAMES.has(first), first).toBe(true);
    }
  });
});

describe('profile sub-paths', () => {
  it('002 §2.1, req 002-2.12: "as are sub-paths following, followers, _tools, _created, _saved, tried"', () => {
    expect([...PROFILE_SUB_PATHS].sort()).toEqual(
      ['following', 'followers', '_tools', '_created', '_saved', 'tried'].sort(),
    );
  });
});
