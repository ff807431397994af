import { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import type { DialogId } from '../dialogs';
import type { DraftKeeper } from './kept-drafts';
import type { ConfirmOptions, RemoteSlotProps, Shell } from './shell-context';

export interface ShellAlert {
  /** undefined: the banner's default message. */
  message?: string;
  /** Changes with every showAlert, so a repeated message is a new banner. */
  id: number;
}

export interface PendingDialog {
  dialogId: DialogId;
  options: ConfirmOptions | undefined;
}

export interface ShellState {
  shell: Shell;
  alert: ShellAlert | null;
  dismissAlert(): void;
  dialog: PendingDialog | null;
  answerDialog(confirmed: boolean): void;
  /** The mounted screen's draft keeper, if it registered one. */
  draftKeeper: DraftKeeper | null;
}

/**
 * The state behind a Shell: the host keeps it at the top of the app, a remote's standalone
 * harness the same way, and each renders `alert` and `dialog` with ShellAlertBanner and
 * ShellDialog.
 */
export function useShellState(RemoteSlot: ComponentType<RemoteSlotProps>): ShellState {
  const [alert, setAlert] = useState<ShellAlert | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  const [dialog, setDialog] = useState<PendingDialog | null>(null);
  const [draftKeeper, setDraftKeeper] = useState<DraftKeeper | null>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const showAlert = useCallback((message?: string) => {
    setAlert((previous) => ({ message, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const dismissAlert = useCallback(() => setAlert(null), []);
  const setDirty = useCallback((dirty: boolean) => setIsDirty(dirty), []);

  const answerDialog = useCallback((confirmed: boolean) => {
    const resolve = settle.current;
    settle.current = null;
    setDialog(null);
    resolve?.(confirmed);
  }, []);

  const confirm = useCallback((dialogId: DialogId, options?: ConfirmOptions) => {
    // one dialog at a time: a newer question cancels the one still open
    settle.current?.(false);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setDialog({ dialogId: dialogId === 'errorWithMessage' && options?.unexpected ? 'genericError' : dialogId, options });
    });
  }, []);

  const shell = useMemo<Shell>(
    () => ({ showAlert, setDirty, isDirty, keepDraft: setDraftKeeper, confirm, RemoteSlot }),
    [showAlert, setDirty, isDirty, confirm, RemoteSlot],
  );
  return { shell, alert, dismissAlert, dialog, answerDialog, draftKeeper };
}
