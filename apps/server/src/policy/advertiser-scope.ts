// The advertiser a request may be scoped to (spec 001 §6: "Advertiser-scoped placements add an
// advertiserId target"). The id comes from the client, so it counts only for a signed-in person
// who promotes pins for that advertiser; anyone else's claim is dropped and the request is read
// as unscoped, so an advertiser's own experiences never reach someone who typed its id.
import type { RequestContext } from '../app/context';

export async function trustedAdvertiserId(
  ctx: Pick<RequestContext, 'app' | 'viewerId'>,
  claimed: string | null | undefined,
): Promise<string | null> {
  if (!claimed || !ctx.viewerId) return null;
  return (await ctx.app.stores.pins.promotesFor(ctx.viewerId, claimed)) ? claimed : null;
}
