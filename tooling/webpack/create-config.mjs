// The one webpack configuration of the portal's front-end apps (host and remotes). The host's
// webpack.config.mjs calls createAppConfig, each remote's createRemoteConfig (name and exposed
// modules from its route manifest); everything else (SWC, module federation, shared singletons,
// dev server) is decided here once.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { localPorts, localStateDir } from './local-env.mjs';
import { MsalUnusedFlowsPlugin } from './msal-unused-flows.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { reactI18nextClientModule } from './react-i18next-client.mjs';
import { reactRouterClientModules } from './react-router-client.mjs';
import { releaseOf } from './release.mjs';
import { publishedRouteManifest, readRouteManifest, ROUTE_MANIFEST_FILE, RouteManifestFilesPlugin } from './route-manifest.mjs';
import { builtWith, heldOnceImports, sharedSingletons } from './shared-singletons.mjs';
import { styledComponentsClientModule, stylisPrefixerLeftOut } from './styled-components-client.mjs';
import { remoteOfPackage } from '../../shared-contracts/src/remotes.ts';
import { vendorChunks } from './vendor-chunks.mjs';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Spec section 9: chunk load time-out, in every app. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * @typedef {object} AppOptions
 * @property {string} dir         the app's folder (import.meta.dirname of its webpack.config.mjs)
 * @property {string} name        module-federation container name, also output.uniqueName
 * @property {number} port        dev-server port (from shared-contracts/src/local-env.json)
 * @property {string} title       document title of the app's page
 * @property {'/' | 'auto'} publicPath  '/' for the host, 'auto' for remotes (served from any origin)
 * @property {Record<string, string>} [exposes]  exposed modules; a remote publishes mf-manifest.json
 * @property {Record<string, string>} [staticFiles]  output name -> source file, emitted as is
 * @property {Record<string, unknown>} [jsonFiles]  output name -> value, emitted as JSON
 * @property {string} [favicon]  an .ico file, emitted as /favicon.ico and linked from the page
 * @property {{ main: string, redirectBridge: string }} [entries]  the app's entry and redirect bridge
 *   (default: its src/index.ts and src/redirect-bridge.ts; a remote's come from REMOTE_SKELETON)
 * @property {Record<string, string>} [alias]  more resolve aliases
 */

/**
 * The files every remote shares instead of copying (its entry, standalone bootstrap, redirect
 * bridge, react-i18next binding): a remote keeps only its harness routes, src/harness/harness-routes.tsx.
 */
const REMOTE_SKELETON = path.join(import.meta.dirname, 'remote-skeleton');

export { localPorts };

/**
 * A remote: its name and port come from the list of remotes (shared-contracts/src/remotes.json,
 * by its folder), its exposed modules and published route manifest from its route-manifest.json.
 * `--env extraRoutes=<file>` merges another manifest in (a test builds a remote with one more
 * page this way). `remote` names the listed remote a build outside its folder stands in for (a test
 * fixture built against other libraries).
 * `ownEntries`: such a fixture's own src/index.ts and src/redirect-bridge.ts instead of REMOTE_SKELETON's.
 * @param {{ dir: string, title: string, remote?: string, ownEntries?: boolean }} remote
 */
export function createRemoteConfig({ dir, title, remote: listed = path.basename(dir), ownEntries = false }) {
  return async (env, argv) => {
    const remote = remoteOfPackage(listed);
    const manifest = readRouteManifest(dir, env?.extraRoutes);
    return createAppConfig({
      dir,
      title,
      name: remote.name,
      port: remote.port,
      publicPath: 'auto',
      exposes: manifest.exposes,
      ...(ownEntries
        ? {}
        : {
            entries: { main: path.join(REMOTE_SKELETON, 'index.js'), redirectBridge: path.join(REMOTE_SKELETON, 'redirect-bridge.js') },
            alias: { 'ottilia-remote-harness$': path.join(dir, 'src/harness/harness-routes.tsx') },
          }),
      jsonFiles: { [ROUTE_MANIFEST_FILE]: await publishedRouteManifest(remote, manifest, builtWith(dir), dir) },
    })(env, argv);
  };
}

/**
 * Two compilations per app: the app itself with module federation, and the redirect bridge page.
 * MSAL sends silent-renewal and popup answers to /redirect.html on the app's origin (shared-auth
 * REDIRECT_BRIDGE_PATH), which every silent renewal loads into an iframe: it needs a few KB of
 * MSAL and nothing else, while the federation runtime goes into every entry of a federated
 * compilation (the bridge was 39 KB gzip with it, 3 KB without), so the bridge is built on its own.
 * @param {AppOptions} app
 */
export function createAppConfig(app) {
  return async (_env, argv) => {
    const production = argv.mode === 'production';
    return [
      await federatedAppConfig(app, production),
      redirectBridgeConfig(app, production),
      ...(app.exposes ? [federationRuntimeConfig(app, production)] : []),
    ];
  };
}

/** What both compilations of an app share: mode, source maps, output folder, TypeScript. */
function commonConfig(app, production) {
  return {
    context: app.dir,
    mode: production ? 'production' : 'development',
    // production maps are written but not referenced from the bundles: a release keeps them apart
    // from its public files, for the monitoring service only (scripts/release.mjs)
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // workspace packages export their TypeScript source under the "source" condition
      conditionNames: ['source', '...'],
      // TypeScript sources import siblings with NodeNext-style '.js' suffixes
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // modules from outside the app (a test manifest's page) use the app's packages
      modules: ['node_modules', path.join(app.dir, 'node_modules')],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions(production) },
        },
        { test: /\.(svg|png|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    // gzip copies beside the files, served by the web server as they are (deploy/nginx)
    plugins: production ? [new PrecompressPlugin()] : [],
  };
}

const REDIRECT_BRIDGE = 'redirect';
// a file path, not the package's name: an app (a test fixture) may not depend on shared-auth
const MSAL_REDIRECT_BRIDGE = path.join(import.meta.dirname, '../../shared-auth/src/msal/msal-redirect-bridge.ts');

/** @param {AppOptions} app @param {boolean} production */
async function federatedAppConfig(app, production) {
  const isRemote = Boolean(app.exposes);
  const shared = sharedSingletons(
    {
      ...(await reactRouterClientModules(app.dir, production)),
      ...reactI18nextClientModule(app.dir),
      ...(await styledComponentsClientModule(app.dir)),
      ...(isRemote ? {} : heldOnceImports(app.dir)),
    },
    builtWith(app.dir).shared,
  );
  const common = commonConfig(app, production);
  return {
    ...common,
    name: app.name,
    entry: { main: app.entries?.main ?? './src/index.ts' },
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: app.publicPath,
      uniqueName: app.name,
      // Entry files keep a stable name (like remoteEntry.js and mf-manifest.json they are the
      // small, revalidated entry points; the federation runtime also cannot resolve a content
      // hash for them); everything they load is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // the redirect bridge and federation runtime compilations write their files into the same folder
      clean: { keep: (file) => file.startsWith(`${REDIRECT_BRIDGE}.`) || file.startsWith(`${FEDERATION_RUNTIME}.`) },
    },
    // the host's runtime plugin and its bundle name the one federation runtime core (see provide-federation-runtime.mjs)
    resolve: {
      ...common.resolve,
      alias: {
        '@module-federation/runtime-core$': path.join(federationRuntimeCoreDir(), 'dist/index.js'),
        // SWR's bridge to React before 18: React's own hook instead (docs/adr/0310)
        'use-sync-external-store/shim$': path.join(import.meta.dirname, 'library-stubs', 'use-sync-external-store-shim.mjs'),
        ...app.alias,
      },
    },
    plugins: [
      ...common.plugins,
      new ModuleFederationPlugin({
        name: app.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
        shared,
        shareStrategy: 'loaded-first',
        manifest: isRemote,
        // type declarations of the exposed modules are checked in; builds never need the network
        dts: false,
        // browser-only runtime; a remote never loads other remotes itself (the host's runtime
        // does, also for a remote module shown inside another remote's page). The host provides
        // its federation runtime to the remotes, which leave theirs out (12 KB gzip on every
        // remote's first route); a remote's own page loads it from FEDERATION_RUNTIME first.
        experiments: { optimization: { target: 'web', disableRemote: isRemote }, ...(isRemote ? { externalRuntime: true } : {}) },
        ...(isRemote ? {} : { runtimePlugins: [path.join(import.meta.dirname, 'provide-federation-runtime.mjs')] }),
      }),
      new HtmlWebpackPlugin({
        title: app.title,
        chunks: ['main'],
        // absolute script URLs, so deep links of the SPA (and of a remote's harness) load
        publicPath: '/',
        templateContent: isRemote ? pageTemplateWithRuntime : pageTemplate,
        ...(app.favicon ? { favicon: app.favicon } : {}),
      }),
      new MsalUnusedFlowsPlugin(),
      stylisPrefixerLeftOut(webpack),
      // what error reports name as the release: the app, its version and the commit it was built from
      // and what it was built against, which the host compares with each remote's (shell-contract.ts)
      new webpack.DefinePlugin({
        __OTTILIA_RELEASE__: JSON.stringify(releaseOf(app)),
        __OTTILIA_BUILT_WITH__: JSON.stringify(builtWith(app.dir)),
      }),
      ...(app.staticFiles || app.jsonFiles ? [new EmitFilesPlugin(app.staticFiles, app.jsonFiles)] : []),
      ...(isRemote ? [new RouteManifestFilesPlugin()] : []),
    ],
    optimization: {
      splitChunks: { cacheGroups: vendorChunks },
      // SWC's minifier, with terser's options: every supported browser runs ES2020 (shorter output),
      // and a third pass finds a little more. Against terser it halved each build's time and wrote
      // a little less (remote-users: 17 s against 34, 298 against 299 KB gzipped; ADR 0225)
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { ecma: 2020, compress: { ecma: 2020, passes: 3 }, mangle: true },
        }),
      ],
    },
    devServer: {
      host: 'localhost',
      port: app.port,
      server: devServerHttps(),
      historyApiFallback: true,
      hot: false,
      // the host fetches each remote's manifest and entry from its own origin
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, runtimeErrors: false } },
    },
  };
}

