// The discovery queries (issue 6): topic, idea, video and shopping pages and their hubs, today
// articles, related pins, a board's more ideas and the home feed tuner. The server prefetches
// under the same keys the pages read.
import type { DiscoverySurface, TodayArticleKind } from '@corkboard/domain';
import { feedQuery, pinGridQuery, singleQuery } from './queries';

/** How an interest page names its interest: by url_name (/topics/x/) or by id (the others). */
export type InterestLookup = { url_name: string } | { interest_id: string };

/** The surface is always sent: it picks the page URL the answer carries and the grid's filter. */
function lookupOptions(lookup: InterestLookup, surface: DiscoverySurface) {
  return { ...lookup, surface };
}

export const topicQuery = (lookup: InterestLookup, surface: DiscoverySurface) =>
  singleQuery('TopicResource', lookupOptions(lookup, surface));
export const topicFeedQuery = (lookup: InterestLookup, surface: DiscoverySurface) =>
  pinGridQuery('TopicFeedResource', lookupOptions(lookup, surface));
export const interestsQuery = (surface: DiscoverySurface) =>
  feedQuery('InterestsResource', { surface });
/** All four today articles (/today/), or one (/today/best/ …). */
export const todayArticlesQuery = (kind: TodayArticleKind | null) =>
  singleQuery('TodayArticlesResource', kind ? { kind } : {});
export const relatedPinsQuery = (pinId: string) =>
  pinGridQuery('RelatedPinFeedResource', { pin_id: pinId });
export const moreIdeasQuery = (boardId: string) =>
  pinGridQuery('BoardMoreIdeasFeedResource', { board_id: boardId });
export const tunerQuery = () => singleQuery('HomefeedTunerResource', {});
