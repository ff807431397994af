/**
 * Test support: a component of this remote under a shell like the host's (banner, dialogs,
 * dirty flag) with a fake API and a fresh SWR cache.
 */
import { ApiProvider } from '@ottilia/shared-auth';
import type { FakeApi } from '@ottilia/shared-auth/testing';
import { ShellAlertBanner, ShellDialog, ShellProvider, ThemeProvider, useShellState, type RemoteSlotProps } from '@ottilia/shared-ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

function TestRemoteSlot({ remote, module }: RemoteSlotProps) {
  return (
    <p>
      {remote} {module}
    </p>
  );
}

function TestShell({ children }: { children: ReactNode }) {
  const { shell, alert, dismissAlert, dialog, answerDialog } = useShellState(TestRemoteSlot);
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

export function renderWithShell(api: FakeApi, ui: ReactNode) {
  return render(
    <TestShell>
      <ApiProvider client={api.client}>
        <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>
      </ApiProvider>
    </TestShell>,
  );
}
