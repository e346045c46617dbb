// The board's edit view (loaded on first use). The owner edits name, description and privacy
// (BoardResource update), deletes the board (with a confirmation; BoardResource delete) and
// manages collaborators (not on the quick-saves board, which is never shared); a collaborator
// sees the collaborators only.
import { ConfirmDelete } from '../../components/modal/ConfirmDelete';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Board } from '@corkboard/contracts';
import {
  API_ERRORS,
  BOARD,
  BOARD_FORM,
  checkBoardName,
  COLLABORATORS,
  profilePath,
} from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { invalidateBoard, invalidateBoardLists } from '../../components/board-form/board-cache';
import { BoardFields, type BoardDraft } from '../../components/board-form/BoardFields';
import { Modal } from '../../components/modal/Modal';
import { showToast } from '../../saving/overlays';
import { Collaborators } from './Collaborators';

export interface BoardEditModalProps {
  board: Board;
  mode: 'edit' | 'collaborators';
  canDelete: boolean;
  /** Collaborators may be managed here (boardAbilities `collaborators`). */
  canShare: boolean;
  onClose: () => void;
}

export default function BoardEditModal({
  board,
  mode,
  canDelete,
  canShare,
  onClose,
}: BoardEditModalProps) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<BoardDraft>({
    name: board.name,
    privacy: board.privacy,
    description: board.description,
  });
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (mode === 'collaborators') {
    return (
      <Modal title={COLLABORATORS.heading} onClose={onClose} testId="board-collaborators-modal">
        <Collaborators board={board} canRemove={false} />
      </Modal>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || checkBoardName(draft.name).problem) return;
    setPending(true);
    setError(null);
    try {
      const updated = await postResource('BoardResource', 'update', {
        board_id: board.id,
        name: draft.name.trim(),
        description: draft.description,
        privacy: draft.privacy,
      });
      invalidateBoard(queryClient, board.id);
      invalidateBoardLists(queryClient, board.owner.username);
      onClose();
      showToast({ text: BOARD_FORM.updated });
      // A new name may mean a new slug, so a new URL.
      if (updated.url !== board.url) navigate(updated.url, { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : API_ERRORS.internal);
      setPending(false);
    }
  }

  async function remove() {
    setPending(true);
    setError(null);
    try {
      await postResource('BoardResource', 'delete', { board_id: board.id });
      invalidateBoardLists(queryClient, board.owner.username);
      onClose();
      showToast({ text: BOARD_FORM.deleted });
      navigate(profilePath(board.owner.username));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : API_ERRORS.internal);
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <Modal title={BOARD.editBoard} onClose={onClose} testId="board-edit-modal" size="medium">
      <form
        className="modal-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="board-edit-form"
      >
        <BoardFields draft={draft} onChange={setDraft} touched testIdPrefix="board-edit" />
        <p className="form-error" role="alert" data-testid="board-edit-error">
          {error}
        </p>
        {confirming ? (
          <ConfirmDelete
            title={BOARD_FORM.confirmDelete}
            body={BOARD_FORM.confirmDeleteBody}
            className="inline-confirm"
            pending={pending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void remove()}
            confirmTestId="board-confirm-delete"
          />
        ) : (
          <div className="modal-actions">
            {canDelete ? (
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => setConfirming(true)}
                data-testid="board-delete"
              >
                {BOARD.deleteBoard}
              </button>
            ) : null}
            <button
              type="submit"
              className="btn btn-red"
              disabled={pending || checkBoardName(draft.name).problem !== null}
              data-testid="board-edit-submit"
            >
              {BOARD_FORM.save}
            </button>
          </div>
        )}
      </form>
      {canShare ? (
        <div className="modal-section">
          <Collaborators board={board} canRemove />
        </div>
      ) : null}
    </Modal>
  );
}
