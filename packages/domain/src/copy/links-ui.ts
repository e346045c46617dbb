// --- Leaving safely (issue 14; ours, "decided"): why a link is flagged, the /offsite/ pages,
// the appeal ("Report a mistake") and the signed-out clickthrough interstitial. The modal's own
// texts are the spec's (BLOCKED_LINK, first below).
import type { RedirectStatus } from '../limits';

// The blocked-link modal, verbatim (spec 000 §8, 002 §8), req 000-8.04. Here, with the other link
// texts, so it travels with the modal's chunk.
export const BLOCKED_LINK = {
  title: 'Heads up!',
  label: 'We have blocked this link',
  learnMore: 'Learn more',
  okay: 'Okay',
} as const;

/** The reason a person reads for a flagged link: the message of `/v3/offsite/`. */
export const LINK_REASONS = {
  notHttp: 'Only web links (http or https) can be opened from Corkboard.',
  unreadable: 'This is not a web address Corkboard can open.',
  userInfo: 'This link hides where it goes: the name before the "@" is not the site it opens.',
  ipAddress: 'This link goes to a bare network address instead of a named site.',
  mixedScript:
    "This site's name mixes letters of different alphabets, a trick used to imitate other sites.",
  imitates: (domain: string) => `This site's name imitates ${domain}, but it is another site.`,
  /** A list rule imported without a reason of its own, by verdict. */
  listed: {
    allowed: 'This site is on the allowed list.',
    blocked: 'This site is known for malware, scams or spam.',
    suspicious: 'This site has been reported for spam or misleading content.',
    porn: 'This site shows adult content.',
  } satisfies Record<RedirectStatus, string>,
} as const;

/** The message of an API refusal: a pin's link is blocked (pin create and edit). */
export const linkRefused = (host: string, reason: string) =>
  `link: ${host} is blocked on Corkboard. ${reason}`;

/** The /offsite/ pages: the interstitial (no valid token) and the blocked page. */
export const OFFSITE_PAGE = {
  leavingTitle: "You're leaving Corkboard",
  leavingBody: 'This link was not made by Corkboard, so we cannot vouch for where it goes:',
  leavingContinue: 'Continue to the site',
  leavingBack: 'Go back to Corkboard',
  blockedTitle: 'This link is blocked',
  blockedHost: (host: string) => `Corkboard blocked ${host}.`,
  pinRedirectTitle: (domain: string) => `You're going to ${domain}`,
  pinRedirectContinue: 'Continue',
  pinRedirectSignUp: 'Sign up to save ideas you find there',
} as const;

/** "Report a mistake": the appeal a person files against a blocked link, and its status. */
export const LINK_APPEAL = {
  open: 'Report a mistake',
  question: 'Why should this link not be blocked?',
  placeholder: 'Tell us what the site is and why it is safe',
  submit: 'Send',
  cancel: 'Cancel',
  sent: 'Thanks. We will look at this link again.',
  failed: 'Could not send your report. Try again.',
  statusLabel: 'Your report',
  status: {
    open: 'Waiting for review',
    upheld: 'Reviewed: the link stays blocked',
    lifted: 'Reviewed: the link is no longer blocked',
  },
} as const;

/** /appealed-pin/ (issue 16): a person's own appeals and where they stand (ours). */
export const APPEALS_PAGE = {
  title: 'Your appeals',
  intro: 'Links you reported as blocked by mistake, and what we decided.',
  empty: 'You have not reported a blocked link as a mistake.',
  logIn: 'Log in to see your appeals.',
  yourMessage: 'You wrote',
  ourNote: 'Our note',
  listLabel: 'Your appeals, newest first',
  /** Where the settings and the blocked-link modal lead to the page. */
  settingsHeading: 'Reports and appeals',
  seeAppeals: 'See your appeals',
} as const;

/**
 * /reports-and-violations/ (issue 16): the Pins and comments a person reported and where each
 * stands, and what operators removed from their own content (ours).
 */
export const REPORTS_PAGE = {
  title: 'Your reports and violations',
  intro: 'The Pins and comments you reported, and anything we removed from yours.',
  logIn: 'Log in to see your reports and violations.',
  reportsHeading: 'Your reports',
  reportsEmpty: 'You have not reported a Pin or comment.',
  reportsLabel: 'Your reports, newest first',
  violationsHeading: 'Violations on your content',
  violationsEmpty: 'Nothing of yours has been removed.',
  violationsLabel: 'Violations on your content, newest first',
  /** What was reported. */
  kind: { pin: 'Pin', comment: 'Comment' },
  reason: 'Reason',
  /** Where a report stands (domain reports/report-status.ts ownReportStatus). */
  status: {
    open: 'Under review',
    removed: 'Removed',
    dismissed: 'No violation found',
    suspended: 'Account suspended',
    closed: 'Reviewed',
    gone: 'Deleted by its owner',
  },
  /** What was found on the person's own content. */
  violation: {
    pin: 'Your Pin was removed',
    comment: 'Your comment was removed',
    account: 'Your account was suspended',
  },
  guidelines: 'Read the community guidelines',
  /** Beside the violations: blocked links are appealed on their own page. */
  blockedLinks: 'A link of yours was blocked?',
  /** The settings' and the report dialog's way to the page. */
  seeReports: 'See your reports and violations',
  seeYourReports: 'See your reports',
} as const;

/** The operator console's refusals (API messages). */
export const MODERATION_ERRORS = {
  ruleDomain: 'value: must be a domain such as evil.example',
  rulePrefix: 'value: must be an http or https address such as https://host.example/path/',
  ruleNotFound: 'That rule was not found.',
  ruleImported: 'value: rules of an imported list change only by importing the list again',
  appealNotFound: 'That appeal was not found.',
  appealDecided: 'That appeal was decided already.',
  appealNotBlocked: 'This link is not blocked, so there is nothing to report.',
  appealNotWebLink: 'url: only web links (http or https) can be reported as a mistake',
  reportNotFound: 'That Pin has no open reports.',
} as const;

/** Where the blocked-link modal's 'Learn more' goes: the spam section of the guidelines. */
export const GUIDELINES_SPAM_PATH = '/community-guidelines/#spam';
/** The community guidelines page, which /reports-and-violations/ points to. */
export const GUIDELINES_PATH = '/community-guidelines/';
