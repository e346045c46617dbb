// The picker's footer: "Create board" inline (name up to 50 with a live counter, a secret
// toggle; the pin is then saved to the new board) and the save behaviour options.
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Board, Me } from '@corkboard/contracts';
import {
  API_ERRORS,
  BOARD,
  BOARD_FORM,
  characterCount,
  checkBoardName,
  PICKER_UI,
  SAVE,
  SAVE_BEHAVIOR,
  tooManyCharacters,
} from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { showToast } from '../../saving/overlays';
import { saveBehaviorOverride, useSaveBehavior } from '../../saving/save-prefs';
import { invalidateBoardLists } from '../board-form/board-cache';

export function CreateBoardInline({
  initialName,
  onCreated,
}: {
  initialName: string;
  onCreated: (board: Board) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initialName);
  const [secret, setSecret] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = checkBoardName(name);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || check.problem) return;
    setPending(true);
    setError(null);
    try {
      const board = await postResource('BoardResource', 'create', {
        name: name.trim(),
        privacy: secret ? 'secret' : 'public',
      });
      invalidateBoardLists(queryClient, board.owner.username);
      onCreated(board);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : API_ERRORS.internal);
      setPending(false);
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className="picker-create-open"
        data-picker-row
        onClick={() => {
          setName(initialName);
          setOpen(true);
        }}
        data-testid="board-picker-create"
      >
        <span className="picker-plus" aria-hidden="true">
          +
        </span>
        {SAVE.createBoard}
      </button>
    );
  }
  return (
    <form
      className="picker-create"
      onSubmit={(event) => void onSubmit(event)}
      data-testid="board-picker-create-form"
    >
      <label htmlFor={`${id}-name`}>{BOARD.name}</label>
      <input
        id={`${id}-name`}
        type="text"
        value={name}
        placeholder={BOARD.namePlaceholder}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={check.problem === 'tooLong' ? true : undefined}
        aria-describedby={`${id}-count`}
        // The form opens on a click: focus follows into it.
        autoFocus
        data-testid="board-picker-create-name"
      />
      <div className="field-row">
        <span className="form-error" role="alert">
          {check.problem === 'tooLong' ? tooManyCharacters(check.max) : error}
        </span>
        <span
          id={`${id}-count`}
          className="field-count"
          data-over={check.problem === 'tooLong' ? '' : undefined}
          data-testid="board-picker-create-count"
        >
          {characterCount(check.length, check.max)}
        </span>
      </div>
      <label className="picker-toggle">
        <input
          type="checkbox"
          checked={secret}
          onChange={(event) => setSecret(event.target.checked)}
          data-testid="board-picker-create-secret"
        />
        <span>{BOARD.keepSecret}</span>
      </label>
      <button
        type="submit"
        className="btn btn-red"
        disabled={pending || check.problem !== null}
        data-testid="board-picker-create-submit"
      >
        {BOARD_FORM.create}
      </button>
    </form>
  );
}

/** "Save behaviour options are shown to signed-in users with fewer than 5 boards." */
export function SaveBehaviorOptions({ viewer }: { viewer: Me }) {
  const id = useId();
  const current = useSaveBehavior(viewer);
  async function choose(value: 0 | 1) {
    const before = current;
    saveBehaviorOverride.set(value);
    try {
      await postResource('UserSettingsResource', 'update', { save_behavior: value });
    } catch (failure) {
      saveBehaviorOverride.set(before);
      showToast({
        text: isApiError(failure) ? failure.message : API_ERRORS.internal,
        tone: 'error',
      });
    }
  }
  const options = [
    { value: SAVE_BEHAVIOR.saveToProfile, label: PICKER_UI.saveBehaviorProfile, key: 'profile' },
    { value: SAVE_BEHAVIOR.showBoardPicker, label: PICKER_UI.saveBehaviorPicker, key: 'picker' },
  ] as const;
  return (
    <fieldset className="picker-behavior" data-testid="save-behavior-options">
      <legend>{PICKER_UI.saveBehaviorLegend}</legend>
      {options.map((option) => (
        <label key={option.key} className="picker-toggle">
          <input
            type="radio"
            name={`${id}-behavior`}
            checked={current === option.value}
            onChange={() => void choose(option.value)}
            data-testid={`save-behavior-${option.key}`}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
