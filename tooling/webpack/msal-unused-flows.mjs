// MSAL is the largest part of the host's first load, and its controller imports every flow it
// offers, so tree-shaking keeps them all. Parts that can never run in this portal are left out
// (14 KB gzip) by putting small stand-ins (./msal-stubs) in place of their modules:
// - the platform broker (Windows account manager through a browser extension or DOM API): it
//   serves Microsoft Entra work accounts, not the Azure AD B2C or OIDC authorities of the portal,
//   MSAL refuses it in OIDC protocol mode, and shared-auth never sets `allowPlatformBroker`;
// - popups (their client and the monitor that watches a popup): the portal signs in and out with
//   full-page redirects and renews tokens silently;
// - the local-storage cache and the cookie store (which MSAL constructs but never uses with a
//   session-storage cache): shared-auth keeps MSAL's cache in session storage (spec section 4);
// - acquireTokenByCode (a code redeemed for a server, the hybrid flow), which shared-auth never calls;
// - token-binding keys (PoP, DPoP, SSH), their IndexedDB store and the PoP token and DPoP proof
//   makers: the portal uses bearer tokens;
// - Azure region discovery (an instance metadata probe), used only with azureRegionConfiguration,
//   which shared-auth never sets.
// Behaviour stays MSAL's own for every flow the portal uses. If an MSAL upgrade renames these
// modules, the build says so (and stays correct, only bigger); if it imports another name from
// them, the build fails (exportsPresence) instead of shipping a stand-in that lacks it.
import { existsSync } from 'node:fs';
import path from 'node:path';

const STUBS = {
  'msal-browser/dist/broker/nativeBroker/PlatformAuthProvider.mjs': 'platform-auth-provider.mjs',
  'msal-browser/dist/interaction_client/PlatformAuthInteractionClient.mjs': 'platform-auth-interaction-client.mjs',
  'msal-browser/dist/interaction_client/PopupClient.mjs': 'popup-client.mjs',
  'msal-browser/dist/utils/PopupMonitor.mjs': 'popup-monitor.mjs',
  'msal-browser/dist/cache/LocalStorage.mjs': 'local-storage.mjs',
  'msal-browser/dist/cache/CookieStorage.mjs': 'cookie-storage.mjs',
  'msal-browser/dist/interaction_client/SilentAuthCodeClient.mjs': 'silent-auth-code-client.mjs',
  'msal-browser/dist/crypto/TokenBindingKeyManager.mjs': 'token-binding-key-manager.mjs',
  'msal-common/dist-browser/crypto/PopTokenGenerator.mjs': 'pop-token-generator.mjs',
  'msal-common/dist-browser/crypto/DpopProofGenerator.mjs': 'dpop-proof-generator.mjs',
  'msal-common/dist-browser/authority/RegionDiscovery.mjs': 'region-discovery.mjs',
};
const MSAL = /[\\/]node_modules[\\/]@azure[\\/]/;
const toPattern = (file) => new RegExp(`${MSAL.source}${file.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`);

export class MsalUnusedFlowsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const stubs = Object.entries(STUBS).map(([file, stub]) => ({
      file,
      pattern: toPattern(file),
      stub: path.join(import.meta.dirname, 'msal-stubs', stub),
    }));
    compiler.hooks.normalModuleFactory.tap(MsalUnusedFlowsPlugin.name, (factory) => {
      factory.hooks.afterResolve.tap(MsalUnusedFlowsPlugin.name, ({ createData }) => {
        const stub = stubs.find(({ pattern }) => pattern.test(createData.resource ?? ''));
        if (!stub) return;
        createData.resource = stub.stub;
        createData.userRequest = stub.stub;
        createData.request = stub.stub;
      });
    });
    // MSAL importing a name a stand-in lacks is an error, not a warning
    compiler.options.module.rules.push({ test: MSAL, parser: { exportsPresence: 'error' } });
    compiler.hooks.thisCompilation.tap(MsalUnusedFlowsPlugin.name, (compilation) => {
      compilation.hooks.finishModules.tap(MsalUnusedFlowsPlugin.name, (modules) => {
        // each package's own folder (pnpm keeps msal-common beside msal-browser, not inside it)
        const packageDirs = new Map();
        for (const { resource } of modules) {
          const found = resource?.match(new RegExp(`^(.*?${MSAL.source})(msal-(?:browser|common))[\\\\/]`));
          if (found) packageDirs.set(found[2], found[1] + found[2]);
        }
        if (!packageDirs.has('msal-browser')) return;
        const gone = stubs
          .filter(({ file }) => {
            const [name, ...rest] = file.split('/');
            return packageDirs.has(name) && !existsSync(path.join(packageDirs.get(name), ...rest));
          })
          .map(({ file }) => `@azure/${file}`);
        if (gone.length) {
          compilation.warnings.push(
            new compiler.webpack.WebpackError(
              `MsalUnusedFlowsPlugin: MSAL no longer has ${gone.join(', ')}; update tooling/webpack/msal-unused-flows.mjs`,
            ),
          );
        }
      });
    });
  }
}
