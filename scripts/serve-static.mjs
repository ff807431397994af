// A small HTTPS static server for the built apps of the local composition: each app is served from
// its own origin like in a real deployment, over HTTP/2 as nginx serves a stage (deploy/nginx; HTTP/1.1
// for clients that do not offer it), with CORS for the remotes' files, gzip, long-lived caching
// for hashed assets and a page fallback: a path without a file extension that names no file gets
// the app's index.html (the host's page, a remote's standalone page); a missing file is a 404.
// Source maps are never served: they
// go to the monitoring service only (scripts/upload-source-maps.mjs).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg']);

/**
 * Each file gzipped once per version at the highest level, as a deployment's precompression
 * (or a CDN) does: smaller than compressing every answer on the fly at the default level.
 */
const gzipped = new Map();
function gzipOf(file) {
  const { mtimeMs } = statSync(file);
  const cached = gzipped.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION });
  gzipped.set(file, { mtimeMs, body });
  return body;
}

/**
 * `locate` maps a request path onto a path under `root` (null: not served); the release origin
 * serves `/<app>/<version>/<file>` from `<app>/<version>/public/<file>`.
 */
export function serveStatic({ root, port, spa = false, cert, key, locate = (pathname) => pathname }) {
  const server = http2.createSecureServer({ cert, key, allowHTTP1: true }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://localhost');
    const located = locate(path.posix.normalize(decodeURIComponent(url.pathname)));
    if (located === null) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end('Not found');
      return;
    }
    let file = path.join(root, path.normalize(located).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (file.endsWith('.map')) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end('Not found');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      if (!spa || path.extname(url.pathname)) {
        res.writeHead(404, { 'access-control-allow-origin': '*' }).end('Not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const hashed = /\.[0-9a-f]{8,}\./.test(path.basename(file));
    // unhashed files (manifests, env-config, composition) are revalidated: open tabs re-read the composition by its ETag
    const { size, mtimeMs } = statSync(file);
    const etag = `W/"${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`;
    const headers = {
      ...(hashed ? {} : { etag }),
      'content-type': types[ext] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    if (!hashed && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzipOf(file);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding', 'content-length': body.length });
      res.end(body);
    } else {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
