import { ApiProvider, AuthGate, createMsalInstance, getStageConfig } from '@ottilia/shared-auth';
import { LoadingOverlay, StandaloneShell } from '@ottilia/shared-ui';
import { createRoot } from 'react-dom/client';
import { HARNESS_PAGES, HarnessApp } from './harness/harness-app';

// Standalone dev page: the exposed pages with the providers the host would give them. Sign-in
// uses the stage's identity service and returns to this remote's own origin.
const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');
const config = getStageConfig(window.location.hostname, { appUrl: window.location.origin });

createRoot(root).render(
  <StandaloneShell pages={HARNESS_PAGES}>
    <AuthGate instance={createMsalInstance(config)} config={config} loading={() => <LoadingOverlay />}>
      <ApiProvider baseUrl={config.apiBaseUrl}>
        <HarnessApp />
      </ApiProvider>
    </AuthGate>
  </StandaloneShell>,
);
