// Reject all and Accept all, side by side: the same style, the same size, one click each
// (issue 16: "Reject is as easy as accept"; spec 000 §4, req 000-4.31). The banner and the
// cookie choices both answer with it.
import { COOKIES } from '@corkboard/domain';

export function AllOrNothing({
  busy,
  onAnswer,
  testIdPrefix,
}: {
  busy: boolean;
  onAnswer: (accept: boolean) => void;
  testIdPrefix: string;
}) {
  return (
    <div className="consent-answers">
      {[false, true].map((accept) => (
        <button
          key={String(accept)}
          type="button"
          className="btn btn-grey consent-answer"
          disabled={busy}
          onClick={() => onAnswer(accept)}
          data-testid={`${testIdPrefix}-${accept ? 'accept-all' : 'reject-all'}`}
        >
          {accept ? COOKIES.acceptAll : COOKIES.rejectAll}
        </button>
      ))}
    </div>
  );
}
