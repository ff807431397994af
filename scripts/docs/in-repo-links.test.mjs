// A clone holds everything its files point to: no file of the repository sends a reader to the
// product's working folder beside it (the spec and design notes a clone does not have) or to the
// old single decisions file; those are docs/product.md, docs/conventions.md and docs/adr/ now.
// Relative links of the documentation resolve to files of the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && existsSync(path.join(root, f)));
const textFiles = tracked.filter((f) => !/\.(png|jpe?g|gif|webp|ico|woff2?|tar|gz|pem)$/.test(f));

// Spelled in pieces so that this file does not match itself.
const outside = [
  ['..', 'shared', ''].join('/'),
  ['docs', 'decisions.md'].join('/'),
  'DESIGN' + '.md',
  'portal-' + 'spec.md',
  'DESIGN' + ' section',
];

test('no tracked file points outside the repository or to the removed decisions file', () => {
  const found = [];
  for (const file of textFiles) {
    const text = readFileSync(path.join(root, file), 'utf8');
    text.split('\n').forEach((line, i) => {
      for (const needle of outside) if (line.includes(needle)) found.push(`${file}:${i + 1}: ${needle}`);
    });
  }
  // the replacements: docs/product.md (spec sections), docs/conventions.md (design sections), docs/adr/
  expect(found).toEqual([]);
});

test('relative links in the README and docs/ lead to files of the repository', () => {
  const docs = tracked.filter((f) => /^(README\.md|docs\/.+\.md)$/.test(f));
  const broken = [];
  for (const file of docs) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const resolved = path.join(path.dirname(path.join(root, file)), decodeURI(target.split('#')[0]));
      if (!resolved.startsWith(root + path.sep) || !existsSync(resolved)) broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});
