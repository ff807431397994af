// Every remote's standalone dev page (the host never loads this entry): the pages of the remote's
// src/harness/harness-routes.tsx (the alias `ottilia-remote-harness`, set by createRemoteConfig)
// under the standalone shell, signed in like the host.
import { renderStandaloneRemote } from '@ottilia/shared-auth/standalone';
import { LoadingOverlay } from '@ottilia/shared-ui';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { HARNESS_PAGES, HARNESS_ROUTES } from 'ottilia-remote-harness';
import { createElement } from 'react';
import './bind-react-i18next.ts'; // TypeScript: jest (CommonJS) and webpack load this same file

renderStandaloneRemote({
  pages: HARNESS_PAGES,
  routes: HARNESS_ROUTES,
  Shell: StandaloneShell,
  loading: () => createElement(LoadingOverlay),
});
