// CookieConsent on the wire (packages/contracts consent-schemas.ts).
import type { CookieConsent } from '@corkboard/contracts';
import { COOKIE_POLICY_REVISION, needsConsentBanner } from '@corkboard/domain';
import type { ConsentState } from '../http/consent';
import { isoTime } from '../storage/row-mapping';

export function presentConsent(state: ConsentState): CookieConsent {
  const { choice } = state;
  return {
    policy_revision: COOKIE_POLICY_REVISION,
    choice: choice
      ? {
          analytics: choice.analytics,
          marketing: choice.marketing,
          personalization: choice.personalization,
          revision: choice.revision,
          chosen_at: isoTime(choice.chosenAt),
        }
      : null,
    needs_banner: needsConsentBanner(choice),
    gpc: state.gpc,
    allowed: state.allowed,
  };
}
