/**
 * Test support: /new-project in a data router with a shell like the host's: banner, dialogs,
 * dirty flag, and the host's route-leave prompt (useBlocker while dirty, 'Discard changes?'),
 * so a test sees every question a user would see.
 */
import { ApiProvider } from '@ottilia/shared-auth';
import type { FakeApi } from '@ottilia/shared-auth/testing';
import { ShellDialog, ShellProvider, ThemeProvider, useShell, useShellState, type RemoteSlotProps } from '@ottilia/shared-ui';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useBlocker } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ProjectChoices } from '../../../lib/project-choices';
import NewProjectPage from '../../../pages/new-project-page';
import { CHOICES as PROJECT_CHOICES } from '../../../test-support/project-fixtures';

/** The project tests' choices, with an inactive brand and type (the form leaves them out) and the Global market. */
export const CHOICES: ProjectChoices = {
  ...PROJECT_CHOICES,
  brands: [...PROJECT_CHOICES.brands, { eid: 'BR9', name: 'Retired Rum', isActive: false }],
  projectTypes: [...PROJECT_CHOICES.projectTypes, { eid: 'PT9', name: 'Microsite', isActive: false }],
  markets: [...PROJECT_CHOICES.markets, { code: 'GO', countryName: 'Global' }],
};

/** What the host's discard prompt does (host/src/features/discard-prompt). */
function HostLayout() {
  const { isDirty, confirm } = useShell();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm('routeLeave').then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return <Outlet />;
}

function TestRemoteSlot({ module }: RemoteSlotProps) {
  return <p>{module}</p>;
}

function TestShell({ onDirty, children }: { onDirty(dirty: boolean): void; children: ReactNode }) {
  const { shell, dialog, answerDialog } = useShellState(TestRemoteSlot);
  useEffect(() => onDirty(shell.isDirty));
  return (
    <ThemeProvider>
      <ShellProvider value={shell}>
        {children}
        <ShellDialog dialog={dialog} onAnswer={answerDialog} />
      </ShellProvider>
    </ThemeProvider>
  );
}

export function renderNewProject(api: FakeApi, url = '/new-project') {
  const router = createMemoryRouter(
    [
      {
        element: <HostLayout />,
        children: [
          { path: '/new-project', element: <NewProjectPage /> },
          { path: '/projects', element: <h1>Project list</h1> },
          { path: '/projects/:id', element: <h1>Project detail</h1> },
          { path: '/home', element: <h1>Home</h1> },
        ],
      },
    ],
    { initialEntries: ['/projects', url], initialIndex: 1 },
  );
  const state = { isDirty: false };
  const view = render(
    <TestShell onDirty={(dirty) => void (state.isDirty = dirty)}>
      <ApiProvider client={api.client}>
        {/* a fresh cache per test, so answers do not leak between tests */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ApiProvider>
    </TestShell>,
  );
  return {
    ...view,
    router,
    pathname: () => router.state.location.pathname,
    /** The shell's unsaved-changes flag, as the host's route-leave prompt reads it. */
    isDirty: () => state.isDirty,
  };
}
