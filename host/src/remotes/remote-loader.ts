import { createContext, useContext, type ComponentType } from 'react';
import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';

/** Every exposed module default-exports a React component. */
export interface RemoteComponentModule {
  default: ComponentType<Record<string, unknown>>;
}

/** Loads one exposed module; rejects with a RemoteLoadError. */
export interface RemoteLoader {
  load(remote: string, module: string): Promise<RemoteComponentModule>;
  /** The module if a load started earlier has already finished (taken once), so it renders without a loading frame. */
  loaded?(remote: string, module: string): RemoteComponentModule | undefined;
}

/** The runtime's loadRemote: takes 'remoteName/ModuleName'. */
export type LoadRemote = (id: string) => Promise<unknown>;

function isComponentModule(value: unknown): value is RemoteComponentModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'default' in value &&
    (typeof value.default === 'function' || (typeof value.default === 'object' && value.default !== null))
  );
}

/**
 * Wraps the runtime's loader with the chunk load time-out (overridable through env-config so
 * tests can trigger it) and checks that the module is a component.
 */
export function createRemoteLoader(loadRemote: LoadRemote, { timeoutMs }: { timeoutMs: number }): RemoteLoader {
  return {
    load(remote, module) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new RemoteLoadError(remote, module, 'timeout')), timeoutMs);
      });
      const loading = loadRemote(`${remote}/${module.replace(/^\.\//, '')}`).then(
        (loaded) => {
          if (isComponentModule(loaded)) return loaded;
          throw new RemoteLoadError(remote, module, 'missing');
        },
        (error: unknown) => {
          throw error instanceof RemoteLoadError
            ? error
            : new RemoteLoadError(remote, module, classifyLoadFailure(error), { cause: error });
        },
      );
      return Promise.race([loading, deadline]).finally(() => clearTimeout(timer));
    },
  };
}

/** A loader that may start one module's load before any outlet asks for it. */
export interface HeadStartLoader extends RemoteLoader {
  /** Starts loading `module`; the next load of it takes this one (once). Settles (never fails) when the load has. */
  start(remote: string, module: string): Promise<void>;
}

export function withHeadStart(loader: RemoteLoader): HeadStartLoader {
  const started = new Map<string, Promise<RemoteComponentModule>>();
  const finished = new Map<string, RemoteComponentModule>();
  const take = (id: string) => {
    // the bench's trace of a first load shows these (where a browser has marks)
    performance.mark?.(`ottilia:load ${id}`);
    const loading = started.get(id);
    started.delete(id); // a Retry after a failure loads afresh
    finished.delete(id);
    return loading;
  };
  return {
    start(remote, module) {
      const id = `${remote}/${module}`;
      performance.mark?.(`ottilia:start ${id}`);
      const loading = loader.load(remote, module);
      started.set(id, loading);
      return loading.then(
        (loaded) => {
          performance.mark?.(`ottilia:loaded ${id}`);
          if (started.get(id) === loading) finished.set(id, loaded);
        },
        () => undefined,
      ); // a failure is the outlet's to show when it takes the load
    },
    loaded(remote, module) {
      const id = `${remote}/${module}`;
      const loaded = finished.get(id);
      if (loaded) take(id);
      return loaded;
    },
    load(remote, module) {
      return take(`${remote}/${module}`) ?? loader.load(remote, module);
    },
  };
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderContext provider');
  return loader;
}
