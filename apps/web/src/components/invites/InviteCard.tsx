// The viewer's open board invitations (spec 002 §4, §6, reqs 002-4.05, 002-6.02, 002-6.03): the
// header "Your friends invited you to join their board" (or the inviter's first name), with Accept
// (BoardInviteResource update {status: accepted}) and Decline ("applied optimistically, then the
// invite is deleted").
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardInvite, Me } from '@corkboard/contracts';
import {
  API_ERRORS,
  COLLABORATORS,
  invitedToBoard,
  joinedBoard,
  LIMITED_LOGIN,
  removeOptimistically,
  senderHeaderName,
} from '@corkboard/domain';
import { Link } from 'wouter';
import { isApiError, postResource } from '../../api/client';
import { invitesQuery } from '../../api/queries';
import { showToast } from '../../saving/overlays';
import { invalidateBoard, invalidateBoardLists } from '../board-form/board-cache';

const sameInvite = (a: BoardInvite) => (b: BoardInvite) =>
  a.board_id === b.board_id && a.invited_user_id === b.invited_user_id;

export function useInvites(viewer: Me | null, enabled = true) {
  const queryClient = useQueryClient();
  const query = invitesQuery();
  const list = useQuery({ ...query, enabled: enabled && viewer !== null });
  const set = (update: (current: BoardInvite[]) => BoardInvite[]) =>
    queryClient.setQueryData(query.queryKey, (current) => update(current ?? []));

  async function accept(invite: BoardInvite) {
    try {
      await postResource('BoardInviteResource', 'update', {
        board_id: invite.board_id,
        status: 'accepted',
      });
      set((current) => current.filter((other) => !sameInvite(invite)(other)));
      invalidateBoard(queryClient, invite.board_id);
      if (viewer) invalidateBoardLists(queryClient, viewer.username);
      showToast({ text: joinedBoard(invite.board.name) });
    } catch (failure) {
      showToast({
        text: isApiError(failure) ? failure.message : API_ERRORS.internal,
        tone: 'error',
      });
    }
  }

  async function decline(invite: BoardInvite) {
    const { next, restore } = removeOptimistically(
      queryClient.getQueryData(query.queryKey) ?? [],
      sameInvite(invite),
    );
    set(() => next);
    try {
      await postResource('BoardInviteResource', 'delete', {
        board_id: invite.board_id,
        invited_user_id: invite.invited_user_id,
      });
    } catch {
      set(restore);
    }
  }

  return { invites: list.data ?? [], accept, decline };
}

export function InviteCard({
  invite,
  onAccept,
  onDecline,
}: {
  invite: BoardInvite;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const name = senderHeaderName(invite.inviter?.full_name.split(' ')[0]);
  return (
    <article className="invite-card" data-testid="board-invite" data-board-id={invite.board_id}>
      <p className="invite-header">{name ? invitedToBoard(name) : LIMITED_LOGIN.boardInvite}</p>
      <Link href={invite.board_url} className="invite-board" dir="auto">
        {invite.board.name}
      </Link>
      <div className="invite-actions">
        <button
          type="button"
          className="btn btn-grey"
          onClick={onDecline}
          data-testid="board-invite-decline"
        >
          {COLLABORATORS.decline}
        </button>
        <button
          type="button"
          className="btn btn-red"
          onClick={onAccept}
          data-testid="board-invite-accept"
        >
          {COLLABORATORS.accept}
        </button>
      </div>
    </article>
  );
}

/** The viewer's invitations, under the spec's header. */
export function InviteList({ viewer }: { viewer: Me }) {
  const { invites, accept, decline } = useInvites(viewer);
  if (invites.length === 0) return null;
  return (
    <section className="invites" aria-labelledby="invites-heading" data-testid="board-invites">
      <h2 id="invites-heading" className="section-heading">
        {LIMITED_LOGIN.boardInvite}
      </h2>
      {invites.map((invite) => (
        <InviteCard
          key={`${invite.board_id}:${invite.invited_user_id}`}
          invite={invite}
          onAccept={() => void accept(invite)}
          onDecline={() => void decline(invite)}
        />
      ))}
    </section>
  );
}
