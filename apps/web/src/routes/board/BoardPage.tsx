// Board: name, owner, counts, description, follow; for its owner edit (name, description,
// privacy), delete and collaborators; for owner and collaborators sections (add, rename,
// delete) and Organize (move pins to a section, bulk delete). A section's page is the same
// page narrowed to it (/{username}/{boardSlug}/{sectionSlug}/, BoardFeedResource
// {section_id}). Tabs: the board's Pins and "More ideas" (/{username}/{boardSlug}/_tools/
// more-ideas/, BoardMoreIdeasFeedResource), pins about what the board is about.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  BOARD,
  boardDisplayName,
  BOARD_FORM,
  BOARD_PAGE,
  BOARD_SECTIONS,
  boardAbilities,
  shownBoardDialog,
  type BoardDialog,
  boardDescription,
  boardPath,
  boardTitle,
  followerCount,
  moreIdeasPath,
  pinCount,
  profilePath,
} from '@corkboard/domain';
import { moreIdeasQuery } from '../../api/discovery-queries';
import { boardFeedQuery, boardQuery } from '../../api/queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { PinFeed } from '../../components/pin-feed/PinFeed';
import { FollowBoardButton } from '../../components/social/FollowButton';
import { useApp } from '../../state/app-context';
import { useHydrated } from '../../state/use-hydrated';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { sectionBySlug } from '../pages';
import { InviteBanner } from './InviteBanner';
import { OrganizeGrid } from './OrganizeGrid';
import { SectionNav, SectionTools, sectionHref } from './BoardSections';
import './board.css';

const BoardEditModal = lazy(() => import('./BoardEditModal'));

export interface BoardPageProps {
  username: string;
  slug: string;
  section?: string | undefined;
  /** The "More ideas" tab. */
  moreIdeas?: boolean | undefined;
  /** Opened at once (the app's /board/{id}/edit/ links), for someone who may use it. */
  dialog?: BoardDialog | undefined;
}

/** Pins | More ideas, as links (each view has its own URL). */
function BoardTabs({ url, moreIdeas }: { url: string; moreIdeas: boolean }) {
  return (
    <nav className="tabs board-tabs" aria-label={BOARD_PAGE.boardTabsLabel}>
      <Link
        href={url}
        className="tab"
        aria-current={moreIdeas ? undefined : 'page'}
        data-testid="board-tab-pins"
      >
        {BOARD_PAGE.boardPinsTab}
      </Link>
      <Link
        href={moreIdeasPath(url)}
        className="tab"
        aria-current={moreIdeas ? 'page' : undefined}
        data-testid="board-tab-more-ideas"
      >
        {BOARD_PAGE.boardMoreIdeasTab}
      </Link>
    </nav>
  );
}

export default function BoardPage({
  username,
  slug,
  section: sectionSlug,
  moreIdeas = false,
  dialog: linkedDialog,
}: BoardPageProps) {
  const { viewer } = useApp();
  const query = boardQuery(username, slug);
  const { data: board, error, isPending, refetch } = useQuery(query);
  const [organizing, setOrganizing] = useState(false);
  const [chosen, setDialog] = useState<BoardDialog | null>(linkedDialog ?? null);
  // Dialogs live in a portal of the browser's document: a linked one opens once hydrated.
  const hydrated = useHydrated();
  if (isPending) return <PageLoading />;
  if (!board) return <QueryError error={error} onRetry={() => void refetch()} />;
  const section = sectionSlug === undefined ? undefined : sectionBySlug(board, sectionSlug);
  if (sectionSlug !== undefined && !section) return <NotFoundPage />;

  const owner = board.owner.full_name || board.owner.username;
  const name = boardDisplayName(board);
  const can = boardAbilities(board, viewer?.id ?? null);
  const dialog = hydrated ? shownBoardDialog(chosen, can) : null;
  const path = board.url.startsWith('/') ? board.url : boardPath(username, slug);
  return (
    <div className="page page-board" data-testid="board-page" data-board-id={board.id}>
      <PageMeta
        title={boardTitle(section ? section.title : name, owner)}
        description={board.description || boardDescription(name, owner, pinCount(board.pin_count))}
        path={
          section ? sectionHref({ url: path }, section) : moreIdeas ? moreIdeasPath(path) : path
        }
      />
      <header className="board-header">
        {section ? (
          <p className="board-parent">
            <Link href={board.url} dir="auto">
              {name}
            </Link>
          </p>
        ) : null}
        <h1 dir="auto">{section ? section.title : name}</h1>
        <p className="board-owner">
          {BOARD_PAGE.boardBy}{' '}
          <Link href={profilePath(board.owner.username)} dir="auto">
            {owner}
          </Link>
        </p>
        <p className="board-meta">
          {pinCount(section ? section.pin_count : board.pin_count)} ·{' '}
          <span data-testid="board-follower-count">{followerCount(board.follower_count)}</span>
          {board.privacy === 'secret' ? <span className="badge">{BOARD.secret}</span> : null}
        </p>
        {board.description && !section ? (
          <p className="board-description" dir="auto">
            {board.description}
          </p>
        ) : null}
        <div className="board-actions">
          {can.follow ? <FollowBoardButton board={board} queryKey={query.queryKey} /> : null}
          {can.edit ? (
            <button
              type="button"
              className="btn btn-grey"
              onClick={() => setDialog('edit')}
              aria-haspopup="dialog"
              data-testid="board-edit"
            >
              {BOARD.editBoard}
            </button>
          ) : can.collaborators ? (
            <button
              type="button"
              className="btn btn-grey"
              onClick={() => setDialog('collaborators')}
              aria-haspopup="dialog"
              data-testid="board-collaborators-open"
            >
              {BOARD_FORM.editCollaborators}
            </button>
          ) : null}
          {can.organize && !organizing && !moreIdeas ? (
            <button
              type="button"
              className="btn btn-grey"
              onClick={() => setOrganizing(true)}
              data-testid="board-organize-open"
            >
              {BOARD_SECTIONS.organize}
            </button>
          ) : null}
        </div>
        {section && can.organize ? <SectionTools board={board} section={section} /> : null}
      </header>
      <InviteBanner board={board} viewer={viewer} />
      {section ? null : <BoardTabs url={path} moreIdeas={moreIdeas} />}
      {moreIdeas ? (
        <PinFeed
          page="more-ideas"
          query={moreIdeasQuery(board.id)}
          label={BOARD_PAGE.boardMoreIdeasTab}
          empty={BOARD_PAGE.moreIdeasEmpty}
        />
      ) : (
        <>
          <SectionNav board={board} current={section} canOrganize={can.organize} />
          {organizing ? (
            <OrganizeGrid board={board} section={section} onDone={() => setOrganizing(false)} />
          ) : (
            <PinFeed
              page="board"
              query={boardFeedQuery(board.id, section?.id)}
              label={section ? section.title : name}
              empty={BOARD.noPins}
            />
          )}
        </>
      )}
      {dialog ? (
        <Suspense fallback={null}>
          <BoardEditModal
            board={board}
            mode={dialog}
            canDelete={can.delete}
            canShare={can.collaborators}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
