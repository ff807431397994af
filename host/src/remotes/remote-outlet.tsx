import { LoadingIndicator } from '@ottilia/shared-ui';
import type { RemoteSlotProps } from '@ottilia/shared-ui';
import { useEffect, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';
import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';
import { useRemoteLoader, type RemoteComponentModule, type RemoteLoader } from './remote-loader';
import { useRemoteRoutes, useRouteManifests } from './route-manifests';

/**
 * Renders one exposed module of a remote: loaded on first render, a loading indicator
 * meanwhile, the failure panel if it cannot load. Another module is another outlet (new state).
 */
export function RemoteOutlet(props: RemoteSlotProps) {
  return <LoadedModule key={`${props.remote}/${props.module}`} {...props} />;
}

function LoadedModule({ remote, module, props }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  // Retry remounts the module: it is requested again, no page reload.
  const retry = () => setAttempt((number) => number + 1);
  // A module shown inside another page (a remote slot) waits for its remote's contract check,
  // and a refused remote's code is never requested.
  const manifests = useRouteManifests();
  const checked = useRemoteRoutes().find((state) => state.remote === remote);
  if (checked?.status === 'loading') return <LoadingIndicator />;
  if (checked?.status === 'failed' && checked.error.failureType === 'incompatible') {
    return <RemoteFailure failure={checked.error} reference={checked.reference} onRetry={() => manifests.retry(remote)} />;
  }
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      module={module}
      fallback={(failure, crash) => <RemoteFailure failure={failure} crashed={crash.crashed} reference={crash.reference} onRetry={retry} />}
    >
      <RemoteModule remote={remote} module={module} props={props} />
    </RemoteErrorBoundary>
  );
}

type Loaded = ComponentType<Record<string, unknown>>;
type LoadState = { Component: Loaded } | { error: unknown } | null;

/** Modules already loaded, per loader: a page shown before shows again without a loading frame. */
const loadedModules = new WeakMap<RemoteLoader, Map<string, Loaded>>();

/** A module shown before, or one whose head-started load has already finished (the first screen). */
function loadedBefore(loader: RemoteLoader, remote: string, module: string): LoadState {
  const id = `${remote}/${module}`;
  const Component = loadedModules.get(loader)?.get(id) ?? remember(loader, id, loader.loaded?.(remote, module)?.default);
  return Component ? { Component } : null;
}

/** A remote switched to another version (remotes/composition-follower.ts): its modules load afresh. */
export function forgetLoadedModules(loader: RemoteLoader, remote: string): void {
  const loaded = loadedModules.get(loader);
  for (const id of loaded?.keys() ?? []) if (id.startsWith(`${remote}/`)) loaded?.delete(id);
}

function remember(loader: RemoteLoader, id: string, Component: Loaded | undefined): Loaded | undefined {
  if (!Component) return undefined;
  if (!loadedModules.has(loader)) loadedModules.set(loader, new Map());
  loadedModules.get(loader)?.set(id, Component);
  return Component;
}

/**
 * Loads with state and an effect, not React.lazy and Suspense: React holds back content that
 * resolves after a Suspense fallback until 300 ms after the fallback appeared, so every first
 * visit of a remote page (and the first load of a remote route) would take at least 300 ms.
 * A load failure is thrown while rendering, so the error boundary handles it like a failure
 * of the remote page itself.
 */
function RemoteModule({ remote, module, props }: RemoteSlotProps) {
  const loader = useRemoteLoader();
  const id = `${remote}/${module}`;
  const [state, setState] = useState<LoadState>(() => loadedBefore(loader, remote, module));
  useEffect(() => {
    if (state) return undefined;
    let current = true;
    loader.load(remote, module).then(
      ({ default: Component }: RemoteComponentModule) => {
        remember(loader, id, Component);
        if (current) setState({ Component });
      },
      (error: unknown) => {
        if (current) setState({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, remote, module, id, state]);

  if (!state) return <LoadingIndicator />;
  // a failed load is thrown named as one: anything else the boundary catches is the page crashing
  if ('error' in state) {
    throw state.error instanceof RemoteLoadError
      ? state.error
      : new RemoteLoadError(remote, module, classifyLoadFailure(state.error), { cause: state.error });
  }
  return <state.Component {...props} />;
}
