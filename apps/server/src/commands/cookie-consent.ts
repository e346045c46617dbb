// Keeping a cookie choice (issue 16; spec 000 §4, req 000-4.31 "Accept all or Reject all saves
// the settings"): on the account when signed in (with the policy revision it answered), and in
// this browser's `cb_consent` cookie either way, so signing out keeps it.
import { COOKIE_POLICY_REVISION, type ConsentAllowed, type ConsentChoice } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { consentPatch } from '../storage/user-settings-store';

export async function recordConsent(
  ctx: RequestContext,
  allowed: ConsentAllowed,
  surfaceTag: string | null | undefined,
): Promise<ConsentChoice> {
  const choice: ConsentChoice = {
    ...allowed,
    revision: COOKIE_POLICY_REVISION,
    chosenAt: ctx.app.now(),
  };
  if (ctx.viewerId) {
    await ctx.app.stores.userSettings.update(
      ctx.viewerId,
      {
        ...consentPatch(choice),
        ...(surfaceTag !== undefined ? { surface_tag: surfaceTag || null } : {}),
      },
      choice.chosenAt,
    );
  }
  ctx.consent.remember(choice);
  return choice;
}
