// A remote's standalone page (its own bootstrap and harness), kept out of the main entry: the
// portal never runs it, so it does not belong in the shared-auth every page of the portal loads.
export { renderStandaloneRemote, type StandaloneRemoteOptions } from './render-standalone-remote.js';
export { harnessFromManifest, type HarnessManifest } from './harness-routes.js';
