// Test support for the releases jest project: releases written into a temporary store the way
// scripts/release.mjs writes them (public files, release.json with their content hashes), and a
// plain-HTTP release origin serving that store as the real ones do (`/<app>/<version>/<file>`
// from the release's public/).
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { publicFileHashes } from './release-store.mjs';

/**
 * @param {string} root  the store
 * @param {{ builtWith: object, routeManifest?: object, commit?: string, publicFiles?: Record<string, string> }} release
 */
export function writeRelease(root, app, version, { builtWith, routeManifest, commit = '0123abc', publicFiles = {} }) {
  const dir = path.join(root, app, version);
  const files = {
    [app === 'host' ? 'index.html' : 'mf-manifest.json']: `{"name":"${app}","version":"${version}"}`,
    'main.js': `console.log(${JSON.stringify(`${app} ${version}`)});`,
    ...(routeManifest ? { 'route-manifest.json': JSON.stringify(routeManifest) } : {}),
    ...publicFiles,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
    writeFileSync(path.join(dir, 'public', file), content);
  }
  writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({ app, version, commit, builtWith, files: publicFileHashes(path.join(dir, 'public')) }),
  );
  return dir;
}

/** A release origin for `root` on a free port of 127.0.0.1; resolves to { origin, close }. */
export function serveReleaseOrigin(root) {
  const server = http.createServer((request, response) => {
    const match = /^\/([^/]+)\/([^/]+)\/([^?]+)$/.exec(request.url ?? '');
    const file = match && path.join(root, match[1], match[2], 'public', match[3]);
    if (!file || !file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}
