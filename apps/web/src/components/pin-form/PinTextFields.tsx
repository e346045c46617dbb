// A pin's text fields, shared by the pin builder and the pin editor: title, description, link
// and alt text, each with its limit shown as a live counter (or the link rule) under it.
import { useId } from 'react';
import {
  characterCount,
  checkPinText,
  isPinLink,
  PIN_BUILDER,
  tooManyCharacters,
  type PinDraft,
  type PinTextField,
} from '@corkboard/domain';

function Counter({
  id,
  field,
  value,
  testId,
}: {
  id: string;
  field: PinTextField;
  value: string;
  testId: string;
}) {
  const check = checkPinText(field, value);
  return (
    <div className="field-row">
      <span className="form-error" role="alert">
        {check.tooLong ? tooManyCharacters(check.max) : null}
      </span>
      <span
        id={id}
        className="field-count"
        data-over={check.tooLong ? '' : undefined}
        data-testid={testId}
      >
        {characterCount(check.length, check.max)}
      </span>
    </div>
  );
}

export function PinTextFields({
  draft,
  onChange,
  testIdPrefix,
}: {
  draft: PinDraft;
  onChange: (draft: PinDraft) => void;
  testIdPrefix: string;
}) {
  const id = useId();
  const linkOk = isPinLink(draft.link);
  const set = (field: keyof PinDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  const over = (field: PinTextField) =>
    checkPinText(field, draft[field]).tooLong ? true : undefined;
  return (
    <>
      <label htmlFor={`${id}-title`}>{PIN_BUILDER.titleLabel}</label>
      <input
        id={`${id}-title`}
        name="title"
        dir="auto"
        type="text"
        value={draft.title}
        placeholder={PIN_BUILDER.titlePlaceholder}
        aria-invalid={over('title')}
        aria-describedby={`${id}-title-count`}
        onChange={set('title')}
        data-testid={`${testIdPrefix}-title`}
      />
      <Counter
        id={`${id}-title-count`}
        field="title"
        value={draft.title}
        testId={`${testIdPrefix}-title-count`}
      />
      <label htmlFor={`${id}-description`}>{PIN_BUILDER.descriptionLabel}</label>
      <textarea
        id={`${id}-description`}
        name="description"
        dir="auto"
        rows={4}
        value={draft.description}
        placeholder={PIN_BUILDER.descriptionPlaceholder}
        aria-invalid={over('description')}
        aria-describedby={`${id}-description-count`}
        onChange={set('description')}
        data-testid={`${testIdPrefix}-description`}
      />
      <Counter
        id={`${id}-description-count`}
        field="description"
        value={draft.description}
        testId={`${testIdPrefix}-description-count`}
      />
      <label htmlFor={`${id}-link`}>{PIN_BUILDER.linkLabel}</label>
      <input
        id={`${id}-link`}
        name="link"
        type="text"
        inputMode="url"
        autoComplete="url"
        value={draft.link}
        placeholder={PIN_BUILDER.linkPlaceholder}
        aria-invalid={linkOk ? undefined : true}
        aria-describedby={`${id}-link-error`}
        onChange={set('link')}
        data-testid={`${testIdPrefix}-link`}
      />
      <div className="field-row">
        <span className="form-error" id={`${id}-link-error`} role="alert">
          {linkOk ? null : PIN_BUILDER.linkInvalid}
        </span>
      </div>
      <label htmlFor={`${id}-alt`}>{PIN_BUILDER.altLabel}</label>
      <textarea
        id={`${id}-alt`}
        name="alt_text"
        rows={2}
        value={draft.altText}
        placeholder={PIN_BUILDER.altPlaceholder}
        aria-invalid={over('altText')}
        aria-describedby={`${id}-alt-count`}
        onChange={set('altText')}
        data-testid={`${testIdPrefix}-alt`}
      />
      <Counter
        id={`${id}-alt-count`}
        field="altText"
        value={draft.altText}
        testId={`${testIdPrefix}-alt-count`}
      />
    </>
  );
}