/** The redirect bridge: its own tiny page and script, without React, the app or federation. */
function redirectBridgeConfig(app, production) {
  const common = commonConfig(app, production);
  return {
    ...common,
    name: `${app.name}-${REDIRECT_BRIDGE}`,
    // the page's script, and MSAL's own bridge for the answers it leaves to it (MSAL_BRIDGE_SCRIPT)
    entry: {
      [REDIRECT_BRIDGE]: app.entries?.redirectBridge ?? './src/redirect-bridge.ts',
      [`${REDIRECT_BRIDGE}-msal`]: MSAL_REDIRECT_BRIDGE,
    },
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: app.publicPath,
      uniqueName: `${app.name}_${REDIRECT_BRIDGE}`,
      filename: '[name].js',
      clean: false,
    },
    plugins: [
      ...common.plugins,
      new HtmlWebpackPlugin({
        title: app.title,
        filename: `${REDIRECT_BRIDGE}.html`,
        chunks: [REDIRECT_BRIDGE],
        publicPath: '/',
        templateContent: pageTemplate,
      }),
    ],
  };
}

const FEDERATION_RUNTIME = 'federation-runtime';

/** The folder of @module-federation/runtime-core as enhanced's bundler runtime depends on it. */
function federationRuntimeCoreDir() {
  let enhanced = realpathSync(path.dirname(require.resolve('@module-federation/enhanced/webpack')));
  while (
    !existsSync(path.join(enhanced, 'package.json')) ||
    JSON.parse(readFileSync(path.join(enhanced, 'package.json'), 'utf8')).name !== '@module-federation/enhanced'
  ) {
    enhanced = path.dirname(enhanced);
  }
  // pnpm puts a package's dependencies next to it
  const dependency = (dir, name) => realpathSync(path.join(dir, '..', '..', name));
  const bundlerRuntime = dependency(enhanced, '@module-federation/webpack-bundler-runtime');
  return dependency(dependency(bundlerRuntime, '@module-federation/runtime'), '@module-federation/runtime-core');
}

