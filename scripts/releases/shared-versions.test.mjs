import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isReleasedSource, pendingChangesets, repositoryProblems, sharedVersionProblems, sourceDigest } from './shared-versions.mjs';

const ui = (digest, version = '1.1.0') => ({ name: '@ottilia/shared-ui', version, digest });
const record = { '@ottilia/shared-ui': { version: '1.1.0', source: 'aaa' } };

it("passes this checkout: every shared package's source is its version's, or a pending changeset names it", () => {
  expect(repositoryProblems()).toEqual([]);
});

it('fails when a package changed since its version and no changeset names it', () => {
  expect(sharedVersionProblems([ui('bbb')], record, [{ file: 'other.md', names: ['@ottilia/host'] }])).toEqual([
    '@ottilia/shared-ui 1.1.0: its source changed since 1.1.0 and no changeset names it: add one (npx changeset, .changeset/README.md), a major if a built app could break',
  ]);
});

it('passes a change that a pending changeset names, and an unchanged package', () => {
  expect(sharedVersionProblems([ui('bbb')], record, [{ file: 'ui.md', names: ['@ottilia/shared-ui'] }])).toEqual([]);
  expect(sharedVersionProblems([ui('aaa')], record, [])).toEqual([]);
});

it('fails a version moved without recording its source, and a package never recorded', () => {
  expect(sharedVersionProblems([ui('bbb', '1.2.0')], record, [])[0]).toMatch(
    /^@ottilia\/shared-ui is at 1\.2\.0 but its source is recorded at 1\.1\.0/,
  );
  expect(sharedVersionProblems([ui('aaa')], {}, [])[0]).toMatch(/^@ottilia\/shared-ui 1\.1\.0: no source is recorded/);
});

it('counts source and package.json but not tests, test helpers, docs or the version field', () => {
  expect(['src/index.ts', 'package.json', 'src/screens/list.tsx'].every(isReleasedSource)).toBe(true);
  expect(
    ['src/a.test.tsx', 'src/screens/test-support/widgets.tsx', 'CHANGELOG.md', 'tsconfig.json', 'dist/index.js'].some(isReleasedSource),
  ).toBe(false);
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-versions-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0' }));
    writeFileSync(path.join(dir, 'src/index.ts'), 'export const a = 1;\n');
    const before = sourceDigest(dir);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '2.0.0' }));
    writeFileSync(path.join(dir, 'src/index.test.ts'), 'it("x", () => {});\n');
    writeFileSync(path.join(dir, 'README.md'), '# x\n');
    expect(sourceDigest(dir)).toBe(before);
    writeFileSync(path.join(dir, 'src/index.ts'), 'export const a = 2;\n');
    expect(sourceDigest(dir)).not.toBe(before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("reads the packages a changeset's front matter names", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'changesets-'));
  try {
    writeFileSync(path.join(dir, 'README.md'), '---\n"@ottilia/shared-ui": major\n---\n');
    writeFileSync(path.join(dir, 'a.md'), '---\n"@ottilia/shared-admin": minor\n\'@ottilia/host\': patch\n---\n\nText.\n');
    expect(pendingChangesets(dir)).toEqual([{ file: 'a.md', names: ['@ottilia/shared-admin', '@ottilia/host'] }]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
