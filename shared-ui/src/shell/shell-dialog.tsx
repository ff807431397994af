import { MessageDialog } from '../dialogs';
import type { PendingDialog } from './use-shell-state';

/** Renders the dialog a shell.confirm() call is waiting on. */
export function ShellDialog({ dialog, onAnswer }: { dialog: PendingDialog | null; onAnswer(confirmed: boolean): void }) {
  if (!dialog) return null;
  return (
    <MessageDialog
      open
      dialog={dialog.dialogId}
      message={dialog.options?.message}
      reference={dialog.options?.reference}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}
