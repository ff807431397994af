// Precompression: every text file a production build emits gets a gzip copy beside it
// (`main.js.gz`), compressed once at the highest level, which a web server sends as is (nginx
// `gzip_static`, deploy/nginx) instead of compressing each answer on the fly at a lower level.
import { constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
/**
 * Files a deployment replaces (the host's env-config.json) get no copy: a stale .gz beside a
 * replaced file would be served instead of it.
 */
const REPLACED_AT_DEPLOY = new Set(['env-config.json']);

export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after minification, hashing and every plugin's files (HTML; the federation manifest
        // comes at OPTIMIZE_TRANSFER itself)
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT.test(name) || REPLACED_AT_DEPLOY.has(name)) continue;
            const asset = compilation.getAsset(name);
            const gzipped = gzipSync(asset.source.buffer(), { level: constants.Z_BEST_COMPRESSION });
            // a copy no smaller than the file (a tiny JSON) is left out: the file is sent as is
            if (gzipped.length >= asset.source.size()) continue;
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipped), { compressed: true, immutable: asset.info.immutable });
          }
        },
      );
    });
  }
}
