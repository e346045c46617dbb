// LinkPreviewResource get {url} (issue 5 "Saving from a URL"): what the pin builder offers for a
// pasted address. Signed-in only: every preview is a server-side fetch (guarded, and counted
// by the per-user request limit below so the fetcher is nobody's free proxy).
import { resourceSchemas } from '@corkboard/contracts';
import { CREATE_PIN_ERRORS } from '@corkboard/domain';
import { AppError, invalid } from '../../http/errors';
import { isGuardedFetchError } from '../../net/index';
import { requireActor } from '../actor';
import { action } from '../define';

/** Decided: 30 previews a user a minute. */
const PREVIEWS_PER_MINUTE = 30;

export const LinkPreviewResource = {
  get: action(resourceSchemas.LinkPreviewResource.get, async (ctx, options) => {
    const actor = requireActor(ctx);
    const hit = ctx.app.limiter.hit(`link-preview:${actor.id}`, PREVIEWS_PER_MINUTE, 60_000);
    if (!hit.allowed) {
      throw new AppError('rate_limited', CREATE_PIN_ERRORS.previewRate);
    }
    try {
      return { data: await ctx.app.services.links.preview(options.url) };
    } catch (error) {
      if (isGuardedFetchError(error)) throw invalid(error.message);
      throw error;
    }
  }),
};
