// `BoardInviteResource create`: the owner or an accepted collaborator invites a user to
// collaborate (never on the quick-saves board: the domain's canInviteTo). Inviting someone
// already invited answers the open invitation again (idempotent); someone already
// collaborating is a `conflict`. A board private to the viewer (someone else's secret board,
// an invitee's included) is `not_found`, never `forbidden`. Blocks: the viewer's own block on
// the invitee is `forbidden` (unblock first), the invitee's block on the viewer `not_found`,
// and a block between the invitee and the board owner `forbidden`.
import { canInviteTo, routeHref, SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { mailNews } from '../mail/news-mail';
import { hidesContent, relationTo, socialActionDenial } from '../policy/blocks';
import type { CollaboratorRow } from '../storage/collaborators-store';
import { accessOf, boardStanding, type BoardStanding } from './board-membership';
import { enforce } from './enforce';

export async function inviteToBoard(
  app: AppContext,
  viewerId: string,
  input: { boardId: string; invitedUserId: string },
): Promise<{ standing: BoardStanding; invite: CollaboratorRow }> {
  const { stores } = app;
  const standing = await boardStanding(app, viewerId, input.boardId);
  const access = accessOf(standing);
  enforce(canInviteTo(access), {
    notFound: SOCIAL_ERRORS.boardNotFound,
    forbidden: access.quickSaves ? SOCIAL_ERRORS.inviteQuickSaves : SOCIAL_ERRORS.inviteNotAllowed,
  });
  const inviteeId = input.invitedUserId;
  if (inviteeId === viewerId) throw invalid(SOCIAL_ERRORS.inviteSelf);
  if (inviteeId === standing.ownerId) throw invalid(SOCIAL_ERRORS.inviteOwner);
  const invitee = await stores.users.byId(inviteeId);
  if (!invitee) throw new AppError('not_found', SOCIAL_ERRORS.userNotFound);
  const denial = socialActionDenial(await relationTo(stores, viewerId, inviteeId));
  if (denial === 'not_found') throw new AppError('not_found', SOCIAL_ERRORS.userNotFound);
  if (denial === 'forbidden') throw new AppError('forbidden', SOCIAL_ERRORS.unblockFirst);
  if (
    standing.role !== 'owner' &&
    hidesContent(await relationTo(stores, standing.ownerId, inviteeId))
  ) {
    throw new AppError('forbidden', SOCIAL_ERRORS.inviteBlocked);
  }
  const existing = await stores.collaborators.membership(standing.boardId, inviteeId);
  if (existing?.status === 'accepted') {
    throw new AppError('conflict', SOCIAL_ERRORS.alreadyCollaborator);
  }
  if (!existing) {
    await stores.collaborators.invite(standing.boardId, inviteeId, viewerId, app.now());
    mailNews(app, async () => ({
      kind: 'invited_you_to_board',
      recipientId: inviteeId,
      actorId: viewerId,
      path: routeHref('notifications'),
      board: (await stores.boards.byId(standing.boardId))?.name ?? null,
    }));
  }
  const invite = await stores.collaborators.membership(standing.boardId, inviteeId);
  if (!invite) throw new AppError('not_found', SOCIAL_ERRORS.inviteNotFound);
  return { standing, invite };
}
