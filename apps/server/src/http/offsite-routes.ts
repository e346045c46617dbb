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
  type Pin,
} from '@corkboard/contracts';
import {
  clickthroughTypeOf,
  isGoLinkless,
  isRightClickClickthrough,
  isStorableId,
  linklessDestination,
  linklessPingUrl,
  offsiteClickthroughType,
  offsiteHrefWith,
  type ClickthroughType,
} from '@corkboard/domain';
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

/** A pin the viewer may see, and the links it carries (its link, tracked link, carousel slots'). */
async function pinLinks(
  ctx: RequestContext,
  pinId: string,
): Promise<{ pin: Pin; links: Set<string> } | null> {
  const { stores } = ctx.app;
  const row = await stores.pins.byId(pinId);
  const board = row ? await stores.boards.byId(idString(row.board_id)) : undefined;
  if (!row || !board || !(await canViewPin(stores, row, board, ctx.viewerId))) return null;
  const [pin] = await hydratePins(ctx, [row]);
  if (!pin) return null;
  const links = [pin.tracked_link, ...Object.keys(linkTokens(ctx.app.signer, pin))];
  return { pin, links: new Set(links.filter((l): l is string => typeof l === 'string')) };
}

/** What a `check_only=false` request records: the spec's clickthroughs, each where it counts. */
function recordedKind(
  ctx: RequestContext,
  fields: CheckFields,
  found: { pin: Pin; links: Set<string> } | null,
  allowed: boolean,
): ClickthroughType | null {
  if (fields.check_only !== false || !found?.links.has(fields.url)) return null;
  const kind = clickthroughTypeOf(fields.aux_data);
  switch (kind) {
    case 'collectionChip':
      return kind;
    case 'rightClick':
      return isRightClickClickthrough(fields.url, ctx.app.config.publicUrl) ? kind : null;
    case 'linkless':
      // Only a linkless ad's own destination, and never one the link rules flag.
      return allowed && isGoLinkless(found.pin) && linklessDestination(found.pin) === fields.url
        ? kind
        : null;
    default:
      return null;
  }
}

async function check(ctx: RequestContext, fields: CheckFields): Promise<OffsiteCheck> {
  const { app } = ctx;
  const verdict = await app.linkChecker.check(fields.url);
  const found = fields.pin_id ? await pinLinks(ctx, fields.pin_id) : null;
  const ofPin = found?.links.has(fields.url) === true;
  const allowed = verdict.verdict === 'allowed';
  // A right-click counts only where spec 000 says (no media files, no pin pages); a
  // collection-chip click is a click on one of the pin's own items.
  const kind = recordedKind(ctx, fields, found, allowed);
  const recorded = kind !== null;
  if (kind) {
    await app.stores.links.recordClickthrough({
      userId: ctx.viewerId,
      pinId: fields.pin_id ?? null,
      url: fields.url,
      kind,
      at: app.now(),
      clientTrackingParams: fields.client_tracking_params,
      auxData: fields.aux_data,
    });
  }
  if (kind === 'linkless' && fields.pin_id) {
    const ping = linklessPingUrl(fields.url, fields.pin_id, fields.client_tracking_params);
    if (ping) app.services.linkless.send(ping);
  }
  return {
    redirect_status: verdict.verdict,
    message: verdict.reason,
    url: verdict.link?.href ?? fields.url,
    host: verdict.link?.host || null,
    // The client follows this after its check (csr); a click recorded here carries its
    // aux_data on, so /offsite/ does not count it twice.
    offsite_url:
      allowed && ofPin && fields.pin_id && kind !== 'linkless'
        ? offsiteHrefWith(
            fields.url,
            fields.pin_id,
            offsiteToken(app.signer, fields.url, fields.pin_id),
            {
              csr: true,
              clientTrackingParams: fields.client_tracking_params,
              auxData: recorded ? fields.aux_data : undefined,
            },
          )
        : null,
  };
}

type OffsiteFields = z.output<typeof offsiteQuery>;

/** A valid /offsite/ visit: the person is sent on, and counted once (req 001-7.11). */
async function recordOffsiteVisit(
  ctx: RequestContext,
  fields: OffsiteFields & { url: string; pin: string },
): Promise<void> {
  const kind = offsiteClickthroughType({ csr: fields.csr === true, auxData: fields.aux_data });
  const { stores } = ctx.app;
  // The token outlives the pin: a deleted pin's link still opens, but counts for no pin.
  if (!kind || !isStorableId(fields.pin) || !(await stores.pins.byId(fields.pin))) return;
  await stores.links.recordClickthrough({
    userId: ctx.viewerId,
    pinId: fields.pin,
    url: fields.url,
    kind,
    at: ctx.app.now(),
    clientTrackingParams: fields.client_tracking_params,
    auxData: fields.aux_data,
    thirdPartyAd: fields.isThirdPartyAd === true,
  });
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
    const fields = parseOrInvalid(offsiteQuery, request.query);
    const { url, token, pin } = fields;
    if (!url) return sendPage(reply, 404, errorPage(404));
    const verdict = await ctx.linkChecker.check(url);
    if (verdict.verdict !== 'allowed') {
      const theme = await requestTheme(ctx, request);
      return sendPage(reply, 200, blockedPage(verdict.link?.host ?? url, verdict.reason, theme));
    }
    if (token && pin && isOffsiteToken(ctx.signer, url, pin, token)) {
      await recordOffsiteVisit(requestContext(ctx, request, reply), { ...fields, url, pin });
      return reply.code(302).header('Cache-Control', 'no-store').header('Location', url).send();
    }
    return sendPage(reply, 200, leavingPage(url, await requestTheme(ctx, request)));
  });
}
