/**
 * Test support: a component of this remote under a shell like the host's (banner, dialogs,
 * dirty flag) with a fake API and a fresh SWR cache.
 */
import { ApiProvider } from '@ottilia/shared-auth';
import type { FakeApi } from '@ottilia/shared-auth/testing';
import { TestShell } from '@ottilia/shared-ui/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

export function renderWithShell(api: FakeApi, ui: ReactNode) {
  return render(
    <TestShell>
      <ApiProvider client={api.client}>
        <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>
      </ApiProvider>
    </TestShell>,
  );
}
