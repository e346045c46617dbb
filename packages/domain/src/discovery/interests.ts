// Interests and the discovery surfaces of spec 002 §2.1 (reqs 002-2.22, 002-2.23; 000-2.09):
// /topics/{urlName}, /ideas/{interest}/{id}, /videos/{category}/{id}, /shopping/{category}/{id},
// and the today articles (/today/best/, /today/trending/, /today/popular/, /today/shop/).
//
// Decided: an interest is a `topic` (a pin's tag chip, "Sourdough") or a `category` (a pin's
// category, "Food and drink"). Hubs: /topics/ lists topics; /ideas/ lists categories; /videos/
// and /shopping/ list the categories that have video or shoppable pins, and their pages show
// only those pins.
import {
  todayBestTitle,
  todayPopularTitle,
  todayShopTitle,
  todayTrendingTitle,
} from '../copy/discover-ui';

export const INTEREST_KINDS = ['topic', 'category'] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

export const DISCOVERY_SURFACES = ['topics', 'ideas', 'videos', 'shopping'] as const;
export type DiscoverySurface = (typeof DISCOVERY_SURFACES)[number];

/** The kind of interest each hub lists. */
export function surfaceInterestKind(surface: DiscoverySurface): InterestKind {
  return surface === 'topics' ? 'topic' : 'category';
}

/** The surface an interest's own page lives on when none is asked for. */
export function defaultSurface(kind: InterestKind): DiscoverySurface {
  return kind === 'topic' ? 'topics' : 'ideas';
}

/** The page of an interest on a surface (the route patterns of req 002-2.22). */
export function interestUrl(
  surface: DiscoverySurface,
  interest: { id: string; url_name: string },
): string {
  const name = encodeURIComponent(interest.url_name);
  if (surface === 'topics') return `/topics/${name}/`;
  return `/${surface}/${name}/${interest.id}/`;
}

/** Display names of the pin categories the product knows; others are read from the code. */
const CATEGORY_NAMES: Record<string, string> = {
  home_decor: 'Home decor',
  food_drink: 'Food and drink',
  food_drinks: 'Food and drink',
  gardening: 'Gardening',
  diy_and_crafts: 'DIY and crafts',
  diy_crafts: 'DIY and crafts',
  travel: 'Travel',
  health_fitness: 'Health and fitness',
  outdoors: 'Outdoors',
  photography: 'Photography',
  womens_fashion: "Women's fashion",
  mens_fashion: "Men's fashion",
  art: 'Art',
  weddings: 'Weddings',
  technology: 'Technology',
};

/** "home_decor" → "Home decor"; an unknown code reads as words ("pet_care" → "Pet care"). */
export function categoryName(code: string): string {
  const known = CATEGORY_NAMES[code.trim().toLowerCase()];
  if (known) return known;
  const words = code.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const TODAY_ARTICLE_KINDS = ['best', 'trending', 'popular', 'shop'] as const;
export type TodayArticleKind = (typeof TODAY_ARTICLE_KINDS)[number];

/**
 * Decided: what each today article is about. trending: the topic saved most lately; popular:
 * the topic with the most followers; best: the category saved most lately; shop: the category
 * with the most shoppable pins lately. Each names a different interest when it can.
 */
export const TODAY_ARTICLE_KIND_OF: Record<TodayArticleKind, InterestKind> = {
  best: 'category',
  trending: 'topic',
  popular: 'topic',
  shop: 'category',
};

export function todayArticleTitle(kind: TodayArticleKind, interestName: string): string {
  switch (kind) {
    case 'best':
      return todayBestTitle(interestName);
    case 'trending':
      return todayTrendingTitle(interestName);
    case 'popular':
      return todayPopularTitle(interestName);
    case 'shop':
      return todayShopTitle(interestName);
  }
}

/** /today/best/ and its siblings. */
export function todayArticleUrl(kind: TodayArticleKind): string {
  return `/today/${kind}/`;
}

/** The surface a today article's pins come from (shop shows shoppable pins). */
export function todayArticleSurface(kind: TodayArticleKind): DiscoverySurface {
  return kind === 'shop' ? 'shopping' : kind === 'best' ? 'ideas' : 'topics';
}
