// LinkPreviewResource get {url} (issue 5 "Saving from a URL"): what the pin builder offers for a
// pasted address. Signed-in only: every preview is a server-side fetch (guarded, and counted
// per user and per address, domain `linkPreviewCounters`, so the fetcher is nobody's free proxy).
import { resourceSchemas } from '@corkboard/contracts';
import { CREATE_PIN_ERRORS, linkPreviewCounters } from '@corkboard/domain';
import { invalid } from '../../http/errors';
import { takeOrRefuse } from '../../http/rate-limiter';
import { isGuardedFetchError } from '../../net/index';
import { requireActor } from '../actor';
import { action } from '../define';

export const LinkPreviewResource = {
  get: action(resourceSchemas.LinkPreviewResource.get, async (ctx, options) => {
    const actor = requireActor(ctx);
    const counters = linkPreviewCounters(actor.id, ctx.address);
    takeOrRefuse(ctx.app.limiter, counters, CREATE_PIN_ERRORS.previewRate);
    try {
      return { data: await ctx.app.services.links.preview(options.url) };
    } catch (error) {
      if (isGuardedFetchError(error)) throw invalid(error.message);
      throw error;
    }
  }),
};
