// Who an experience is for (issue 15 "targeting"): signed in or out, new or returning people
// (spec 001 §5: "Resurrection and new-user windows are 28 days"), device class, locale,
// interests, an allowed id list, an experiment group, an advertiser (spec 001 §6: "Advertiser-
// scoped placements add an advertiserId target") and triggered experiences (spec 001 §3
// triggerable_placed_exps). Every condition left out matches everyone.

import { RESURRECTION_WINDOW_DAYS } from '../limits';

/** Spec 001 §5: "Resurrection and new-user windows are 28 days." */
export const LIFECYCLE_WINDOW_MS = RESURRECTION_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export const EXPERIENCE_AUDIENCES = ['everyone', 'signed_in', 'signed_out'] as const;
export const EXPERIENCE_LIFECYCLES = ['any', 'new', 'resurrected'] as const;
export const EXPERIENCE_DEVICES = ['desktop', 'phone'] as const;
export type ExperienceDevice = (typeof EXPERIENCE_DEVICES)[number];

export interface ExperienceTargeting {
  audience?: (typeof EXPERIENCE_AUDIENCES)[number];
  /** `new`: an account younger than 28 days; `resurrected`: back within 28 days of a 28-day absence. */
  lifecycle?: (typeof EXPERIENCE_LIFECYCLES)[number];
  devices?: ExperienceDevice[];
  /** Locale prefixes: `en` matches en-GB; `fr-CA` matches only fr-CA. */
  locales?: string[];
  /** Shown to people who follow any of these interests. */
  interest_ids?: string[];
  /** The allowed id list: only these user ids (req 001-5.01 "its id is in the allowed id list"). */
  user_ids?: string[];
  experiment?: { name: string; group: string };
  /** Only on an advertiser-scoped request for this advertiser. */
  advertiser_id?: string;
  /** Only after another experience triggered it (PUT …/trigger/). */
  triggered_only?: boolean;
}

/** What the server knows of the viewer when it decides. */
export interface ExperienceViewer {
  signedIn: boolean;
  isBot: boolean;
  userId: string | null;
  /** When the account was made; null signed out. */
  accountCreatedAt: number | null;
  /** When the person came back after 28 days away (resurrection_info.resurrection_dt). */
  resurrectedAt: number | null;
  device: ExperienceDevice;
  locale: string;
  interestIds: readonly string[];
  experimentGroups: Readonly<Record<string, string>>;
  /** The advertiser a request is scoped to (the advertiser area), else null. */
  advertiserId: string | null;
}

function localeMatches(wanted: string, locale: string): boolean {
  const w = wanted.toLowerCase();
  const l = locale.toLowerCase();
  return l === w || l.startsWith(`${w}-`);
}

export type TargetingCondition = keyof Omit<ExperienceTargeting, 'triggered_only'>;

const within = (at: number | null, now: number) => at !== null && now - at < LIFECYCLE_WINDOW_MS;

/** The first condition of the targeting the viewer does not meet, or null when it admits them. */
export function targetingMismatch(
  t: ExperienceTargeting,
  viewer: ExperienceViewer,
  now: number,
): TargetingCondition | null {
  if (t.audience === 'signed_in' && !viewer.signedIn) return 'audience';
  if (t.audience === 'signed_out' && viewer.signedIn) return 'audience';
  if (t.lifecycle === 'new' && !within(viewer.accountCreatedAt, now)) return 'lifecycle';
  if (t.lifecycle === 'resurrected' && !within(viewer.resurrectedAt, now)) return 'lifecycle';
  if (t.devices?.length && !t.devices.includes(viewer.device)) return 'devices';
  if (t.locales?.length && !t.locales.some((l) => localeMatches(l, viewer.locale))) {
    return 'locales';
  }
  if (t.interest_ids?.length && !t.interest_ids.some((id) => viewer.interestIds.includes(id))) {
    return 'interest_ids';
  }
  if (t.user_ids?.length && (viewer.userId === null || !t.user_ids.includes(viewer.userId))) {
    return 'user_ids';
  }
  if (t.experiment && viewer.experimentGroups[t.experiment.name] !== t.experiment.group) {
    return 'experiment';
  }
  if (t.advertiser_id !== undefined && viewer.advertiserId !== t.advertiser_id) {
    return 'advertiser_id';
  }
  return null;
}

/** Whether targeting admits the viewer (triggering is the decision's, as it needs state). */
export const targetingMatches = (t: ExperienceTargeting, viewer: ExperienceViewer, now: number) =>
  targetingMismatch(t, viewer, now) === null;

/** The kinds of viewer an operator checks an experience against (issue 15, "preview … as a chosen kind of viewer"). */
export const SAMPLE_VIEWER_KINDS = [
  'visitor',
  'visitor_phone',
  'new_member',
  'member',
  'returning_member',
] as const;
export type SampleViewerKind = (typeof SAMPLE_VIEWER_KINDS)[number];

/**
 * A typical viewer of a kind, in English, in no experiment group, following no interest: an
 * experience aimed at named people, interests, groups or advertisers admits none of them.
 */
export function sampleViewer(kind: SampleViewerKind, now: number): ExperienceViewer {
  const day = 24 * 60 * 60 * 1000;
  const member = kind !== 'visitor' && kind !== 'visitor_phone';
  return {
    signedIn: member,
    isBot: false,
    userId: null,
    accountCreatedAt: !member ? null : kind === 'new_member' ? now - day : now - 400 * day,
    resurrectedAt: kind === 'returning_member' ? now - day : null,
    device: kind === 'visitor_phone' ? 'phone' : 'desktop',
    locale: 'en',
    interestIds: [],
    experimentGroups: {},
    advertiserId: null,
  };
}

/**
 * Resurrection (spec 001 §3 resurrection_info.resurrection_dt): a sign-in after 28 days or
 * more without one makes the person "resurrected" from that moment; otherwise it keeps the
 * earlier date.
 */
export function resurrectionAfterSignIn(
  lastSignInAt: number | null,
  previousResurrectedAt: number | null,
  now: number,
): number | null {
  if (lastSignInAt !== null && now - lastSignInAt >= LIFECYCLE_WINDOW_MS) return now;
  return previousResurrectedAt;
}
