// BoardResource create, update and delete (docs/API.md §3), spread into BoardResource
// (board-resource.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { SAVING_ERRORS } from '@corkboard/domain';
import { createBoard } from '../../commands/create-board';
import { deleteBoard } from '../../commands/delete-board';
import { updateBoard } from '../../commands/update-board';
import { forbidden } from '../../http/errors';
import { idString } from '../../storage/row-mapping';
import { requireActor } from '../actor';
import { action } from '../define';
import { presentOneBoard } from './present-one-board';

export const boardWriteActions = {
  create: action(resourceSchemas.BoardResource.create, async (ctx, options) => {
    const actor = requireActor(ctx);
    const otherUser =
      (options.user_id !== undefined && options.user_id !== actor.id) ||
      (options.username !== undefined && options.username.toLowerCase() !== actor.username);
    if (otherUser) throw forbidden(SAVING_ERRORS.actAsSomeoneElse);
    const { board } = await createBoard(ctx.app, actor, {
      name: options.name,
      // Req 002-7.02: the quick-save call sends `protected` instead of a privacy.
      privacy: options.privacy ?? (options.protected ? 'protected' : 'public'),
      description: options.description ?? '',
      layout: options.layout ?? 'default',
      returnExisting: options.return_existing ?? false,
    });
    return { data: await presentOneBoard(ctx, idString(board.id)) };
  }),
  update: action(resourceSchemas.BoardResource.update, async (ctx, options) => {
    await updateBoard(ctx.app, requireActor(ctx), options.board_id, {
      name: options.name,
      description: options.description,
      privacy: options.privacy,
    });
    return { data: await presentOneBoard(ctx, options.board_id) };
  }),
  delete: action(resourceSchemas.BoardResource.delete, async (ctx, options) => {
    await deleteBoard(ctx.app, requireActor(ctx), options.board_id);
    return { data: null };
  }),
};
