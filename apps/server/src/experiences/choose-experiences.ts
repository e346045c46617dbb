// Runs the decision (packages/domain decideExperienceLists) for one request: who the viewer is,
// what they already did, and which placements the page asks for.
import { assignAll, decideExperienceLists, type ExperienceViewer } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { trustedAdvertiserId } from '../policy/advertiser-scope';
import { isOperator } from '../policy/operators';
import type { ExperienceRecord } from '../storage/experiences-store';
import { toNumber } from '../storage/row-mapping';
import { liveExperiences } from './live-experiences';

/** The key a viewer's history is kept under: the account, else the visitor cookie's hash. */
export function viewerKeyOf(ctx: RequestContext): string | null {
  return ctx.viewerId ? `u:${ctx.viewerId}` : ctx.visitor.key();
}

async function viewerFacts(
  ctx: RequestContext,
  live: readonly ExperienceRecord[],
  claimedAdvertiserId: string | null,
): Promise<ExperienceViewer> {
  const { viewer, viewerId } = ctx;
  // Only the interests some experience targets are looked up, and only for a member.
  const wanted = [...new Set(live.flatMap((e) => e.targeting.interest_ids ?? []))];
  const [followed, resurrectedAt, advertiser] = await Promise.all([
    viewerId && wanted.length > 0
      ? ctx.app.stores.interests.followedBy(viewerId, wanted).then((set) => [...set])
      : Promise.resolve([]),
    viewerId ? ctx.app.stores.users.resurrectedAt(viewerId) : Promise.resolve(null),
    trustedAdvertiserId(ctx, claimedAdvertiserId),
  ]);
  const time = (v: number | string | null | undefined) => (v == null ? null : toNumber(v));
  return {
    signedIn: viewer !== null,
    isBot: ctx.isBot,
    userId: viewerId,
    accountCreatedAt: time(viewer?.created_at),
    resurrectedAt,
    device: ctx.client.phone ? 'phone' : 'desktop',
    locale: ctx.client.locale,
    interestIds: followed,
    experimentGroups: assignAll(ctx.client.experimentKey, ctx.app.config.experimentOverrides),
    advertiserId: advertiser,
  };
}

export interface Chosen {
  experience: ExperienceRecord;
  viewed: boolean;
  preview: boolean;
}

/**
 * The experiences of each asked placement that has some: one each, or with `multi` (the multi
 * read, req 001-7.02) the placement's stack. An operator's preview puts one experience first at
 * its placement whatever its status or targeting (issue 15: "preview each at its placement").
 */
export async function chooseExperiences(
  ctx: RequestContext,
  placementIds: readonly number[],
  options: {
    advertiserId?: string | undefined;
    previewId?: string | undefined;
    multi?: boolean | undefined;
    /** The search whose results the page shows (extra_context.query), for search delights. */
    searchQuery?: string | undefined;
  } = {},
): Promise<Map<number, Chosen[]>> {
  const out = new Map<number, Chosen[]>();
  if (ctx.isBot) return out;
  const live = await liveExperiences(ctx.app);
  const key = viewerKeyOf(ctx);
  const [states, viewer] = await Promise.all([
    key ? ctx.app.stores.experiences.statesOf(key) : Promise.resolve(new Map()),
    viewerFacts(ctx, live, options.advertiserId ?? null),
  ]);
  const multi = options.multi === true;
  const chosen = decideExperienceLists(
    {
      experiences: live,
      viewer,
      states,
      placementIds,
      now: ctx.app.now(),
      searchQuery: options.searchQuery ?? null,
    },
    { multi },
  );
  for (const [placementId, list] of chosen) {
    out.set(
      placementId,
      list.map((e) => ({
        experience: e as ExperienceRecord,
        viewed: states.get(e.id)?.viewedAt != null,
        preview: false,
      })),
    );
  }
  if (options.previewId && isOperator(ctx)) {
    const previewed = live.find((e) => String(e.id) === options.previewId);
    if (previewed && placementIds.includes(previewed.placementId)) {
      const shown: Chosen = { experience: previewed, viewed: false, preview: true };
      const others = multi ? (out.get(previewed.placementId) ?? []) : [];
      out.set(previewed.placementId, [
        shown,
        ...others.filter((c) => c.experience.id !== previewed.id),
      ]);
    }
  }
  return out;
}
