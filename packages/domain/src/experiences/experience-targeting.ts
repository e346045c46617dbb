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

/** Whether targeting admits the viewer (triggering is the decision's, as it needs state). */
export function targetingMatches(
  t: ExperienceTargeting,
  viewer: ExperienceViewer,
  now: number,
): boolean {
  if (t.audience === 'signed_in' && !viewer.signedIn) return false;
  if (t.audience === 'signed_out' && viewer.signedIn) return false;
  if (t.lifecycle === 'new') {
    if (viewer.accountCreatedAt === null || now - viewer.accountCreatedAt >= LIFECYCLE_WINDOW_MS) {
      return false;
    }
  }
  if (t.lifecycle === 'resurrected') {
    if (viewer.resurrectedAt === null || now - viewer.resurrectedAt >= LIFECYCLE_WINDOW_MS) {
      return false;
    }
  }
  if (t.devices?.length && !t.devices.includes(viewer.device)) return false;
  if (t.locales?.length && !t.locales.some((l) => localeMatches(l, viewer.locale))) return false;
  if (t.interest_ids?.length && !t.interest_ids.some((id) => viewer.interestIds.includes(id))) {
    return false;
  }
  if (t.user_ids?.length && (viewer.userId === null || !t.user_ids.includes(viewer.userId))) {
    return false;
  }
  if (t.experiment && viewer.experimentGroups[t.experiment.name] !== t.experiment.group) {
    return false;
  }
  if (t.advertiser_id !== undefined && viewer.advertiserId !== t.advertiser_id) return false;
  return true;
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
