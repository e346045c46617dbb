// UserSettingsResource update (docs/API.md §3): cookie choices, surface tag and dark mode go to
// user_settings; save_behavior stays on users, where UserResource already reads it. Any cookie
// field answers the current cookie policy (issue 16): the revision and time are kept with it.
import { COOKIE_POLICY_REVISION } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import type { UserSettingsPatch } from '../storage/user-settings-store';
import { fromFlag } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';
import type { Actor } from './enforce';

export interface SettingsChanges {
  allow_analytic_cookies?: boolean | undefined;
  allow_marketing_cookies?: boolean | undefined;
  allow_personalization_cookies?: boolean | undefined;
  surface_tag?: string | null | undefined;
  save_behavior?: 0 | 1 | undefined;
  dark_mode?: boolean | undefined;
}

export function updateUserSettings(
  app: AppContext,
  actor: Actor,
  changes: SettingsChanges,
): Promise<void> {
  const patch: UserSettingsPatch = {};
  for (const key of [
    'allow_analytic_cookies',
    'allow_marketing_cookies',
    'allow_personalization_cookies',
    'dark_mode',
  ] as const) {
    const value = changes[key];
    if (value !== undefined) patch[key] = fromFlag(value);
  }
  const now = app.now();
  if (
    changes.allow_analytic_cookies !== undefined ||
    changes.allow_marketing_cookies !== undefined ||
    changes.allow_personalization_cookies !== undefined
  ) {
    patch.cookie_policy_revision = COOKIE_POLICY_REVISION;
    patch.cookie_consent_at = now;
  }
  if (changes.surface_tag !== undefined) patch.surface_tag = changes.surface_tag || null;
  return inTransaction(app.storage, async (stores) => {
    if (Object.keys(patch).length > 0) await stores.userSettings.update(actor.id, patch, now);
    if (changes.save_behavior !== undefined) {
      await stores.userSettings.setSaveBehavior(actor.id, changes.save_behavior);
    }
  });
}
