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
  apps: {
    host: { version: '1.0.0', builtWith: BUILT_WITH },
    'remote-users': { version: users, entry: `https://releases.example/remote-users/${users}/mf-manifest.json`, builtWith: BUILT_WITH },
  },
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
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
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
    const lines = await publishToStage(
      { compositionFile: served, appOrigin: 'https://localhost:1849', monitoringDsn: dsn() },
      pinning('1.1.0'),
    );
    expect(JSON.parse(readFileSync(served, 'utf8'))).toEqual(pinning('1.1.0'));
    expect(handed).toEqual(['remote-users@1.1.0 ~/remote-users/1.1.0/main.js']);
    expect(lines).toEqual([
      'published: https://localhost:1849/composition.json (open tabs follow at their next re-read)',
      '1 source maps of remote-users 1.1.0 handed to its monitoring',
    ]);
  });

  it('promote publishes to the stages that follow the file it wrote, not to a stage of another file or of an ended process', async () => {
    publishFile(served, pinning('1.0.0'));
    const unregister = registerStage({
      environment: 'integration',
      source,
      compositionFile: served,
      appOrigin: 'https://localhost:1849',
      monitoringDsn: dsn(),
    });
    try {
      expect(runningStages(path.join(dir, 'compositions', 'other.json'))).toEqual([]);
      writeFileSync(source, JSON.stringify(pinning('1.1.0')));
      expect(await publishComposition(source)).toContain(
        'published: https://localhost:1849/composition.json (open tabs follow at their next re-read)',
      );
      expect(JSON.parse(readFileSync(served, 'utf8')).apps['remote-users'].version).toBe('1.1.0');
    } finally {
      unregister();
    }
    expect(runningStages(source)).toEqual([]);

    // a record its process left behind (killed) is no running stage
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.once('exit', resolve));
    const record = path.join(dir, 'stages', 'integration', 'running.json');
    writeFileSync(
      record,
      JSON.stringify({ environment: 'integration', pid: ended.pid, source, compositionFile: served, appOrigin: 'https://localhost:1849' }),
    );
    writeFileSync(source, JSON.stringify(pinning('1.0.0')));
    expect(await publishComposition(source)).toEqual([]);
    expect(JSON.parse(readFileSync(served, 'utf8')).apps['remote-users'].version).toBe('1.1.0');
  });
});

describe('the policy follows a published composition', () => {
  /** Stands in for nginx's master: prints "reloaded" at each SIGHUP (nginx re-reads its configuration then). */
  const standIn = async () => {
    const child = spawn(
      process.execPath,
      ['-e', "process.on('SIGHUP', () => console.log('reloaded')); console.log('ready'); setInterval(() => {}, 1000)"],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = [];
    child.stdout.setEncoding('utf8').on('data', (chunk) => lines.push(...chunk.split('\n').filter(Boolean)));
    await new Promise((resolve) => {
      const wait = () => (lines.includes('ready') ? resolve() : setTimeout(wait, 20));
      wait();
    });
    return { child, lines };
  };
  const moved = (origin) => {
    const composition = pinning('1.1.0');
    composition.apps['remote-users'].entry = `${origin}/remote-users/1.1.0/mf-manifest.json`;
    return composition;
  };

  it("names a remote's new origin in the served policy and reloads nginx; an unchanged policy does not reload", async () => {
    const { child, lines } = await standIn();
    try {
      const conf = path.join(dir, 'stages', 'integration', 'nginx-conf');
      const csp = { conf, nginxPid: child.pid, envConfig: { monitoringDsn: dsn() }, stage: 'dev', collectCspReports: true };
      const stage = { compositionFile: served, appOrigin: 'https://localhost:1847', csp };
      await publishToStage(stage, moved('https://releases.example'));
      const policyFile = path.join(conf, 'csp.conf');
      expect(readFileSync(policyFile, 'utf8')).not.toContain('https://users.moved.example');

      const said = await publishToStage(stage, moved('https://users.moved.example'));
      const policy = readFileSync(policyFile, 'utf8');
      expect(policy).toMatch(/script-src [^;]*https:\/\/users\.moved\.example/);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/users\.moved\.example/);
      expect(policy).toContain('report-uri /csp-report');
      expect(said).toContain('Content-Security-Policy rewritten (now allows https://users.moved.example), nginx reloaded');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const reloads = lines.filter((line) => line === 'reloaded').length;
      expect(reloads).toBeGreaterThanOrEqual(1);

      // the same origins again (another version there): the policy is the same, nginx is left alone
      const again = moved('https://users.moved.example');
      again.apps['remote-users'].version = '1.0.0';
      expect((await publishToStage(stage, again)).join('\n')).not.toContain('Content-Security-Policy');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lines.filter((line) => line === 'reloaded')).toHaveLength(reloads);
    } finally {
      child.kill();
    }
  });
});
