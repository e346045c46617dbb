// Who sees a shared idea (issue 16; rules in domain invites/shared-idea.ts). The lookup answers
// `not_found` ("the invite is null on failure") for an unknown code, a sender suspended or in a
// block with the viewer either way, and a pin the viewer may not see: the same answer for each,
// so a code tells nobody more than its pin page would. Making a code needs a signed-in viewer
// who may see the pin.
import { INVITE_ERRORS } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { AppError } from '../http/errors';
import type { InviteCodeRow } from '../storage/invite-codes-store';
import type { PinRow } from '../storage/pins-store';
import type { UserRow } from '../storage/users-store';
import { relationTo } from './blocks';
import { signedInViewer } from './signed-in';
import { visiblePin } from './visible-pin';

export interface SharedIdeaPlace {
  invite: InviteCodeRow;
  sender: UserRow;
  pin: PinRow;
  /** The viewer is signed in, is not the sender, and may write to them. */
  mayMessage: boolean;
}

const notFound = () => new AppError('not_found', INVITE_ERRORS.notFound);

export async function readableSharedIdea(
  ctx: RequestContext,
  code: string,
): Promise<SharedIdeaPlace> {
  const { stores } = ctx.app;
  const invite = await stores.inviteCodes.byCode(code);
  if (!invite) throw notFound();
  const sender = await stores.users.byId(invite.senderId);
  if (!sender || sender.suspended_at !== null) throw notFound();
  if ((await relationTo(stores, ctx.viewerId, invite.senderId)) !== 'none') throw notFound();
  const pin = await visiblePin(stores, invite.pinId, ctx.viewerId).catch(() => {
    throw notFound();
  });
  const mayMessage = ctx.viewerId !== null && ctx.viewerId !== invite.senderId;
  return { invite, sender, pin, mayMessage };
}

/** The pin a signed-in viewer shares. */
export async function shareablePin(
  ctx: RequestContext,
  pinId: string,
): Promise<{ viewerId: string; pin: PinRow }> {
  const viewerId = signedInViewer(ctx);
  return { viewerId, pin: await visiblePin(ctx.app.stores, pinId, viewerId) };
}
