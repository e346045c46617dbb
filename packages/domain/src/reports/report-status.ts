// A person's own reports and the violations found on their content (issue 16,
// /reports-and-violations/): what an operator's decision on a report means for the reporter, where
// a report stands, and which reason a violation is recorded with.
import { REPORT_REASONS, type ReportReason } from '../discovery/feedback-reasons';

/** The operators' decisions on a reported pin (PinReportQueueResource) or comment. */
export type ReportDecision = 'remove_pin' | 'suspend_account' | 'dismiss' | 'remove_comment';

/** What a decision did to what was reported: stored on the person's report when it closes. */
export const REPORT_OUTCOMES = ['removed', 'dismissed', 'suspended'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export function outcomeOfDecision(decision: ReportDecision): ReportOutcome {
  switch (decision) {
    case 'remove_pin':
    case 'remove_comment':
      return 'removed';
    case 'suspend_account':
      return 'suspended';
    case 'dismiss':
      return 'dismissed';
  }
}

/**
 * Where a report stands for its reporter: `open` while no operator decided; then its outcome.
 * `closed`: decided before outcomes were kept (migration 0026 filled in what it could not know).
 * `gone`: still open, but its pin or comment was deleted by its owner, so nobody will decide.
 */
export const OWN_REPORT_STATUSES = [...REPORT_OUTCOMES, 'open', 'closed', 'gone'] as const;
export type OwnReportStatus = (typeof OWN_REPORT_STATUSES)[number];

export function ownReportStatus(report: {
  decided: boolean;
  outcome: string | null;
  subjectExists: boolean;
}): OwnReportStatus {
  if (report.decided) {
    return isReportOutcome(report.outcome) ? report.outcome : 'closed';
  }
  return report.subjectExists ? 'open' : 'gone';
}

export function isReportOutcome(value: unknown): value is ReportOutcome {
  return (REPORT_OUTCOMES as readonly unknown[]).includes(value);
}

/**
 * The reason a violation is recorded with: the one most of its open reports gave. A tie goes to
 * the reason listed first in the report dialog (REPORT_REASONS), so the choice never depends on
 * the order the database answers in; no known reason (or none at all) is null.
 */
export function mostCommonReason(counts: Readonly<Record<string, number>>): ReportReason | null {
  let best: ReportReason | null = null;
  for (const reason of REPORT_REASONS) {
    const n = counts[reason] ?? 0;
    if (n > 0 && (best === null || n > (counts[best] ?? 0))) best = reason;
  }
  return best;
}

/** A stored reason as one the report dialog names, or null (an old report without one). */
export function knownReportReason(value: string | null): ReportReason | null {
  return (REPORT_REASONS as readonly (string | null)[]).includes(value)
    ? (value as ReportReason)
    : null;
}
