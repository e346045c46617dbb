// `BoardInviteResource create|update|delete` (docs/API.md §3) and `BoardInvitesResource get`, the
// viewer's open invitations (our name: the spec shows no call that lists them).
import { resourceSchemas } from '@corkboard/contracts';
import { fitsIntegerColumn, isStorableId, PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import { acceptBoardInvite } from '../../commands/accept-board-invite';
import { deleteBoardInvite } from '../../commands/delete-board-invite';
import { inviteToBoard } from '../../commands/invite-to-board';
import { decodeBookmark, pageOf } from '../../http/bookmarks';
import { separatedFrom } from '../../policy/blocks';
import { signedInViewer } from '../../policy/signed-in';
import { inviteCursorOf, type InviteCursor } from '../../storage/collaborators-store';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { presentInvite, presentInvites } from './present-invites';

const isInviteCursor = (value: unknown): value is InviteCursor =>
  Array.isArray(value) &&
  value.length === 2 &&
  fitsIntegerColumn(value[0], 'bigint') && // created_at
  isStorableId(value[1]);

export const BoardInviteResource = {
  create: action(resourceSchemas.BoardInviteResource.create, async (ctx, options) => {
    const { standing, invite } = await inviteToBoard(ctx.app, signedInViewer(ctx), {
      boardId: options.board_id,
      invitedUserId: options.invited_user_id,
    });
    return { data: await presentInvite(ctx, invite, standing.board) };
  }),
  update: action(resourceSchemas.BoardInviteResource.update, async (ctx, options) => {
    const { standing, invite } = await acceptBoardInvite(
      ctx.app,
      signedInViewer(ctx),
      options.board_id,
    );
    return { data: await presentInvite(ctx, invite, standing.board) };
  }),
  delete: action(resourceSchemas.BoardInviteResource.delete, async (ctx, options) => {
    await deleteBoardInvite(ctx.app, signedInViewer(ctx), {
      boardId: options.board_id,
      invitedUserId: options.invited_user_id,
    });
    return { data: null };
  }),
};

export const BoardInvitesResource = {
  get: action(resourceSchemas.BoardInvitesResource.get, async (ctx, options) => {
    const viewerId = signedInViewer(ctx);
    const { stores } = ctx.app;
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const rows = await stores.collaborators.pendingFor(viewerId, {
      limit: limit + 1,
      after: decodeBookmark(options.bookmarks, isInviteCursor),
    });
    const page = pageOf(rows, limit, inviteCursorOf);
    // A block ends invitations; this only guards against one racing with the read.
    const boards = await stores.boards.byIds(page.rows.map((r) => idString(r.board_id)));
    const separated = await separatedFrom(stores, viewerId, [
      ...page.rows.map((r) => r.invited_by),
      ...[...boards.values()].map((b) => b.owner_id),
    ]);
    const shown = page.rows.filter((r) => {
      const owner = boards.get(idString(r.board_id))?.owner_id;
      return !separated.has(idString(r.invited_by)) && !(owner && separated.has(idString(owner)));
    });
    return {
      data: await presentInvites(ctx, shown, [...boards.values()]),
      bookmark: page.bookmark,
    };
  }),
};
