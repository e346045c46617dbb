/**
 * The viewer's settings (UserSettingsResource, req 000-3.28 "User cookie settings"), one row per
 * user once they changed one; no row means the defaults. Cookie choices are null until the
 * user answers the consent banner. `save_behavior` stays on `users`, where it already was.
 */
export interface UserSettingsTable {
  user_id: number | string;
  allow_analytic_cookies: number | null;
  allow_marketing_cookies: number | null;
  allow_personalization_cookies: number | null;
  surface_tag: string | null;
  dark_mode: number;
  updated_at: number | string;
}
