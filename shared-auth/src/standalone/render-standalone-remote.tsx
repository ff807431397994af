import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
// by package name, so the harness uses the one shared-auth the remote's pages share (its contexts)
import { ApiProvider, AuthGate, type AuthStatus, getStageConfig } from '@ottilia/shared-auth';

export interface StandaloneRemoteOptions {
  /** The harness header's links; the first is where `/` leads. */
  pages: readonly { label: string; href: string }[];
  /** The remote's exposed pages on the paths the host gives them. */
  routes: RouteObject[];
  /** The shell a host would provide (shared-ui's StandaloneShell); passed in so auth stays UI-free. */
  Shell: ComponentType<{ pages: readonly { label: string; href: string }[]; children: ReactNode }>;
  loading: (status: AuthStatus) => ReactNode;
}

/**
 * A remote's standalone dev page: its exposed pages behind real sign-in and the API client, as
 * inside the host. Sign-in returns to the remote's own origin.
 */
export function renderStandaloneRemote({ pages, routes, Shell, loading }: StandaloneRemoteOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Failed to find the root element');
  const config = getStageConfig(window.location.hostname, { appUrl: window.location.origin });
  const router = createBrowserRouter([{ index: true, element: <Navigate to={pages[0]?.href ?? '/'} replace /> }, ...routes]);
  createRoot(root).render(
    <Shell pages={pages}>
      <AuthGate config={config} loading={loading}>
        <ApiProvider baseUrl={config.apiBaseUrl}>
          <RouterProvider router={router} />
        </ApiProvider>
      </AuthGate>
    </Shell>,
  );
}
