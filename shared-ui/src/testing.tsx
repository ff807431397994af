/**
 * For the remotes' component tests: a shell like the host's (theme, success banner, dialogs,
 * dirty flag) around the component under test, whose RemoteSlot says which module it would
 * mount with which props. Never part of a build.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  provideMessageDialog,
  ShellAlertBanner,
  ShellDialog,
  ShellProvider,
  ThemeProvider,
  useShellState,
  type RemoteSlotProps,
} from '@ottilia/shared-ui';
import { MessageDialogView } from './dialogs/message-dialog-view';

// the dialog catalogue, preloaded: a test's dialog shows without the wait for its chunk
provideMessageDialog(MessageDialogView);
export { DIALOGS, dialogContent } from './dialogs/dialog-catalogue';

function TestRemoteSlot({ remote, module, props }: RemoteSlotProps) {
  return (
    <p>
      {remote} {module} {JSON.stringify(props)}
    </p>
  );
}

export function TestShell({ children, remoteSlot = TestRemoteSlot }: { children: ReactNode; remoteSlot?: ComponentType<RemoteSlotProps> }) {
  const { shell, alert, dismissAlert, dialog, answerDialog } = useShellState(remoteSlot);
  return (
    <ThemeProvider>
      <ShellProvider value={shell}>
        <ShellAlertBanner alert={alert} onDismiss={dismissAlert} />
        {children}
        <ShellDialog dialog={dialog} onAnswer={answerDialog} />
      </ShellProvider>
    </ThemeProvider>
  );
}
export { describeEnglishKeys, englishKeys, type EnglishKeys } from './test-support/english-keys';
