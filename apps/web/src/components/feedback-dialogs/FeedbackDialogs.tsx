// Report and hide with reasons (issue 13). Report Pin opens a dialog of the report categories;
// once one is chosen and sent, it thanks the person and the card shows the reported overlay
// (spec 000 §2, req 000-2.21). Hide Pin asks why first: each answer hides the pin at once with
// that reason ("Pin hidden" toast with undo, req 000-2.20), and "It goes against the community
// guidelines" turns the dialog into the report. On a phone the dialog is a bottom sheet
// (modal.css).
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  ACTIONS,
  HIDE_CHOICE_TEXT,
  HIDE_CHOICES,
  HIDE_DIALOG,
  REPORT_DIALOG,
  REPORT_REASON_TEXT,
  REPORT_REASONS,
  REPORTS_PAGE,
  routeHref,
  type CardHideSurface,
  type ReportReason,
} from '@corkboard/domain';
import { hidePin, reportPin, type FeedbackPin } from '../../feedback/feedback-actions';
import { Modal } from '../modal/Modal';
import './feedback-dialogs.css';

export function ReportDialog({ pin, onClose }: { pin: FeedbackPin; onClose: () => void }) {
  return (
    <ReportReasonsDialog
      title={REPORT_DIALOG.title}
      question={REPORT_DIALOG.question}
      thanksBody={REPORT_DIALOG.thanksBody}
      send={(reason) => reportPin(pin, reason)}
      onClose={onClose}
    />
  );
}

/**
 * The report categories as a dialog: one chosen and sent (`send` answers whether it went), it
 * thanks the person with `thanksBody`; a failure closes it (the sender said why in a toast).
 * Pins and comments are reported with the same reasons.
 */
export function ReportReasonsDialog(props: {
  title: string;
  question: string;
  thanksBody: string;
  send: (reason: ReportReason) => Promise<boolean>;
  onClose: () => void;
}) {
  const { onClose } = props;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [state, setState] = useState<'choosing' | 'sending' | 'sent'>('choosing');
  const name = useId();
  if (state === 'sent') {
    return (
      <Modal title={REPORT_DIALOG.thanksTitle} onClose={onClose} testId="report-dialog">
        <p className="modal-subtitle" data-testid="report-thanks">
          {props.thanksBody}
        </p>
        {/* Where the report's outcome will show (/reports-and-violations/). */}
        <p className="modal-subtitle">
          <Link
            href={routeHref('reports-and-violations')}
            onClick={onClose}
            data-testid="report-thanks-reports"
          >
            {REPORTS_PAGE.seeYourReports}
          </Link>
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-red" onClick={onClose} autoFocus>
            {ACTIONS.done}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={props.title} subtitle={props.question} onClose={onClose} testId="report-dialog">
      <form
        className="reason-list"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason || state !== 'choosing') return;
          setState('sending');
          void props.send(reason).then((ok) => (ok ? setState('sent') : onClose()));
        }}
      >
        {REPORT_REASONS.map((value) => (
          <label key={value} className="reason" data-testid={`report-reason-${value}`}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span>
              <strong>{REPORT_REASON_TEXT[value].label}</strong>
              <span>{REPORT_REASON_TEXT[value].detail}</span>
            </span>
          </label>
        ))}
        <div className="modal-actions">
          <button type="button" className="btn btn-grey" onClick={onClose}>
            {ACTIONS.cancel}
          </button>
          <button
            type="submit"
            className="btn btn-red"
            disabled={!reason || state === 'sending'}
            aria-busy={state === 'sending' || undefined}
            title={reason ? undefined : REPORT_DIALOG.pickOne}
            data-testid="report-submit"
          >
            {REPORT_DIALOG.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function HideDialog({
  pin,
  surface,
  onClose,
}: {
  pin: FeedbackPin;
  surface: CardHideSurface;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  if (reporting) return <ReportDialog pin={pin} onClose={onClose} />;
  return (
    <Modal
      title={HIDE_DIALOG.title}
      subtitle={HIDE_DIALOG.question}
      onClose={onClose}
      testId="hide-dialog"
    >
      <div className="reason-list">
        {HIDE_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className="reason reason-button"
            onClick={() => {
              if (choice === 'report') {
                setReporting(true);
                return;
              }
              onClose();
              void hidePin(queryClient, pin, surface, choice);
            }}
            data-testid={`hide-reason-${choice}`}
          >
            {HIDE_CHOICE_TEXT[choice]}
          </button>
        ))}
      </div>
    </Modal>
  );
}
