// Board: name, owner, pin count, description, sections, and the board's pins.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  BOARD,
  boardDescription,
  boardPath,
  boardTitle,
  PAGE_TEXT,
  pinCount,
  profilePath,
} from '@corkboard/domain';
import { boardFeedQuery, boardQuery } from '../../api/queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { PinFeed } from '../../components/pin-feed/PinFeed';

export default function BoardPage({ username, slug }: { username: string; slug: string }) {
  const { data: board, error, isPending, refetch } = useQuery(boardQuery(username, slug));
  if (isPending) return <PageLoading />;
  if (!board) return <QueryError error={error} onRetry={() => void refetch()} />;

  const owner = board.owner.full_name || board.owner.username;
  const sections = board.sections ?? [];
  return (
    <div className="page page-board">
      <PageMeta
        title={boardTitle(board.name, owner)}
        description={
          board.description || boardDescription(board.name, owner, pinCount(board.pin_count))
        }
        path={board.url.startsWith('/') ? board.url : boardPath(username, slug)}
      />
      <header className="board-header">
        <h1>{board.name}</h1>
        <p className="board-owner">
          {PAGE_TEXT.boardBy} <Link href={profilePath(board.owner.username)}>{owner}</Link>
        </p>
        <p className="board-meta">
          {pinCount(board.pin_count)}
          {board.privacy === 'secret' ? <span className="badge">{BOARD.secret}</span> : null}
        </p>
        {board.description ? <p className="board-description">{board.description}</p> : null}
      </header>
      {sections.length > 0 ? (
        <section className="board-sections" aria-labelledby="board-sections-heading">
          <h2 id="board-sections-heading">{PAGE_TEXT.sectionsHeading}</h2>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <span className="board-section-title">{section.title}</span>
                <span className="board-section-count">{pinCount(section.pin_count)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PinFeed
        page="board"
        query={boardFeedQuery(board.id)}
        label={board.name}
        empty={BOARD.noPins}
      />
    </div>
  );
}