/** A remote's third compilation: the federation runtime for its own page (see federation-runtime-global.mjs). */
function federationRuntimeConfig(app, production) {
  // the runtime enhanced itself depends on, so it is the version the remote's bundle expects
  const enhancedNodeModules = path.resolve(
    realpathSync(path.dirname(require.resolve('@module-federation/enhanced/webpack'))),
    '../../../..',
  );
  return {
    ...commonConfig(app, production),
    name: `${app.name}-${FEDERATION_RUNTIME}`,
    entry: { [FEDERATION_RUNTIME]: path.join(import.meta.dirname, 'federation-runtime-global.mjs') },
    resolve: { modules: [enhancedNodeModules, 'node_modules'] },
    output: {
      path: path.join(app.dir, 'dist'),
      uniqueName: `${app.name}_${FEDERATION_RUNTIME}`,
      filename: '[name].js',
      clean: false,
    },
  };
}

function pageTemplateWithRuntime(options) {
  return pageTemplate(options).replace('</title>', `</title>\n    <script src="/${FEDERATION_RUNTIME}.js"></script>`);
}

function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2022',
    },
    sourceMaps: true,
  };
}

function pageTemplate({ htmlWebpackPlugin }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${htmlWebpackPlugin.options.title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** The shared local certificate (created by the identity provider), else webpack's own. */
function devServerHttps() {
  const dir = path.join(repoRoot, localStateDir, 'certs');
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  if (!existsSync(cert) || !existsSync(key)) return 'https';
  return { type: 'https', options: { cert: readFileSync(cert), key: readFileSync(key) } };
}

/**
 * Emits files unchanged (e.g. the host's env-config.json) and values as JSON (a remote's route
 * manifest), in builds and in the dev server.
 */
class EmitFilesPlugin {
  /** @param {Record<string, string>} [files] @param {Record<string, unknown>} [json] */
  constructor(files = {}, json = {}) {
    this.files = files;
    this.json = json;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, file] of Object.entries(this.files)) {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
        }
        for (const [name, value] of Object.entries(this.json)) {
          compilation.emitAsset(name, new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
        }
      });
    });
  }
}
