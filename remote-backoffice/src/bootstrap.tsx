import { renderStandaloneRemote } from '@ottilia/shared-auth/standalone';
import { LoadingOverlay } from '@ottilia/shared-ui';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { HARNESS_PAGES, HARNESS_ROUTES } from './harness/harness-routes';
import './i18n/bind-react-i18next';

// Standalone dev page of this remote (the host never loads this entry).
renderStandaloneRemote({ pages: HARNESS_PAGES, routes: HARNESS_ROUTES, Shell: StandaloneShell, loading: () => <LoadingOverlay /> });
