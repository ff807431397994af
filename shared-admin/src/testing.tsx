/**
 * The remotes' one test render helper: a remote's pages at their routes (its harness routes, as the
 * host mounts them) or one component, under a shell like the host's (banner, dialogs, dirty flag,
 * the route-leave prompt) in a data router as the host's, with a fake API and a fresh SWR cache.
 * Tests only; never part of a build.
 */
import { ApiProvider, type ApiClient } from '@ottilia/shared-auth';
import { useShell } from '@ottilia/shared-ui';
import { TestShell } from '@ottilia/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import { useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useBlocker, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';

/**
 * The host's layout as a remote's page meets it: leaving an address while the shell is dirty asks
 * 'Discard changes?' first (host/src/features/discard-prompt), and a test reads the dirty flag.
 */
function HostLayout({ onDirty }: { onDirty(isDirty: boolean): void }) {
  const { isDirty, confirm } = useShell();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    onDirty(isDirty);
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm('routeLeave').then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return <Outlet />;
}

export interface RenderRemoteOptions {
  /** The address the test opens (default '/'). */
  url?: string;
  /** An address visited before `url` (Back and "Back to ..." lead there), e.g. '/projects'. */
  from?: string;
  /** The routes mounted, e.g. the remote's HARNESS_ROUTES; or */
  routes?: RouteObject[];
  /** one component, shown at any address. */
  ui?: ReactNode;
}

/** Keeps one data router for the test's life. */
function Router({ make }: { make: () => ReturnType<typeof createMemoryRouter> }) {
  const [router] = useState(make);
  return <RouterProvider router={router} />;
}

export function renderRemote(api: { client: ApiClient }, { url = '/', from, routes, ui }: RenderRemoteOptions) {
  const state: { router?: ReturnType<typeof createMemoryRouter>; isDirty: boolean } = { isDirty: false };
  const make = () => {
    const layout: RouteObject = {
      element: <HostLayout onDirty={(isDirty) => void (state.isDirty = isDirty)} />,
      children: routes ?? [{ path: '*', element: ui }],
    };
    state.router = createMemoryRouter([layout], { initialEntries: from ? [from, url] : [url] });
    return state.router;
  };
  const view = render(
    <TestShell>
      <ApiProvider client={api.client}>
        {/* a fresh cache per test, so answers do not leak between tests */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <Router make={make} />
        </SWRConfig>
      </ApiProvider>
    </TestShell>,
  );
  const location = () => state.router!.state.location;
  return {
    ...view,
    /** The current path. */
    pathname: () => location().pathname,
    /** The current query, decoded, e.g. 'page=2&sort=name,asc'. */
    search: () => decodeURIComponent(location().search.replace(/^\?/, '')),
    /** Goes to an address, or back (-1), as the host's links and the browser would. */
    navigate: (to: string | number) => void (typeof to === 'number' ? state.router!.navigate(to) : state.router!.navigate(to)),
    /** The shell's unsaved-changes flag, as the host's route-leave prompt reads it. */
    isDirty: () => state.isDirty,
  };
}

/** The shared screen suite of a resource written as a definition (its remote's test runs it on each). */
export { describeDefinedScreens } from './screens/test-support/defined-screen-suite';

/** The part of a remote's route-manifest.json these checks read. */
interface ExposingManifest {
  exposes: Record<string, string>;
  routes: readonly { path: string; module: string }[];
}

export interface ExposedPagesOptions {
  /** The remote's harness routes (its standalone page and every feature test mount them). */
  harnessRoutes: RouteObject[];
  /** [expose, url, heading]: the page at a route of its manifest and the heading it shows there. */
  pages: readonly (readonly [expose: string, url: string, heading: string])[];
  /** Exposed modules tested elsewhere (with their feature). */
  testedElsewhere?: readonly string[];
  /** Imports a file named in `exposes`, relative to the remote's root: `(file) => import(`../../${file}`)`. */
  load(file: string): Promise<{ default: ComponentType }>;
  /** Renders the remote at `url` (its renderPage) with a fake API that answers the page's reads. */
  render(url: string): void;
}

const routePattern = (path: string) => new RegExp(`^/?${path.replace(/^\//, '').replace(/:[^/]+/g, '[^/]+')}$`);

/**
 * Declares a remote's exposed-pages tests: it exposes exactly these modules, each is the component
 * its manifest has the host mount at its route and the harness mounts at the same path, and shows
 * its heading there.
 */
export function describeExposedPages(
  manifest: ExposingManifest,
  { harnessRoutes, pages, testedElsewhere = [], load, render }: ExposedPagesOptions,
) {
  it('exposes exactly these modules', () => {
    expect(Object.keys(manifest.exposes).sort()).toEqual([...pages.map(([expose]) => expose), ...testedElsewhere].sort());
  });

  it.each(pages)('%s is the page at %s, showing %s', async (expose, url, heading) => {
    const { default: Page } = await load(manifest.exposes[expose]!);
    const published = manifest.routes.find(({ module }) => module === expose);
    expect(url).toMatch(routePattern(published?.path ?? '(not in the manifest)'));
    const route = harnessRoutes.find(({ path }) => path && routePattern(path).test(url));
    expect((route?.element as ReactElement | undefined)?.type).toBe(Page);
    render(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
}
