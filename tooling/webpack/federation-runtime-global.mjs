// The federation runtime of a remote's own page (its standalone harness). Remotes leave the
// runtime out of their bundles and use the one the host provides (experiments.externalRuntime,
// see create-config.mjs); a remote's page opened on its own has no host, so this script, loaded
// before the page's entry, provides it under the same global the host's runtime plugin sets.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
