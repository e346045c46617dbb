// `PinReactionResource create {pin_id, reaction_type}` and `delete {pin_id}` (ours, issue 13):
// the viewer's one reaction to a pin, answered with the pin's counts and their reaction now.
import { resourceSchemas } from '@corkboard/contracts';
import { reactToPin } from '../../commands/react-to-pin';
import { reactablePin, seenPin } from '../../policy/pin-reactions';
import { action } from '../define';

export const PinReactionResource = {
  create: action(resourceSchemas.PinReactionResource.create, async (ctx, options) => {
    const target = await reactablePin(ctx, options.pin_id);
    return { data: await reactToPin(ctx.app, target, options.reaction_type) };
  }),
  delete: action(resourceSchemas.PinReactionResource.delete, async (ctx, options) => {
    const target = await seenPin(ctx, options.pin_id);
    return { data: await reactToPin(ctx.app, target, null) };
  }),
};
