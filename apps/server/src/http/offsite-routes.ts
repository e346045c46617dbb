// Outbound links (API.md "Outbound links"; spec 000 §5 and §7, 001 §7, 002 §7; issue 14):
//   GET|POST /v3/offsite/  the link check (and the right-click clickthrough), signed in or out;
//   GET /offsite/           the way out: 302 with a valid token, else a page.
// A token is signed only for a link the named pin carries and the viewer may see, so neither
// endpoint helps anyone bounce people to a URL of their choosing.
import {
  offsiteCheckBody,
  offsiteCheckQuery,
  offsiteQuery,
  pinRedirectQuery,
  type OffsiteCheck,
} from '@corkboard/contracts';
import { clickthroughTypeOf, isRightClickClickthrough, offsiteHref } from '@corkboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext, RequestContext } from '../app/context';
import { isOffsiteToken, linkTokens, offsiteToken } from '../links/offsite-tokens';
import { hydratePins } from '../feeds/hydrate-pins';
import { canViewPin } from '../policy/visibility';
import { idString } from '../storage/row-mapping';
import { guidelinesPage } from '../ssr/guidelines-page';
import { blockedPage, leavingPage, pinRedirectPage } from '../ssr/offsite-pages';
import { requestTheme } from '../ssr/request-theme';
import { plainPageHeaders } from '../ssr/plain-page';
import { errorPage } from '../ssr/page-renderer';
import { success } from './envelope';
import { requestContext } from './request-context';
import { parseOrInvalid } from './zod-errors';

type CheckFields = z.output<typeof offsiteCheckQuery>;

/** The links a pin the viewer may see carries (its link, tracked link, carousel slots'). */
async function pinLinks(ctx: RequestContext, pinId: string): Promise<Set<string> | null> {
  const { stores } = ctx.app;
  const row = await stores.pins.byId(pinId);
  const board = row ? await stores.boards.byId(idString(row.board_id)) : undefined;
  if (!row || !board || !(await canViewPin(stores, row, board, ctx.viewerId))) return null;
  const [pin] = await hydratePins(ctx, [row]);
  if (!pin) return null;
  return new Set(
    [pin.tracked_link, ...Object.keys(linkTokens(ctx.app.signer, pin))].filter(
      (link): link is string => typeof link === 'string',
    ),
  );
}

async function check(ctx: RequestContext, fields: CheckFields): Promise<OffsiteCheck> {
  const { app } = ctx;
  const verdict = await app.linkChecker.check(fields.url);
  const links = fields.pin_id ? await pinLinks(ctx, fields.pin_id) : null;
  const ofPin = links?.has(fields.url) === true;
  // A right-click counts only where spec 000 says (no media files, no pin pages); a
  // collection-chip click is a click on one of the pin's own items.
  const kind = fields.check_only === false && ofPin ? clickthroughTypeOf(fields.aux_data) : null;
  if (
    kind === 'collectionChip' ||
    (kind === 'rightClick' && isRightClickClickthrough(fields.url, app.config.publicUrl))
  ) {
    await app.stores.links.recordClickthrough({
      userId: ctx.viewerId,
      pinId: fields.pin_id ?? null,
      url: fields.url,
      kind,
      at: app.now(),
    });
  }
  const allowed = verdict.verdict === 'allowed';
  return {
    redirect_status: verdict.verdict,
    message: verdict.reason,
    url: verdict.link?.href ?? fields.url,
    host: verdict.link?.host || null,
    offsite_url:
      allowed && ofPin && fields.pin_id
        ? offsiteHref(
            fields.url,
            fields.pin_id,
            offsiteToken(app.signer, fields.url, fields.pin_id),
          )
        : null,
  };
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).headers(plainPageHeaders()).send(html);
}

export function registerOffsiteRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/v3/offsite/', async (request, reply) => {
    const fields = parseOrInvalid(offsiteCheckQuery, request.query);
    return success(await check(requestContext(ctx, request, reply), fields));
  });
  app.post('/v3/offsite/', async (request, reply) => {
    const fields = parseOrInvalid(offsiteCheckBody, request.body ?? {});
    return success(await check(requestContext(ctx, request, reply), fields));
  });
  app.get('/community-guidelines/', async (request, reply) =>
    sendPage(reply, 200, guidelinesPage(await requestTheme(ctx, request))),
  );
  app.get('/pin_redirect/', async (request, reply) => {
    const query = parseOrInvalid(pinRedirectQuery, request.query);
    return sendPage(reply, 200, pinRedirectPage(query, await requestTheme(ctx, request)));
  });
  app.get('/offsite/', async (request: FastifyRequest, reply) => {
    const { url, token, pin } = parseOrInvalid(offsiteQuery, request.query);
    if (!url) return sendPage(reply, 404, errorPage(404));
    const verdict = await ctx.linkChecker.check(url);
    if (verdict.verdict !== 'allowed') {
      const theme = await requestTheme(ctx, request);
      return sendPage(reply, 200, blockedPage(verdict.link?.host ?? url, verdict.reason, theme));
    }
    if (token && pin && isOffsiteToken(ctx.signer, url, pin, token)) {
      return reply.code(302).header('Cache-Control', 'no-store').header('Location', url).send();
    }
    return sendPage(reply, 200, leavingPage(url, await requestTheme(ctx, request)));
  });
}
