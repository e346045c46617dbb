// Create board (from the header's + button): BoardResource create {name, privacy,
// description?}; then the new board's page, or whatever the opener asked for.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Board } from '@corkboard/contracts';
import { API_ERRORS, BOARD, BOARD_FORM, checkBoardName } from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { Modal } from '../modal/Modal';
import { invalidateBoardLists } from './board-cache';
import { BoardFields, type BoardDraft } from './BoardFields';

export interface CreateBoardModalProps {
  onClose: () => void;
  onCreated?: ((board: Board) => void) | undefined;
}

export function CreateBoardModal({ onClose, onCreated }: CreateBoardModalProps) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<BoardDraft>({ name: '', privacy: 'public', description: '' });
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (pending || checkBoardName(draft.name).problem) return;
    setPending(true);
    setError(null);
    try {
      const description = draft.description.trim();
      const board = await postResource('BoardResource', 'create', {
        name: draft.name.trim(),
        privacy: draft.privacy,
        ...(description ? { description } : {}),
      });
      invalidateBoardLists(queryClient, board.owner.username);
      onClose();
      if (onCreated) onCreated(board);
      else navigate(board.url);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : API_ERRORS.internal);
      setPending(false);
    }
  }

  return (
    <Modal title={BOARD.createBoard} onClose={onClose} testId="create-board-modal" size="medium">
      <form
        className="modal-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="create-board-form"
      >
        <BoardFields
          draft={draft}
          onChange={setDraft}
          touched={touched}
          testIdPrefix="create-board"
        />
        <p className="form-error" role="alert" data-testid="create-board-error">
          {error}
        </p>
        <div className="modal-actions">
          <button
            type="submit"
            className="btn btn-red"
            disabled={pending || checkBoardName(draft.name).problem !== null}
            data-testid="create-board-submit"
          >
            {BOARD_FORM.create}
          </button>
        </div>
      </form>
    </Modal>
  );
}
