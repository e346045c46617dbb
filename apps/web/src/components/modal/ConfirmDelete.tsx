// "Delete this …?" asked in place: a title, a consequence line, Cancel and a red Delete that
// takes focus. Used where deleting cannot be undone (a board, a saved Pin).
import { ACTIONS } from '@corkboard/domain';

export function ConfirmDelete(props: {
  title: string;
  body: string;
  className: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmTestId: string;
}) {
  return (
    <div className={props.className} role="alertdialog" aria-label={props.title}>
      <p>
        <strong>{props.title}</strong> {props.body}
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-grey" onClick={props.onCancel}>
          {ACTIONS.cancel}
        </button>
        <button
          type="button"
          className="btn btn-red"
          disabled={props.pending}
          onClick={props.onConfirm}
          data-testid={props.confirmTestId}
          autoFocus
        >
          {ACTIONS.delete}
        </button>
      </div>
    </div>
  );
}
