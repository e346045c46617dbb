// CookieConsentResource (docs/API.md "Cookie consent"): the banner reads and answers here, signed
// in or out. Each answer differs per browser, so none is served from the shared read cache.
import { resourceSchemas } from '@corkboard/contracts';
import { recordConsent } from '../../commands/cookie-consent';
import { consentState } from '../../http/consent';
import { presentConsent } from '../../present/consent';
import { action } from '../define';

const schemas = resourceSchemas.CookieConsentResource;

export const CookieConsentResource = {
  get: action(schemas.get, async (ctx) => ({ data: presentConsent(await ctx.consent.state()) }), {
    sharedRead: false,
  }),
  update: action(
    schemas.update,
    async (ctx, options) => {
      const choice = await recordConsent(
        ctx,
        {
          analytics: options.allow_analytic_cookies,
          marketing: options.allow_marketing_cookies,
          personalization: options.allow_personalization_cookies,
        },
        options.surface_tag,
      );
      return { data: presentConsent(consentState(choice, ctx.consent.gpc)) };
    },
    { auth: 'optional' },
  ),
};
