// The inline board picker (spec 000 §4, req 000-4.01: "inline (better save with board
// selection, initial selection and onSave)"): a popover under the Save button. Search the
// viewer's boards, open a board's sections, create a board inline; a pick saves at once. The
// initial selection is the last board saved to. Save behaviour options show for fewer than 5
// boards (req 002-5.13).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Board } from '@corkboard/contracts';
import {
  ACTIONS,
  filterBoards,
  initialBoardSelection,
  normalizeUsername,
  offersProfileSave,
  PAGE_TEXT,
  PICKER_UI,
  routeHref,
  SAVE,
  saveToBoardLabel,
  sectionsOf,
  showsSaveBehaviorOptions,
} from '@corkboard/domain';
import { boardByIdQuery, boardsQuery } from '../../api/queries';
import type { PickerRequest, SaveTarget } from '../../saving/overlays';
import { useLastBoard, useSaveBehavior } from '../../saving/save-prefs';
import { useApp } from '../../state/app-context';
import { useFocusTrap } from '../modal/focus-trap';
import { BottomSheet, opensAsSheet } from '../sheet/BottomSheet';
import { useAnchorPlace } from './anchor-position';
import { CreateBoardInline, SaveBehaviorOptions } from './PickerFooter';
import './board-picker.css';

const WIDTH = 360;

function Thumb({ board }: { board: Pick<Board, 'images'> }) {
  const image = board.images['170x']?.[0];
  return (
    <span className="picker-thumb" aria-hidden="true">
      {image ? <img src={image.url} alt="" width={48} height={48} loading="lazy" /> : null}
    </span>
  );
}

function LockIcon() {
  return (
    <svg className="picker-lock" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path
        d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z"
        fill="currentColor"
      />
    </svg>
  );
}

