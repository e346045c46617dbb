// The rows of the home feed tuner: a topic, a board or a person the viewer follows (Unfollow,
// then Follow to undo), and a pin they hid (Unhide, then Hide again).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { Board, Interest, Pin, UserSummary } from '@corkboard/contracts';
import {
  boardDisplayName,
  ACTIONS,
  atUsername,
  BOARD_PAGE,
  DISCOVERY_TEXT,
  FEEDBACK,
  FEEDBACK_UI,
  hidePaths,
  PAGE_TEXT,
  pinPath,
  profilePath,
} from '@corkboard/domain';
import { v3 } from '../../api/client';
import { Avatar } from '../../components/avatar/Avatar';
import { setHidden } from '../../feedback/feedback-store';
import { setFollow } from '../../feedback/follow-target';
import { useToggle, type Toggle } from './use-toggle';

function ToggleButton({
  toggle,
  onLabel,
  offLabel,
  testId,
}: {
  toggle: Toggle;
  onLabel: string;
  offLabel: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={toggle.on ? 'btn btn-grey' : 'btn btn-red'}
      aria-busy={toggle.pending || undefined}
      disabled={toggle.pending}
      onClick={toggle.toggle}
      data-testid={testId}
      data-on={toggle.on ? '' : undefined}
    >
      {toggle.on ? onLabel : offLabel}
    </button>
  );
}

function Row({
  picture,
  children,
  action,
}: {
  picture: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="tuner-row">
      <span className="tuner-picture">{picture}</span>
      <span className="tuner-text">{children}</span>
      {action}
    </li>
  );
}

/** A followed topic, board or person: Unfollow, then Follow to undo. */
function FollowRow({
  type,
  id,
  picture,
  children,
}: {
  type: 'user' | 'board' | 'interest';
  id: string;
  picture: ReactNode;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const toggle = useToggle(true, (follow) => setFollow(queryClient, { type, id }, follow));
  return (
    <Row
      picture={picture}
      action={
        <ToggleButton
          toggle={toggle}
          onLabel={FEEDBACK.unfollow}
          offLabel={ACTIONS.follow}
          testId={`tuner-${type}-toggle`}
        />
      }
    >
      {children}
    </Row>
  );
}

function Thumb({ url }: { url: string | undefined }) {
  return url ? <img src={url} width={56} height={56} alt="" loading="lazy" /> : null;
}

export function InterestRow({ interest }: { interest: Interest }) {
  return (
    <FollowRow
      type="interest"
      id={interest.id}
      picture={<Thumb url={interest.images?.['60x60']?.url} />}
    >
      <Link href={interest.url} className="tuner-name">
        {interest.name}
      </Link>
    </FollowRow>
  );
}

export function BoardRow({ board }: { board: Board }) {
  return (
    <FollowRow type="board" id={board.id} picture={<Thumb url={board.images['170x']?.[0]?.url} />}>
      <Link href={board.url} className="tuner-name" dir="auto">
        {boardDisplayName(board)}
      </Link>
      <span className="tuner-meta">
        {BOARD_PAGE.boardBy} <bdi>{board.owner.full_name || board.owner.username}</bdi>
      </span>
    </FollowRow>
  );
}

export function UserRow({ user }: { user: UserSummary }) {
  const name = user.full_name || user.username;
  return (
    <FollowRow
      type="user"
      id={user.id}
      picture={<Avatar src={user.image_medium_url ?? user.image_small_url} name={name} size={56} />}
    >
      <Link href={profilePath(user.username)} className="tuner-name">
        {name}
      </Link>
      <span className="tuner-meta">{atUsername(user.username)}</span>
    </FollowRow>
  );
}

/** `PUT /v3/p2p/{pin}/unhide/` and, to undo, `/hide/` again. */
export function HiddenPinCard({ pin }: { pin: Pin }) {
  const toggle = useToggle(true, async (hide) => {
    const paths = hidePaths('p2p', pin.id);
    await v3('PUT', hide ? paths.hide : paths.undo);
    setHidden(pin.id, hide);
  });
  const image = pin.images['236x'];
  const title = pin.title || pin.grid_title || pin.description || PAGE_TEXT.pinFallbackTitle;
  return (
    <li className="tuner-pin" data-testid="tuner-hidden-pin" data-pin-id={pin.id}>
      <Link href={pinPath(pin.id, pin.title || pin.grid_title)} className="tuner-pin-link">
        {image ? (
          <img
            src={image.url}
            width={image.width}
            height={image.height}
            alt={pin.alt_text || title}
            loading="lazy"
            style={{ backgroundColor: pin.dominant_color || undefined }}
            data-hidden={toggle.on ? '' : undefined}
          />
        ) : null}
        <span className="tuner-pin-title" dir="auto">
          {title}
        </span>
      </Link>
      <ToggleButton
        toggle={toggle}
        onLabel={DISCOVERY_TEXT.unhide}
        offLabel={FEEDBACK_UI.hideAgain}
        testId="tuner-pin-toggle"
      />
    </li>
  );
}
