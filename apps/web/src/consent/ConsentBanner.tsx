// The cookie banner (spec 000 §2, req 000-2.25: "on desktop an inline card, on mobile a fixed
// bottom card"): Reject all and Accept all (AllOrNothing), and "Let me choose" for the settings.
import { useId } from 'react';
import { COOKIES } from '@corkboard/domain';
import { AllOrNothing } from './AllOrNothing';

export function ConsentBanner({
  busy,
  settingsOpen,
  onAnswer,
  onChoose,
}: {
  busy: boolean;
  /** Req 000-2.26: "Mobile hides the banner while that modal is open" (consent.css). */
  settingsOpen: boolean;
  onAnswer: (accept: boolean) => void;
  onChoose: () => void;
}) {
  const titleId = useId();
  return (
    <section
      className="consent-banner"
      aria-labelledby={titleId}
      data-settings-open={settingsOpen || undefined}
      data-testid="consent-banner"
    >
      <h2 id={titleId} className="consent-title">
        {COOKIES.bannerTitle}
      </h2>
      <p className="consent-body">{COOKIES.bannerBody}</p>
      <AllOrNothing busy={busy} onAnswer={onAnswer} testIdPrefix="consent" />
      <button
        type="button"
        className="consent-choose"
        disabled={busy}
        onClick={onChoose}
        data-testid="consent-let-me-choose"
      >
        {COOKIES.letMeChoose}
      </button>
    </section>
  );
}
