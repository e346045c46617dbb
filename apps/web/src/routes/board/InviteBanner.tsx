// A group-board invite link (spec 002 §5, req 002-5.14: "Group-board invite links carry a
// board_url, after which accept_invite and seamless flags are added"): the board page offers the
// viewer's open invitation to it (seamless: accepted at once); signed out, the 'Your friends
// invited you to join their board' login prompt.
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import type { Board, Me } from '@corkboard/contracts';
import { LIMITED_LOGIN, NAV, readInviteLinkFlags } from '@corkboard/domain';
import { InviteCard, useInvites } from '../../components/invites/InviteCard';
import { openLimitedLogin } from '../../saving/signed-out';

function ForViewer({ board, viewer, seamless }: { board: Board; viewer: Me; seamless: boolean }) {
  const { invites, accept, decline } = useInvites(viewer);
  const invite = invites.find((item) => item.board_id === board.id);
  const accepted = useRef(false);
  useEffect(() => {
    if (!seamless || !invite || accepted.current) return;
    accepted.current = true;
    void accept(invite);
  }, [seamless, invite, accept]);
  if (!invite || seamless) return null;
  return (
    <InviteCard
      invite={invite}
      onAccept={() => void accept(invite)}
      onDecline={() => void decline(invite)}
    />
  );
}

export function InviteBanner({ board, viewer }: { board: Board; viewer: Me | null }) {
  const flags = readInviteLinkFlags(useSearch());
  if (!flags.acceptInvite || board.collaborated_by_me) return null;
  if (!viewer) {
    return (
      <div className="invite-card" data-testid="board-invite-signed-out">
        <p className="invite-header">{LIMITED_LOGIN.boardInvite}</p>
        <button
          type="button"
          className="btn btn-red"
          onClick={() => openLimitedLogin('boardInvite')}
          data-testid="board-invite-login"
        >
          {NAV.logIn}
        </button>
      </div>
    );
  }
  return <ForViewer board={board} viewer={viewer} seamless={flags.seamless} />;
}
