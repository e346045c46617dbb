// The foot of a pin edit form (the repin edit page and /pin/{id}/edit/): Delete Pin, Cancel
// and Save changes, or in their place the delete confirmation.
import { Link } from 'wouter';
import { ACTIONS, REPIN_EDIT } from '@corkboard/domain';
import { ConfirmDelete } from './ConfirmDelete';

export function EditPinActions({
  testIdPrefix,
  cancelHref,
  confirming,
  pending,
  canSave,
  onAskDelete,
  onCancelDelete,
  onDelete,
}: {
  /** `repin` or `pin-edit`: test ids are `{prefix}-delete`, `{prefix}-save`, … */
  testIdPrefix: string;
  cancelHref: string;
  confirming: boolean;
  pending: boolean;
  canSave: boolean;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
}) {
  if (confirming) {
    return (
      <ConfirmDelete
        title={REPIN_EDIT.confirmDelete}
        body={REPIN_EDIT.confirmDeleteBody}
        className={`${testIdPrefix}-confirm`}
        pending={pending}
        onCancel={onCancelDelete}
        onConfirm={onDelete}
        confirmTestId={`${testIdPrefix}-confirm-delete`}
      />
    );
  }
  return (
    <div className="modal-actions">
      <button
        type="button"
        className="btn btn-danger"
        onClick={onAskDelete}
        data-testid={`${testIdPrefix}-delete`}
      >
        {REPIN_EDIT.deletePin}
      </button>
      <Link href={cancelHref} className="btn btn-grey">
        {ACTIONS.cancel}
      </Link>
      <button
        type="submit"
        className="btn btn-red"
        disabled={!canSave}
        data-testid={`${testIdPrefix}-save`}
      >
        {REPIN_EDIT.saveChanges}
      </button>
    </div>
  );
}
