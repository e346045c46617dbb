// `LinkAppealResource` (issue 14): "Report a mistake" on a blocked link (create), and the
// viewer's own appeals with their status (get, optionally for one site).
import { resourceSchemas } from '@corkboard/contracts';
import { fileLinkAppeal } from '../../commands/link-appeals';
import { signedInViewer } from '../../policy/signed-in';
import { presentAppeal } from '../../present/moderation';
import { action } from '../define';

/** The appeals a person sees at once: their newest. */
const OWN_APPEALS_SHOWN = 25;

export const LinkAppealResource = {
  get: action(resourceSchemas.LinkAppealResource.get, async (ctx, options) => {
    const userId = signedInViewer(ctx);
    const host = options.host ? options.host.toLowerCase() : null;
    const appeals = await ctx.app.stores.links.appealsOf(userId, host, OWN_APPEALS_SHOWN);
    return { data: appeals.map(presentAppeal) };
  }),
  create: action(resourceSchemas.LinkAppealResource.create, async (ctx, options) => {
    const userId = signedInViewer(ctx);
    const appeal = await fileLinkAppeal(ctx.app, userId, {
      url: options.url,
      pinId: options.pin_id ?? null,
      message: options.message,
    });
    return { data: presentAppeal(appeal) };
  }),
};
