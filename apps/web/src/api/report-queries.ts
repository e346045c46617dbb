// The viewer's own reports and the violations on their content (issue 16,
// /reports-and-violations/), page by page, under the keys the server prefetches.
import type { ContentViolationWire, OwnReport } from '@corkboard/contracts';
import { feedQuery } from './queries';

// Unlike a feed, where a report stands changes while the person is away: read again on each visit.
export const ownReportsQuery = () => ({
  ...feedQuery<'UserReportsResource', OwnReport>('UserReportsResource', {}),
  staleTime: 0,
});

export const ownViolationsQuery = () => ({
  ...feedQuery<'UserViolationsResource', ContentViolationWire>('UserViolationsResource', {}),
  staleTime: 0,
});
