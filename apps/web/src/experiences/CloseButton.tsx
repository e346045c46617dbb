// The round × that closes an experience (a dialog, a banner). The product's modal has its own:
// sharing one would make a chunk of its own that every lazy surface's preload list names.
import { ACTIONS } from '@corkboard/domain';

export function CloseButton({
  className,
  onClick,
  label = ACTIONS.close,
  testId,
}: {
  className: string;
  onClick: () => void;
  label?: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={onClick}
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" fill="none" />
      </svg>
    </button>
  );
}
