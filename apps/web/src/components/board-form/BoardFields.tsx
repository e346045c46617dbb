// The board form's fields, shared by Create board and the board's edit view: the name with a
// live counter ("Board title max 50", req 002-5.12), privacy (public, secret, protected) and
// the description.
import { useId } from 'react';
import {
  BOARD,
  BOARD_DESCRIPTION_MAX,
  BOARD_FORM,
  BOARD_PRIVACIES,
  characterCount,
  checkBoardName,
  tooManyCharacters,
  type BoardPrivacy,
} from '@corkboard/domain';

export interface BoardDraft {
  name: string;
  privacy: BoardPrivacy;
  description: string;
}

const PRIVACY_TEXT: Record<BoardPrivacy, { label: string; hint: string }> = {
  public: { label: BOARD_FORM.public, hint: BOARD_FORM.publicHint },
  secret: { label: BOARD_FORM.secret, hint: BOARD_FORM.secretHint },
  protected: { label: BOARD_FORM.protected, hint: BOARD_FORM.protectedHint },
};

/** The name's problem in words, or null. Empty is only reported once the person typed. */
export function boardNameMessage(name: string, touched: boolean): string | null {
  const { problem, max } = checkBoardName(name);
  if (problem === 'tooLong') return tooManyCharacters(max);
  if (problem === 'required' && touched) return BOARD_FORM.nameRequired;
  return null;
}

export interface BoardFieldsProps {
  draft: BoardDraft;
  onChange: (draft: BoardDraft) => void;
  touched: boolean;
  /** Privacy is for the owner only; collaborators never see it. */
  showPrivacy?: boolean;
  testIdPrefix: string;
}

export function BoardFields({
  draft,
  onChange,
  touched,
  showPrivacy = true,
  testIdPrefix,
}: BoardFieldsProps) {
  const id = useId();
  const check = checkBoardName(draft.name);
  const message = boardNameMessage(draft.name, touched);
  return (
    <>
      <label htmlFor={`${id}-name`}>{BOARD.name}</label>
      <input
        id={`${id}-name`}
        name="name"
        type="text"
        dir="auto"
        value={draft.name}
        placeholder={BOARD.namePlaceholder}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-count ${id}-name-error`}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        data-autofocus
        data-testid={`${testIdPrefix}-name`}
      />
      <div className="field-row">
        <span className="form-error" id={`${id}-name-error`} role="alert">
          {message}
        </span>
        <span
          className="field-count"
          id={`${id}-count`}
          data-over={check.problem === 'tooLong' ? '' : undefined}
          data-testid={`${testIdPrefix}-name-count`}
        >
          {characterCount(check.length, check.max)}
        </span>
      </div>
      {showPrivacy ? (
        <fieldset className="privacy-options">
          <legend>{BOARD_FORM.privacy}</legend>
          {BOARD_PRIVACIES.map((privacy) => (
            <label key={privacy} className="privacy-option">
              <input
                type="radio"
                name={`${id}-privacy`}
                value={privacy}
                checked={draft.privacy === privacy}
                onChange={() => onChange({ ...draft, privacy })}
                data-testid={`${testIdPrefix}-privacy-${privacy}`}
              />
              <span>
                <strong>{PRIVACY_TEXT[privacy].label}</strong>
                <span className="field-hint">{PRIVACY_TEXT[privacy].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label htmlFor={`${id}-description`}>{BOARD_FORM.descriptionLabel}</label>
      <textarea
        id={`${id}-description`}
        name="description"
        dir="auto"
        rows={3}
        maxLength={BOARD_DESCRIPTION_MAX}
        value={draft.description}
        onChange={(event) => onChange({ ...draft, description: event.target.value })}
        data-testid={`${testIdPrefix}-description`}
      />
    </>
  );
}
