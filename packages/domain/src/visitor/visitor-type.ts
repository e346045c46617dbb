// Visitor types (spec 002 §6, req 002-6.01): "Visitor types: authenticated user, logged-out
// visitor, limited-login viewer. A limited-login viewer sees a login modal on gated actions."
// The spec does not say what makes a limited-login viewer. Ours (docs/ARCHITECTURE.md, "The
// signed-out visitor's prompts"): a browser that has had a signed-in session here before. It has
// an account, so it is asked to log in, not to sign up. The fact is kept in a small first-party
// marker (ACCOUNT_MARKER_KEY), written on a signed-in page and never carrying who it was.

/** The marker's localStorage key (in the cookie inventory, as personalisation). */
export const ACCOUNT_MARKER_KEY = 'corkboard:had-account';

export const VISITOR_TYPES = ['authenticated', 'logged_out', 'limited_login'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

/** What the marker holds: only that an account was used here, and when first seen. */
export interface AccountMarker {
  since: number;
}

/** A stored marker read back; anything malformed is no marker. */
export function parseAccountMarker(raw: unknown): AccountMarker | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const since = (raw as { since?: unknown }).since;
  return typeof since === 'number' && Number.isFinite(since) && since > 0 ? { since } : null;
}

export function visitorType(input: {
  signedIn: boolean;
  marker: AccountMarker | null;
}): VisitorType {
  if (input.signedIn) return 'authenticated';
  return input.marker ? 'limited_login' : 'logged_out';
}
