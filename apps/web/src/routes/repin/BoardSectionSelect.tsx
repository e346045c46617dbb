// Two selects: one of the viewer's boards (the profile first, as "Profile"), then one of its
// sections or none. Every board page is read so the list is complete.
import { useEffect, useId } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isProfileBoard, normalizeUsername, REPIN_EDIT, SAVE } from '@corkboard/domain';
import { boardByIdQuery, boardsQuery } from '../../api/queries';

export interface BoardChoice {
  /** null: the profile before its quick-saves board exists (RepinResource creates it). */
  boardId: string | null;
  sectionId: string | null;
}

const PROFILE = '';

export function BoardSectionSelect({
  username,
  value,
  onChange,
  offerProfile,
  allowNoBoard,
}: {
  username: string;
  value: BoardChoice;
  onChange: (choice: BoardChoice) => void;
  /** List the profile (the quick-saves board) as a target. */
  offerProfile: boolean;
  /** The profile may be chosen before its board exists (a save; a move needs a board). */
  allowNoBoard: boolean;
}) {
  const id = useId();
  const list = useInfiniteQuery(boardsQuery(normalizeUsername(username)));
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const boards = list.data?.pages.flatMap((page) => page.data) ?? [];
  const profileBoard = boards.find(isProfileBoard);
  const otherBoards = boards.filter((board) => !isProfileBoard(board));
  // The profile is a board too; its id stands for "Profile" once it exists.
  const selected = value.boardId ?? profileBoard?.id ?? PROFILE;
  const profileOption = profileBoard?.id ?? (allowNoBoard ? PROFILE : null);
  const board = useQuery({
    ...boardByIdQuery(value.boardId ?? '0'),
    enabled: value.boardId !== null,
  });
  const sections =
    value.boardId && value.boardId !== profileBoard?.id ? (board.data?.sections ?? []) : [];

  return (
    <>
      <label htmlFor={`${id}-board`}>{REPIN_EDIT.board}</label>
      <select
        id={`${id}-board`}
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          onChange({ boardId: next === PROFILE ? null : next, sectionId: null });
        }}
        data-testid="repin-board-select"
      >
        {profileOption !== null && (offerProfile || selected === profileOption) ? (
          <option value={profileOption}>{SAVE.profile}</option>
        ) : null}
        {otherBoards.map((option) => (
          <option key={option.id} value={option.id} dir="auto">
            {option.name}
          </option>
        ))}
      </select>
      {sections.length > 0 ? (
        <>
          <label htmlFor={`${id}-section`}>{REPIN_EDIT.section}</label>
          <select
            id={`${id}-section`}
            value={value.sectionId ?? ''}
            onChange={(event) => onChange({ ...value, sectionId: event.target.value || null })}
            data-testid="repin-section-select"
          >
            <option value="">{REPIN_EDIT.noSection}</option>
            {sections.map((section) => (
              <option key={section.id} value={section.id} dir="auto">
                {section.title}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </>
  );
}