function Sections({ board, onPick }: { board: Board; onPick: (target: SaveTarget) => void }) {
  const { data, isPending } = useQuery(boardByIdQuery(board.id));
  if (isPending) {
    return (
      <p className="picker-note" role="status">
        <span className="spinner picker-spinner" aria-hidden="true" />
        <span className="visually-hidden">{PAGE_TEXT.loading}</span>
      </p>
    );
  }
  return (
    <ul className="picker-sections" aria-label={sectionsOf(board.name)}>
      {(data?.sections ?? []).map((section) => (
        <li key={section.id}>
          <button
            type="button"
            className="picker-row picker-section"
            data-picker-row
            data-testid="board-picker-section"
            data-section-id={section.id}
            aria-label={saveToBoardLabel(section.title)}
            onClick={() => onPick({ boardId: board.id, sectionId: section.id })}
          >
            <span className="picker-name" dir="auto">
              {section.title}
            </span>
            <span className="picker-save-label" aria-hidden="true">
              {ACTIONS.save}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function BoardRow({
  board,
  selected,
  onPick,
}: {
  board: Board;
  selected: boolean;
  onPick: (target: SaveTarget) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="picker-item">
      <div className="picker-item-row">
        <button
          type="button"
          className="picker-row"
          data-picker-row
          data-testid="board-picker-item"
          data-board-id={board.id}
          data-selected={selected ? '' : undefined}
          aria-label={saveToBoardLabel(board.name)}
          onClick={() => onPick({ boardId: board.id })}
        >
          <Thumb board={board} />
          <span className="picker-name" dir="auto">
            {board.name}
          </span>
          {board.privacy === 'secret' ? <LockIcon /> : null}
          <span className="picker-save-label" aria-hidden="true">
            {ACTIONS.save}
          </span>
        </button>
        {board.section_count > 0 ? (
          <button
            type="button"
            className="picker-expand"
            data-picker-row
            aria-expanded={open}
            aria-label={sectionsOf(board.name)}
            data-testid="board-picker-sections"
            onClick={() => setOpen(!open)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
        ) : null}
      </div>
      {open ? <Sections board={board} onPick={onPick} /> : null}
    </li>
  );
}

/** Arrow keys move between rows; Home and End jump to the search box and the last row. */
function moveFocus(root: HTMLElement | null, event: KeyboardEvent): void {
  if (!root || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const items = [
    root.querySelector<HTMLElement>('[data-picker-search]'),
    ...root.querySelectorAll<HTMLElement>('[data-picker-row]'),
  ].filter((el): el is HTMLElement => el !== null);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : Math.min(items.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)));
  event.preventDefault();
  items[next]?.focus();
}

export function BoardPicker({ request, onClose }: { request: PickerRequest; onClose: () => void }) {
  const { viewer, experiments } = useApp();
  const root = useRef<HTMLDivElement>(null);
  const place = useAnchorPlace(request.anchor, WIDTH, onClose);
  const [sheet] = useState(opensAsSheet);
  useFocusTrap(root, onClose, request.anchor);
  const [query, setQuery] = useState('');
  const username = normalizeUsername(viewer?.username ?? '');
  const boardsList = useInfiniteQuery({ ...boardsQuery(username), enabled: viewer !== null });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = boardsList;
  const last = useLastBoard(viewer?.id ?? null);
  const saveBehavior = useSaveBehavior(viewer ?? { save_behavior: 0 });

  // Search needs every board: read the pages on until the end.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !request.anchor.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [request.anchor, onClose]);

  if (!viewer) return null;
  const boards = boardsList.data?.pages.flatMap((page) => page.data) ?? [];
  const initial = initialBoardSelection(boards, last?.id);
  const searching = query.trim() !== '';
  const matches = filterBoards(boards, query);
  const rest = searching ? matches : matches.filter((board) => board.id !== initial?.id);
  const profileOffered =
    !searching &&
    offersProfileSave({
      saveBehavior,
      hasQuicksaveBoard: viewer.has_quicksave_board,
      profileSavesForAll: experiments.profile_saves_for_all,
    });
  const pick = (target: SaveTarget) => {
    onClose();
    request.onPick(target);
  };

  const dialog = (
    <div
      ref={root}
      className="board-picker"
      role="dialog"
      aria-label={PICKER_UI.pickerTitle}
      data-testid="board-picker"
      style={
        sheet
          ? undefined
          : {
              left: place.left,
              width: place.width,
              top: place.top,
              bottom: place.bottom,
              maxHeight: place.maxHeight,
            }
      }
      onKeyDown={(event) => moveFocus(root.current, event)}
    >
      <h2 className="picker-title">{PICKER_UI.pickerTitle}</h2>
      <input
        type="search"
        className="picker-search"
        placeholder={PICKER_UI.searchBoards}
        aria-label={PICKER_UI.searchBoardsLabel}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-picker-search
        data-autofocus
        data-testid="board-picker-search"
      />
      <div className="picker-list">
        {profileOffered ? (
          <ul className="picker-group">
            <li className="picker-item">
              <button
                type="button"
                className="picker-row"
                data-picker-row
                data-testid="board-picker-profile"
                aria-label={saveToBoardLabel(SAVE.profile)}
                onClick={() => pick({ boardId: null })}
              >
                <span className="picker-thumb picker-thumb-profile" aria-hidden="true" />
                <span className="picker-name">
                  {SAVE.profile}
                  <span className="picker-hint">{PICKER_UI.profileHint}</span>
                </span>
              </button>
            </li>
          </ul>
        ) : null}
        {!searching && initial ? (
          <section aria-label={PICKER_UI.lastSavedTo}>
            <h3 className="picker-heading">{PICKER_UI.lastSavedTo}</h3>
            <ul className="picker-group">
              <BoardRow board={initial} selected onPick={pick} />
            </ul>
          </section>
        ) : null}
        <section aria-label={PICKER_UI.allBoards}>
          {!searching && rest.length > 0 ? (
            <h3 className="picker-heading">{PICKER_UI.allBoards}</h3>
          ) : null}
          <ul className="picker-group">
            {rest.map((board) => (
              <BoardRow key={board.id} board={board} selected={false} onPick={pick} />
            ))}
          </ul>
          {boardsList.isPending ? <span className="spinner picker-spinner" /> : null}
          {!boardsList.isPending && matches.length === 0 ? (
            <p className="picker-note" data-testid="board-picker-empty">
              {searching ? PICKER_UI.noBoardsMatch : PICKER_UI.noBoardsYet}
            </p>
          ) : null}
        </section>
      </div>
      <div className="picker-footer">
        <CreateBoardInline
          initialName={searching ? query.trim() : ''}
          onCreated={(board) => pick({ boardId: board.id, newBoard: true })}
        />
        {showsSaveBehaviorOptions({ signedIn: true, boardCount: viewer.board_count }) ? (
          <SaveBehaviorOptions viewer={viewer} />
        ) : null}
        {sheet ? (
          // Req 000-2.04: "On mobile web /pin/{pinId}/repin/ is also used for saving": the
          // whole page, with sections and a note, one tap from the sheet.
          <Link
            href={routeHref('pin-repin', { id: request.pinId })}
            className="picker-more"
            onClick={onClose}
            data-testid="board-picker-more"
          >
            {PICKER_UI.moreSaveOptions}
          </Link>
        ) : null}
      </div>
    </div>
  );
  // A phone gets a bottom sheet (components/sheet/BottomSheet.tsx); a larger screen the popover.
  return sheet ? <BottomSheet onClose={onClose}>{dialog}</BottomSheet> : dialog;
}
