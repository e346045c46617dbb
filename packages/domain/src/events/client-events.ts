// The client event log (issue 15, "Client event log"): what the web app may report, and how
// much. Event codes are the spec's where it names them (spec 001 §7: 4503 viewed, 6567
// completed, 6568 dismissed, 101 a callout's action with component and element; spec 000 §7
// lists the pin card's); the product's own metrics take codes from 900000 up, outside the
// spec's range, so no code ever means two things.

/** Named event codes. */
export const CLIENT_EVENT = {
  /** Spec 001 §7: an experience was seen. */
  experienceViewed: 4503,
  /** Spec 001 §7: an experience was completed. */
  experienceCompleted: 6567,
  /** Spec 001 §7: an experience was dismissed. */
  experienceDismissed: 6568,
  /** Spec 001 §7: an action on a callout (with component and element). */
  calloutAction: 101,
  /**
   * Spec 000 §8, req 000-8.05: "Offsite check error or missing response: 'error' counted in a
   * metric; normal navigation". aux_data.reason says which (`error` or `missing`).
   */
  offsiteCheckError: 900_001,
  /** Spec 001 §8, req 001-8.05: "Empty or #-only href: no navigation, a metric is recorded". */
  emptyHref: 900_002,
  /** The product's own survey page (issue 15): an answer, aux_data {rating, comment}. */
  surveyAnswer: 900_003,
  /** Req 001-9.03: "No-action event fires after 4000 ms" (an experience shown, not acted on). */
  experienceNoAction: 900_004,
  /** The app-upsell modal opened (view_type 20, "app upsell": spec 000 §7). */
  appUpsellShown: 900_005,
  /** Installed from the app-upsell modal; aux_data is the install referrer (req 000-7.21). */
  appUpsellInstalled: 900_006,
  /** The app-upsell modal was closed without installing. */
  appUpsellDismissed: 900_007,
} as const;

/** Spec 000 §7: "View types are 1 pin, 3 closeup, 107 notification, 20 app upsell." */
export const VIEW_TYPE = { pin: 1, closeup: 3, notification: 107, appUpsell: 20 } as const;

/** Spec 000 §7: "Client events are logged with numeric codes (700-703, 14538-14540, …)". */
const SPEC_000_CODES = [
  700, 701, 702, 703, 14538, 14539, 14540, 1701, 3830, 10220, 102, 103, 14577, 14581,
] as const;

const KNOWN_CODES: ReadonlySet<number> = new Set([
  ...Object.values(CLIENT_EVENT),
  ...SPEC_000_CODES,
]);

/** The codes the event log accepts; any other is refused with `invalid_parameters`. */
export function isClientEventCode(code: number): boolean {
  return KNOWN_CODES.has(code);
}

/**
 * Issue 16 ("Before a choice, no analytics ... request"): every event is analytics, kept only
 * where analytics cookies are allowed, except a survey answer, which a person writes and sends
 * on purpose.
 */
export function isAnalyticsEvent(code: number): boolean {
  return code !== CLIENT_EVENT.surveyAnswer;
}

/** The name of a code for the operator's counts (`code 700` for the unnamed ones). */
export function clientEventName(code: number): string {
  const named = Object.entries(CLIENT_EVENT).find(([, value]) => value === code);
  return named ? named[0] : `code ${code}`;
}

/** Limits of the log (decided: the spec is silent); its rate and body limits are in abuse-limits.ts. */
export const CLIENT_EVENT_LIMITS = {
  /** Events in one batch. */
  perBatch: 50,
  /** A client event id: 8 to 64 letters, digits, `-` or `_` (the web app sends a UUID). */
  idPattern: /^[A-Za-z0-9_-]{8,64}$/,
  /** Keys in one event's aux_data, and the length of each value. */
  auxKeys: 16,
  auxValueLength: 512,
  /** Days an event is kept; older ones are swept. */
  retentionDays: 90,
} as const;

/** When the page sends what it has gathered (decided). */
export const CLIENT_EVENT_FLUSH = {
  /** Send once this many events wait... */
  atCount: 20,
  /** ...or this long after the first one, whichever comes first; and always on page hide. */
  afterMs: 5_000,
} as const;
