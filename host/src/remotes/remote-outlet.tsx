import { LoadingIndicator } from '@ottilia/shared-ui';
import type { RemoteSlotProps } from '@ottilia/shared-ui';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';
import { useRemoteLoader, type RemoteLoader } from './remote-loader';

/**
 * Renders one exposed module of a remote: loaded on first render, a loading indicator
 * meanwhile, the failure panel if it cannot load. Another module is another outlet (new state).
 */
export function RemoteOutlet(props: RemoteSlotProps) {
  return <LoadedModule key={`${props.remote}/${props.module}`} {...props} />;
}

interface Attempt {
  number: number;
  Component: ComponentType<Record<string, unknown>>;
}

function attempt(loader: RemoteLoader, remote: string, module: string, number: number): Attempt {
  return { number, Component: lazy(() => loader.load(remote, module)) };
}

function LoadedModule({ remote, module, props }: RemoteSlotProps) {
  const loader = useRemoteLoader();
  const [current, setCurrent] = useState(() => attempt(loader, remote, module, 0));
  // Retry builds a fresh lazy component: the module is requested again, no page reload.
  const retry = () => setCurrent(({ number }) => attempt(loader, remote, module, number + 1));
  const { Component } = current;
  return (
    <RemoteErrorBoundary
      key={current.number}
      remote={remote}
      module={module}
      fallback={(failure) => <RemoteFailure failure={failure} onRetry={retry} />}
    >
      <Suspense fallback={<LoadingIndicator />}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
