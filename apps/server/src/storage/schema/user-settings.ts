/**
 * The viewer's settings (UserSettingsResource, req 000-3.28 "User cookie settings"), one row per
 * user once they changed one; no row means the defaults. Cookie choices are null until the
 * user answers the consent banner, for the policy revision in cookie_policy_revision. `save_behavior` stays on `users`, where it already was.
 */
export interface UserSettingsTable {
  user_id: number | string;
  allow_analytic_cookies: number | null;
  allow_marketing_cookies: number | null;
  allow_personalization_cookies: number | null;
  surface_tag: string | null;
  dark_mode: number;
  /** The cookie-policy revision the choices answered (issue 16); null until answered. */
  cookie_policy_revision: number | null;
  cookie_consent_at: number | string | null;
  updated_at: number | string;
}
