// Who may react to a pin (issue 13), in the order every write answers (docs/ARCHITECTURE.md
// "Saving and board permissions"): signed out `unauthorized`; a pin the viewer may not see
// `not_found` (policy/visible-pin.ts, never `forbidden`); a pin where the card's rules show no
// reaction controls `forbidden` (domain reactionsOpenOn: not an ad, idea pin or video, not a
// downstream promotion, not on a collaborative board).
import { REACTION_ERRORS, reactionsOpenOn } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { hydratePins } from '../feeds/hydrate-pins';
import { forbidden, notFound } from '../http/errors';
import { idString } from '../storage/row-mapping';
import { signedInViewer } from './signed-in';
import { visiblePin } from './visible-pin';

export interface ReactionTarget {
  viewerId: string;
  pinId: string;
}

/** A pin the viewer may see: where a reaction is taken back (whatever the rules say now). */
export async function seenPin(ctx: RequestContext, pinId: string): Promise<ReactionTarget> {
  const viewerId = signedInViewer(ctx);
  const row = await visiblePin(ctx.app.stores, pinId, viewerId);
  return { viewerId, pinId: idString(row.id) };
}

/** A pin the viewer may see and react to. */
export async function reactablePin(ctx: RequestContext, pinId: string): Promise<ReactionTarget> {
  const viewerId = signedInViewer(ctx);
  const { stores } = ctx.app;
  const row = await visiblePin(stores, pinId, viewerId);
  // The rule reads the pin as the wire shows it (the card's facts: ad, video, idea pin).
  const [pin] = await hydratePins(ctx, [row]);
  if (!pin) throw notFound('That Pin');
  const collaborative = await stores.collaborators.isCollaborative(idString(row.board_id));
  if (!reactionsOpenOn(pin, collaborative)) throw forbidden(REACTION_ERRORS.notHere);
  return { viewerId, pinId: pin.id };
}
