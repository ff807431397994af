// The host's runtime plugin that gives its federation runtime to the remotes, which leave theirs
// out (experiments.externalRuntime, see create-config.mjs). Module federation's own
// provideExternalRuntime does the same through runtime-tools' CommonJS build, a second copy of
// the runtime (22 KB gzip on /home); this imports the ES module the host's runtime is built from
// (create-config.mjs aliases the name to that file), so nothing is added.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'ottilia-provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
