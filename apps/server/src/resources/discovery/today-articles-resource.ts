// `TodayArticlesResource get {kind?}` (ours): /today/ and its articles /today/best/,
// /today/trending/, /today/popular/, /today/shop/ (req 002-2.23). Each article is about one
// interest, chosen by a recent signal (domain TODAY_ARTICLE_KIND_OF and rankings below), with
// a title, a link to its topic's page and up to four cover pins. Nothing to rank: no article.
import type { Pin, TodayArticle } from '@corkboard/contracts';
import { resourceSchemas } from '@corkboard/contracts';
import {
  interestUrl,
  TODAY_ARTICLE_KINDS,
  TODAY_ARTICLE_KIND_OF,
  todayArticleSurface,
  todayArticleTitle,
  todayArticleUrl,
  type TodayArticleKind,
} from '@corkboard/domain';
import type { RequestContext } from '../../app/context';
import { topicReason } from '../../feeds/discovery-feeds';
import { hydrateRecommendable } from '../../feeds/hydrate-pins';
import type { PinRecommendation } from '../../present/pins';
import type { InterestRow } from '../../storage/interests-store';
import type { PinRow } from '../../storage/pins-store';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { presentInterests } from './present-interests';

const COVER_PINS = 4;
const CANDIDATES = 8;
/** Shop first: it has the fewest candidates; the others then take what is left. */
const CHOOSING_ORDER: TodayArticleKind[] = ['shop', 'trending', 'popular', 'best'];

async function chooseInterests(ctx: RequestContext): Promise<Map<TodayArticleKind, string>> {
  const feeds = ctx.app.stores.discoveryFeeds;
  const rank = async (kind: TodayArticleKind): Promise<string[]> => {
    const interestKind = TODAY_ARTICLE_KIND_OF[kind];
    const by = kind === 'shop' ? 'shoppable' : kind === 'popular' ? 'followers' : 'saves';
    const ranked = await feeds.rankInterests(interestKind, by, CANDIDATES);
    if (kind === 'shop') return ranked;
    // Before anyone saved or followed anything: the interests with the most new pins.
    return [...ranked, ...(await feeds.rankInterests(interestKind, 'originals', CANDIDATES))];
  };
  const ranked = await Promise.all(CHOOSING_ORDER.map(rank));
  const taken = new Set<string>();
  const chosen = new Map<TodayArticleKind, string>();
  CHOOSING_ORDER.forEach((kind, i) => {
    const pick = ranked[i]?.find((id) => !taken.has(id));
    if (pick === undefined) return;
    taken.add(pick);
    chosen.set(kind, pick);
  });
  return chosen;
}

export const TodayArticlesResource = {
  get: action(resourceSchemas.TodayArticlesResource.get, async (ctx, options) => {
    const { stores } = ctx.app;
    const chosen = await chooseInterests(ctx);
    const kinds = TODAY_ARTICLE_KINDS.filter(
      (k) => chosen.has(k) && (options.kind === undefined || options.kind === k),
    );
    const rows = await stores.interests.byIds(kinds.map((k) => chosen.get(k)!));
    const covers = await Promise.all(
      kinds.map((kind) =>
        stores.discoveryFeeds.topicPins({
          interestId: chosen.get(kind)!,
          surface: todayArticleSurface(kind),
          viewerId: ctx.viewerId,
          after: null,
          // A few more than the cover shows: a deleted idea pin is left out (hydrateRecommendable).
          limit: COVER_PINS * 2,
        }),
      ),
    );
    const reasons = new Map<string, PinRecommendation>();
    kinds.forEach((kind, i) => {
      const interest = rows.get(chosen.get(kind)!);
      for (const pin of covers[i] ?? []) {
        if (interest) reasons.set(idString(pin.id), topicReason(interest));
      }
    });
    const allPins: PinRow[] = covers.flat();
    const pins = new Map<string, Pin>(
      (await hydrateRecommendable(ctx, allPins, reasons)).map((p) => [p.id, p]),
    );
    const presentable = kinds.filter((k) => rows.has(chosen.get(k)!));
    const interests = await presentInterests(
      ctx,
      presentable.map((k) => rows.get(chosen.get(k)!) as InterestRow),
      null,
    );
    const data: TodayArticle[] = presentable.map((kind, i) => {
      const interest = interests[i]!;
      const surface = todayArticleSurface(kind);
      const cover = covers[kinds.indexOf(kind)] ?? [];
      return {
        id: kind,
        kind,
        title: todayArticleTitle(kind, interest.name),
        url: todayArticleUrl(kind),
        interest: { ...interest, url: interestUrl(surface, interest) },
        surface,
        cover_pins: cover.flatMap((row) => pins.get(idString(row.id)) ?? []).slice(0, COVER_PINS),
      };
    });
    return { data };
  }),
};
