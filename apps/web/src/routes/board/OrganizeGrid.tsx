// Organize (owner and collaborators): select pins of the board or section, then move them to
// a section (PinResource update {id, section}) or delete them all at once (BulkEditResource
// delete {board_id, section_id?, pin_ids}: all or nothing).
import { useEffect, useId, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, BoardSection } from '@corkboard/contracts';
import {
  ACTIONS,
  BOARD_SECTIONS,
  BULK_EDIT_PINS_MAX,
  confirmDeletePins,
  PAGE_TEXT,
  pinsDeleted,
  pinsMoved,
  selectedCount,
  selectPinLabel,
} from '@corkboard/domain';
import { postResource } from '../../api/client';
import { boardFeedQuery } from '../../api/queries';
import { invalidateBoard, invalidateBoardLists } from '../../components/board-form/board-cache';
import { showErrorToast, showToast } from '../../saving/overlays';
import { pinTitle } from '../pin/closeup-image';

export function OrganizeGrid({
  board,
  section,
  onDone,
}: {
  board: Board;
  section: BoardSection | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const feed = useInfiniteQuery(boardFeedQuery(board.id, section?.id));
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = feed;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const pins = feed.data?.pages.flatMap((page) => page.data) ?? [];
  const sections = (board.sections ?? []).filter((other) => other.id !== section?.id);

  // Selecting wants the whole board at hand.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const toggle = (pinId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(pinId)) next.delete(pinId);
      else next.add(pinId);
      return next;
    });

  const finish = (text: string) => {
    invalidateBoard(queryClient, board.id);
    invalidateBoardLists(queryClient, board.owner.username);
    setSelected(new Set());
    setConfirming(false);
    setPending(false);
    showToast({ text });
  };
  const fail = (error: unknown) => {
    setPending(false);
    setConfirming(false);
    showErrorToast(error);
  };

  async function move() {
    const ids = [...selected];
    setPending(true);
    try {
      await Promise.all(
        ids.map((pinId) =>
          postResource('PinResource', 'update', { id: pinId, section: target || null }),
        ),
      );
      finish(pinsMoved(ids.length));
    } catch (error) {
      invalidateBoard(queryClient, board.id);
      fail(error);
    }
  }

  async function remove() {
    const ids = [...selected].slice(0, BULK_EDIT_PINS_MAX);
    setPending(true);
    try {
      await postResource('BulkEditResource', 'delete', {
        board_id: board.id,
        ...(section ? { section_id: section.id } : {}),
        pin_ids: ids,
      });
      finish(pinsDeleted(ids.length));
    } catch (error) {
      fail(error);
    }
  }

  const count = selected.size;
  return (
    <section className="organize" aria-label={BOARD_SECTIONS.organize} data-testid="board-organize">
      <div className="organize-bar" role="toolbar" aria-label={BOARD_SECTIONS.organize}>
        <span className="organize-count" aria-live="polite" data-testid="organize-count">
          {count > 0 ? selectedCount(count) : BOARD_SECTIONS.organizeHint}
        </span>
        {confirming ? (
          <>
            <span role="alert">{confirmDeletePins(count)}</span>
            <button type="button" className="btn btn-grey" onClick={() => setConfirming(false)}>
              {ACTIONS.cancel}
            </button>
            <button
              type="button"
              className="btn btn-red"
              disabled={pending}
              onClick={() => void remove()}
              data-testid="organize-confirm-delete"
              autoFocus
            >
              {ACTIONS.delete}
            </button>
          </>
        ) : (
          <>
            <label htmlFor={`${id}-target`} className="visually-hidden">
              {BOARD_SECTIONS.moveTo}
            </label>
            <select
              id={`${id}-target`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              data-testid="organize-section-select"
            >
              <option value="">{BOARD_SECTIONS.noSection}</option>
              {sections.map((option) => (
                <option key={option.id} value={option.id} dir="auto">
                  {option.title}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-grey"
              disabled={count === 0 || pending}
              onClick={() => void move()}
              data-testid="organize-move"
            >
              {BOARD_SECTIONS.move}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={count === 0 || pending}
              onClick={() => setConfirming(true)}
              data-testid="organize-delete"
            >
              {BOARD_SECTIONS.deleteSelected}
            </button>
            <button
              type="button"
              className="btn btn-black"
              onClick={onDone}
              data-testid="organize-done"
            >
              {BOARD_SECTIONS.done}
            </button>
          </>
        )}
      </div>
      {feed.isPending ? (
        <div className="feed-status" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{PAGE_TEXT.loading}</span>
        </div>
      ) : (
        <ul className="organize-grid">
          {pins.map((pin) => {
            const image = pin.images['236x'] ?? pin.images['170x'];
            const on = selected.has(pin.id);
            return (
              <li key={pin.id}>
                <button
                  type="button"
                  className="organize-tile"
                  aria-pressed={on}
                  aria-label={selectPinLabel(pinTitle(pin) || PAGE_TEXT.pinFallbackTitle)}
                  onClick={() => toggle(pin.id)}
                  data-testid="organize-pin"
                  data-pin-id={pin.id}
                >
                  {image ? (
                    <img
                      src={image.url}
                      alt=""
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      style={{ backgroundColor: pin.dominant_color || undefined }}
                    />
                  ) : null}
                  <span className="organize-check" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
