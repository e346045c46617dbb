// The arrows and dots of the closeup's carousel and idea pin. The dots are buttons here (the
// card's are decoration): on the closeup every page is one click away.
import { ChevronIcon } from '../../components/pin-card/Icons';
import type { Pager } from './use-pager';

export function PagerControls({
  pager,
  previousLabel,
  nextLabel,
  dotLabel,
  testId,
}: {
  pager: Pager;
  previousLabel: string;
  nextLabel: string;
  dotLabel: (position: number, count: number) => string;
  testId: string;
}) {
  return (
    <>
      <button
        type="button"
        className="closeup-arrow closeup-arrow-left"
        aria-label={previousLabel}
        disabled={pager.leftDisabled}
        onClick={() => pager.move('previous')}
        data-testid={`${testId}-prev`}
      >
        <ChevronIcon dir="left" />
      </button>
      <button
        type="button"
        className="closeup-arrow closeup-arrow-right"
        aria-label={nextLabel}
        disabled={pager.rightDisabled}
        onClick={() => pager.move('next')}
        data-testid={`${testId}-next`}
      >
        <ChevronIcon dir="right" />
      </button>
      <div className="closeup-dots">
        {Array.from({ length: pager.count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="closeup-dot"
            aria-label={dotLabel(i + 1, pager.count)}
            aria-current={i === pager.index ? 'true' : undefined}
            onClick={() => pager.go(i)}
            data-testid={`${testId}-dot`}
          />
        ))}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {dotLabel(pager.index + 1, pager.count)}
      </span>
    </>
  );
}
