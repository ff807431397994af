// through the package's main entry: the shared copy the shell already loaded, not a second one
import { Button } from '@ottilia/shared-ui';

export interface DialogActionsProps {
  cancelLabel: string;
  onCancel(): void;
  /** The dialog's action, e.g. "Add member". */
  confirmLabel: string;
  onConfirm(): void;
  /** While the action runs: its button spins and Cancel is disabled. */
  busy: boolean;
  /** The action cannot run yet (e.g. nothing chosen). */
  confirmDisabled?: boolean;
}

/** A dialog's Cancel and action buttons, for Modal's `actions`. */
export function DialogActions({ cancelLabel, onCancel, confirmLabel, onConfirm, busy, confirmDisabled }: DialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
        {confirmLabel}
      </Button>
    </>
  );
}
