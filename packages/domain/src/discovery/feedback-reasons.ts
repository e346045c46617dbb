// Why a person reports or hides a pin (issue 13, "Report and hide with reasons"). The report's
// categories are those of Pinterest's report dialog; the hide's are the "why" choices of its
// hide flow. Both are stored with the feedback; a hide that says the pin is not relevant also
// records the `not_relevant` feedback PinFeedbackResource takes (spec 000 §7, req 000-7.15),
// so the two ways of saying it land in one place. A hide that says the pin breaks the rules is
// a report, and the web app opens the report dialog for it instead of hiding.
import type { PinFeedbackTypeName } from './pin-feedback';

export const REPORT_REASONS = [
  'spam',
  'nudity',
  'self_harm',
  'misinformation',
  'hateful',
  'dangerous_goods',
  'harassment',
  'violence',
  'intellectual_property',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons a hide may carry to the server. */
export const HIDE_REASONS = [
  'not_relevant',
  'not_my_taste',
  'seen_too_often',
  'low_quality',
] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

/** The choices the hide dialog offers: every hide reason, then "it breaks the rules" (a report). */
export const HIDE_CHOICES = [...HIDE_REASONS, 'report'] as const;
export type HideChoice = (typeof HIDE_CHOICES)[number];

/** The card feedback a hide reason also records, or null when it records none. */
export function feedbackOfHideReason(reason: HideReason | null): PinFeedbackTypeName | null {
  return reason === 'not_relevant' ? 'not_relevant' : null;
}
