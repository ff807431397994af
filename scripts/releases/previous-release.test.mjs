import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureCommit, PREVIOUS_RELEASE } from './previous-release.mjs';

// a real origin with two commits, and clones of it as CI makes them (shallow) and as people do (full)
const dir = mkdtempSync(path.join(tmpdir(), 'ottilia-previous-release-'));
const origin = path.join(dir, 'origin');
const gitIn = (cwd) => (args) => execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
let released;
beforeAll(() => {
  execFileSync('git', ['init', '-q', '-b', 'main', origin]);
  const git = gitIn(origin);
  git(['config', 'user.email', 'test@ottilia.example']);
  git(['config', 'user.name', 'test']);
  writeFileSync(path.join(origin, 'version'), '1.2.0\n');
  git(['add', '.']);
  git(['commit', '-q', '-m', 'release 1.2.0']);
  released = git(['rev-parse', 'HEAD']).toString().trim();
  writeFileSync(path.join(origin, 'version'), '1.3.0\n');
  git(['commit', '-q', '-am', 'release 1.3.0']);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const clone = (name, ...args) => {
  const to = path.join(dir, name);
  execFileSync('git', ['clone', '-q', ...args, `file://${origin}`, to]);
  return gitIn(to);
};

test('a shallow clone fetches the release commit alone and stays shallow', () => {
  const git = clone('shallow', '--depth', '1');
  expect(() => git(['cat-file', '-e', `${released}^{commit}`])).toThrow();
  expect(ensureCommit(released, git)).toBe('fetched');
  expect(git(['show', `${released}:version`]).toString()).toBe('1.2.0\n');
  expect(git(['rev-parse', '--is-shallow-repository']).toString().trim()).toBe('true');
  expect(ensureCommit(released, git)).toBe('present');
});

test('a full clone has it already', () => {
  expect(ensureCommit(released, clone('full'))).toBe('present');
});

test('a commit origin does not have is refused with the command to run', () => {
  const missing = '0123456789abcdef0123456789abcdef01234567';
  expect(() => ensureCommit(missing, clone('other', '--depth', '1'))).toThrow(
    `the previous release's commit ${missing} is not in this clone and could not be fetched from origin`,
  );
});

test('the recorded release is a full commit id', () => {
  expect(PREVIOUS_RELEASE.commit).toMatch(/^[0-9a-f]{40}$/);
  expect(PREVIOUS_RELEASE.app).toBe('remote-users');
});
