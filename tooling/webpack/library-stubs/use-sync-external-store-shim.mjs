// Stands in for use-sync-external-store/shim, SWR's bridge to React versions before 18: the
// portal's React has useSyncExternalStore itself, which the shim would only look up at run time.
export { useSyncExternalStore } from 'react';
