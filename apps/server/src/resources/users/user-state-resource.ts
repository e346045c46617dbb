// UserStateResource create and get (docs/API.md §3; reqs 000-7.06, 002-7.14): the viewer's small
// client states.
import { resourceSchemas } from '@corkboard/contracts';
import { setUserState } from '../../commands/set-user-state';
import { requireActor } from '../actor';
import { action } from '../define';

export const UserStateResource = {
  create: action(resourceSchemas.UserStateResource.create, async (ctx, options) => {
    await setUserState(ctx.app, requireActor(ctx), options.state, options.value);
    return { data: { state: options.state, value: options.value } };
  }),
  get: action(resourceSchemas.UserStateResource.get, async (ctx, options) => {
    const actor = requireActor(ctx);
    const value = await ctx.app.stores.userStates.get(actor.id, options.state);
    return { data: { state: options.state, value } };
  }),
};
