import { describe, expect, it } from 'vitest';
import {
  knownReportReason,
  mostCommonReason,
  outcomeOfDecision,
  ownReportStatus,
  type OwnReportStatus,
  type ReportDecision,
  type ReportOutcome,
} from './report-status';

describe('outcomeOfDecision: what the reporter is told the operator did', () => {
  it.each<[ReportDecision, ReportOutcome]>([
    ['remove_pin', 'removed'],
    ['remove_comment', 'removed'],
    ['suspend_account', 'suspended'],
    ['dismiss', 'dismissed'],
  ])('%s → %s', (decision, outcome) => {
    expect(outcomeOfDecision(decision)).toBe(outcome);
  });
});

describe('ownReportStatus: "Under review" while open, then the outcome', () => {
  it.each<[string, Parameters<typeof ownReportStatus>[0], OwnReportStatus]>([
    ['open, its pin still there', { decided: false, outcome: null, subjectExists: true }, 'open'],
    ['open, deleted by its owner', { decided: false, outcome: null, subjectExists: false }, 'gone'],
    [
      'removed (the pin is gone)',
      { decided: true, outcome: 'removed', subjectExists: false },
      'removed',
    ],
    ['dismissed', { decided: true, outcome: 'dismissed', subjectExists: true }, 'dismissed'],
    [
      'account suspended',
      { decided: true, outcome: 'suspended', subjectExists: true },
      'suspended',
    ],
    [
      'decided before outcomes were kept',
      { decided: true, outcome: null, subjectExists: true },
      'closed',
    ],
    [
      'an outcome this version does not know',
      { decided: true, outcome: 'x', subjectExists: true },
      'closed',
    ],
  ])('%s', (_, report, status) => {
    expect(ownReportStatus(report)).toBe(status);
  });
});

describe('mostCommonReason: the reason a violation is recorded with', () => {
  it.each<[string, Record<string, number>, string | null]>([
    ['the one most reports gave', { spam: 1, harassment: 3 }, 'harassment'],
    ['a tie goes to the one listed first in the dialog', { harassment: 2, spam: 2 }, 'spam'],
    ['a single report', { other: 1 }, 'other'],
    ['reports without a reason ("") are not a reason', { '': 4, nudity: 1 }, 'nudity'],
    ['only unknown reasons', { '': 2, boring: 5 }, null],
    ['no reports', {}, null],
  ])('%s', (_, counts, reason) => {
    expect(mostCommonReason(counts)).toBe(reason);
  });
});

describe('knownReportReason', () => {
  it.each<[string | null, string | null]>([
    ['spam', 'spam'],
    ['intellectual_property', 'intellectual_property'],
    [null, null],
    ['', null],
    ['boring', null],
  ])('%s → %s', (value, reason) => {
    expect(knownReportReason(value)).toBe(reason);
  });
});
