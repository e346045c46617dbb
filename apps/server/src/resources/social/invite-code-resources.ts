// Shared ideas (issue 16, area INVITE): `InviteCodeMetadataResource get` (who shared a pin, by
// its code; signed out too) and `InviteCodeResource create` (the viewer's code for sharing a
// pin). Who may: policy/invites.ts.
import { resourceSchemas } from '@corkboard/contracts';
import { shareCode } from '../../commands/invites';
import { readableSharedIdea, shareablePin } from '../../policy/invites';
import { presentInvite } from '../../present/invites';
import { action } from '../define';

export const InviteCodeMetadataResource = {
  get: action(resourceSchemas.InviteCodeMetadataResource.get, async (ctx, options) => ({
    data: presentInvite(await readableSharedIdea(ctx, options.invite_code)),
  })),
};

export const InviteCodeResource = {
  create: action(resourceSchemas.InviteCodeResource.create, async (ctx, options) => {
    const { viewerId } = await shareablePin(ctx, options.pin_id);
    const code = await shareCode(ctx.app, {
      viewerId,
      pinId: options.pin_id,
      channel: options.invite_channel,
    });
    return { data: presentInvite(await readableSharedIdea(ctx, code)) };
  }),
};
