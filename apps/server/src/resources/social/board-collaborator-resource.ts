// `BoardCollaboratorResource delete {board_id, invited_user_id}` (the owner removes, or a
// collaborator leaves) and `BoardCollaboratorsResource get {board_id}` (our name): who works
// on a board. Anyone who may see the board sees its collaborators; open invitations are shown
// only to the owner and collaborators. Users a block separates from the viewer are left out.
import { resourceSchemas } from '@corkboard/contracts';
import { boardRoleOf, isBoardMember } from '@corkboard/domain';
import { removeCollaborator } from '../../commands/remove-collaborator';
import { separatedFrom } from '../../policy/blocks';
import { signedInViewer } from '../../policy/signed-in';
import { presentCollaborator } from '../../present/social';
import { idString } from '../../storage/row-mapping';
import { loadVisibleBoard } from '../boards/load-board';
import { action } from '../define';

export const BoardCollaboratorResource = {
  delete: action(resourceSchemas.BoardCollaboratorResource.delete, async (ctx, options) => {
    await removeCollaborator(ctx.app, signedInViewer(ctx), {
      boardId: options.board_id,
      userId: options.invited_user_id,
    });
    return { data: null };
  }),
};

export const BoardCollaboratorsResource = {
  get: action(resourceSchemas.BoardCollaboratorsResource.get, async (ctx, options) => {
    const { stores } = ctx.app;
    const { board } = await loadVisibleBoard(ctx, { board_id: options.board_id });
    const boardId = idString(board.id);
    const rows = await stores.collaborators.forBoard(boardId);
    const mine = ctx.viewerId ? rows.find((r) => idString(r.user_id) === ctx.viewerId) : undefined;
    const member = isBoardMember(boardRoleOf(ctx.viewerId, idString(board.owner_id), mine?.status));
    const listed = rows.filter((r) => member || r.status === 'accepted');
    const userIds = listed.map((r) => idString(r.user_id));
    const [users, separated] = await Promise.all([
      stores.users.byIds(userIds),
      separatedFrom(stores, ctx.viewerId, userIds),
    ]);
    return {
      data: listed.flatMap((row) => {
        const user = users.get(idString(row.user_id));
        return user && !separated.has(idString(user.id)) ? [presentCollaborator(row, user)] : [];
      }),
    };
  }),
};
