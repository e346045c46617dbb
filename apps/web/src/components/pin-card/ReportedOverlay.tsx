// The reported-pin overlay (spec 000 §2, §4, reqs 000-2.21, 000-4.21, 000-4.22): over the card's
// media it fades from initial to fadeIn and shows "Reported" with the thanks message, "an Unfollow
// button until unfollowed", "Tune your home feed" (/edit/) and an Undo. What it shows is the
// domain's reportedOverlay of the card's feedback state. Loaded with the first report (PinCard
// reads the state eagerly); the buttons' calls load on first use.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FEEDBACK, FEEDBACK_UI, reportedOverlay, type PinFeedbackEvent } from '@corkboard/domain';
import type { ReportedPin } from '../../feedback/feedback-store';

const loadFeedback = () => import('../../feedback/feedback-actions');

/** Mounted afresh on each report, so the fade starts from initial every time. */
export default function ReportedOverlay({
  pinId,
  reported,
}: {
  pinId: string;
  reported: ReportedPin;
}) {
  const queryClient = useQueryClient();
  const [fade, setFade] = useState<'initial' | 'fadeIn'>('initial');
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFade('fadeIn'));
    return () => cancelAnimationFrame(frame);
  }, []);
  const view = reportedOverlay(reported.state, reported.unfollow);
  if (!view) return null;
  const run = (event: Exclude<PinFeedbackEvent, 'report'>) =>
    void loadFeedback().then((m) => m.reportedOverlayEvent(queryClient, pinId, event));
  return (
    <div
      className="pc-reported"
      role="group"
      aria-label={FEEDBACK_UI.reportedOverlayLabel}
      aria-busy={reported.pending || undefined}
      data-testid="pin-card-reported"
      data-state={reported.state}
      data-fade={fade}
    >
      <p className="pc-reported-title" dir="auto">
        {view.title}
      </p>
      <p className="pc-reported-message" aria-live="polite" data-testid="pin-card-reported-message">
        {view.message}
      </p>
      <div className="pc-reported-actions">
        {view.showUnfollow ? (
          <button
            type="button"
            className="btn btn-red"
            disabled={reported.pending}
            onClick={() => run('unfollow')}
            data-testid="pin-card-reported-unfollow"
          >
            {FEEDBACK.unfollow}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-grey"
          disabled={reported.pending}
          onClick={() => run(view.undo.event)}
          data-testid="pin-card-reported-undo"
        >
          {view.undo.label}
        </button>
      </div>
      <Link href={view.tuneHref} className="pc-reported-tune" data-testid="pin-card-reported-tune">
        {view.tuneLabel}
      </Link>
    </div>
  );
}
