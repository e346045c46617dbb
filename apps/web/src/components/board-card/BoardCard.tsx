// A board tile on a profile: cover from the 170x images of its first pins (spec 002 §2.3, req
// 002-2.36: "Board cover tile, from the 170x image of the board's first pin"), name and pin count,
// and in search results its owner.
import { Link } from 'wouter';
import type { Board, ImageVariant } from '@corkboard/contracts';
import { BOARD, boardDisplayName, pinCount } from '@corkboard/domain';

function Cover({ image, className }: { image: ImageVariant | undefined; className: string }) {
  return (
    <div className={className}>
      {image ? (
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </div>
  );
}

/** `owner`: name the board's owner (search results, where boards of many people meet). */
export function BoardCard({ board, owner = false }: { board: Board; owner?: boolean }) {
  const covers = board.images['170x'] ?? [];
  return (
    <Link href={board.url} className="board-card">
      <div className="board-cover">
        <Cover image={covers[0]} className="board-cover-main" />
        <Cover image={covers[1]} className="board-cover-side" />
        <Cover image={covers[2]} className="board-cover-side" />
      </div>
      <span className="board-card-name" dir="auto">
        {boardDisplayName(board)}
      </span>
      {owner ? (
        <span className="board-card-owner" dir="auto" data-testid="board-card-owner">
          {board.owner.full_name}
        </span>
      ) : null}
      <span className="board-card-meta">
        {pinCount(board.pin_count)}
        {board.privacy === 'secret' ? <span className="badge">{BOARD.secret}</span> : null}
      </span>
    </Link>
  );
}
