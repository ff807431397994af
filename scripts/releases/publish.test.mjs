import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishComposition, publishFile, publishToStage, registerStage, runningStages } from './publish.mjs';
import { writeRelease } from './test-release-store.mjs';

const BUILT_WITH = { contract: '1.0.0', shared: { react: '19.3.1' } };
const pinning = (users) => ({
  environment: 'integration',
  apps: { host: { version: '1.0.0', builtWith: BUILT_WITH }, 'remote-users': { version: users, entry: `https://releases.example/remote-users/${users}/mf-manifest.json`, builtWith: BUILT_WITH } },
});

const dir = mkdtempSync(path.join(tmpdir(), 'ottilia-publish-'));
const store = path.join(dir, 'releases');
const source = path.join(dir, 'compositions', 'integration.json');
const served = path.join(dir, 'stages', 'integration', 'composition.json');
const saved = { stages: process.env.OTTILIA_STAGES_DIR, releases: process.env.OTTILIA_RELEASES_DIR };

/** A monitoring receiver that keeps what it is handed: "<release> <url>" per map. */
let receiver;
const handed = [];
beforeAll(async () => {
  process.env.OTTILIA_STAGES_DIR = path.join(dir, 'stages');
  process.env.OTTILIA_RELEASES_DIR = store;
  mkdirSync(path.dirname(source), { recursive: true });
  for (const version of ['1.0.0', '1.1.0']) {
    const release = writeRelease(store, 'remote-users', version, { builtWith: BUILT_WITH });
    mkdirSync(path.join(release, 'sourcemaps'), { recursive: true });
    writeFileSync(path.join(release, 'sourcemaps', 'main.js.map'), '{"version":3,"sources":[],"mappings":""}');
  }
  writeRelease(store, 'host', '1.0.0', { builtWith: BUILT_WITH });
  receiver = http.createServer((request, response) => {
    const query = new URL(request.url, 'http://receiver').searchParams;
    handed.push(`${query.get('release')} ${query.get('url')}`);
    request.resume().on('end', () => response.writeHead(204).end());
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  for (const [name, value] of Object.entries({ OTTILIA_STAGES_DIR: saved.stages, OTTILIA_RELEASES_DIR: saved.releases })) {
    if (value === undefined) delete process.env[name]; else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  handed.length = 0;
});
const dsn = () => `http://ottilia-local@127.0.0.1:${receiver.address().port}/monitoring/1`;

describe('publishing a composition to the stages that serve it', () => {
  it('replaces the served file whole, and moves its time on so that its ETag changes', () => {
    publishFile(served, pinning('1.0.0'));
    const now = Date.now() / 1000;
    utimesSync(served, now, now);
    expect(publishFile(served, pinning('1.1.0'))).toBe(true);
    expect(JSON.parse(readFileSync(served, 'utf8')).apps['remote-users'].version).toBe('1.1.0');
    expect(Math.floor(statSync(served).mtimeMs / 1000)).toBeGreaterThan(Math.floor(now));
    // the same pins again: the file (and its ETag) stay
    expect(publishFile(served, pinning('1.1.0'))).toBe(false);
  });

  it('a running stage gets the file and the maps of the releases it newly pins, no others', async () => {
    publishFile(served, pinning('1.0.0'));
    const lines = await publishToStage({ compositionFile: served, appOrigin: 'https://localhost:1849', monitoringDsn: dsn() }, pinning('1.1.0'));
    expect(JSON.parse(readFileSync(served, 'utf8'))).toEqual(pinning('1.1.0'));
    expect(handed).toEqual(['remote-users@1.1.0 ~/remote-users/1.1.0/main.js']);
    expect(lines).toEqual([
      'published: https://localhost:1849/composition.json (open tabs follow at their next re-read)',
      '1 source maps of remote-users 1.1.0 handed to its monitoring',
    ]);
  });

  it('promote publishes to the stages that follow the file it wrote, not to a stage of another file or of an ended process', async () => {
    publishFile(served, pinning('1.0.0'));
    const unregister = registerStage({ environment: 'integration', source, compositionFile: served, appOrigin: 'https://localhost:1849', monitoringDsn: dsn() });
    try {
      expect(runningStages(path.join(dir, 'compositions', 'other.json'))).toEqual([]);
      writeFileSync(source, JSON.stringify(pinning('1.1.0')));
      expect(await publishComposition(source)).toContain('published: https://localhost:1849/composition.json (open tabs follow at their next re-read)');
      expect(JSON.parse(readFileSync(served, 'utf8')).apps['remote-users'].version).toBe('1.1.0');
    } finally {
      unregister();
    }
    expect(runningStages(source)).toEqual([]);

    // a record its process left behind (killed) is no running stage
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.once('exit', resolve));
    const record = path.join(dir, 'stages', 'integration', 'running.json');
    writeFileSync(record, JSON.stringify({ environment: 'integration', pid: ended.pid, source, compositionFile: served, appOrigin: 'https://localhost:1849' }));
    writeFileSync(source, JSON.stringify(pinning('1.0.0')));
    expect(await publishComposition(source)).toEqual([]);
    expect(JSON.parse(readFileSync(served, 'utf8')).apps['remote-users'].version).toBe('1.1.0');
  });
});
