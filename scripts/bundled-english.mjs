#!/usr/bin/env node
/**
 * Snapshot of every package's bundled English strings for the API's translations seed:
 * api/src/translations/bundled-english.json, { namespace: nested strings }. The API reads the
 * snapshot, not the packages' sources (a deployed API has none of them); the api test
 * translations-seed.test.ts fails while the snapshot is older than the en.ts files.
 *   node scripts/bundled-english.mjs          rewrite the snapshot
 *   node scripts/bundled-english.mjs --check  exit 1 when it is out of date
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '../shared-contracts/src/remotes.ts';
import { loadEnglish } from '../tooling/webpack/english.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const SNAPSHOT = path.join(root, 'api/src/translations/bundled-english.json');

/** The host screens that load lazily keep their English beside them: host/src/features/<screen>/<name>.en.ts. */
const lazyHostEnglish = () =>
  readdirSync(path.join(root, 'host/src/features'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.en.ts'))
    .sort()
    .map((file) => path.join('host/src/features', file));

/** Each package's namespace (docs/adr/0054-strings-through-i18next.md) and the files exporting `en` merged into it. */
export const SOURCES = [
  { namespace: 'translations', files: ['host/src/i18n/en.ts', ...lazyHostEnglish()] },
  { namespace: 'ui', files: ['shared-ui/src/i18n/en-dialogs.ts', 'shared-ui/src/i18n/en.ts'] },
  { namespace: 'admin', files: ['shared-admin/src/i18n/en.ts'] },
  ...REMOTES.map((remote) => ({ namespace: remote.namespace, files: [`${remote.package}/src/i18n/en.ts`] })),
];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? merge(target[key], value) : value;
  }
  return target;
}

/** { namespace: strings } of every package whose en file exists. */
export async function collectBundledEnglish() {
  const snapshot = {};
  for (const { namespace, files } of SOURCES) {
    const present = files.map((file) => path.join(root, file)).filter((file) => existsSync(file));
    if (present.length === 0) continue;
    snapshot[namespace] = {};
    for (const file of present) merge(snapshot[namespace], await loadEnglish(file));
  }
  return snapshot;
}

export const serialise = (snapshot) => `${JSON.stringify(snapshot, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = serialise(await collectBundledEnglish());
  const current = existsSync(SNAPSHOT) ? readFileSync(SNAPSHOT, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (text !== current) {
      console.error(`${path.relative(root, SNAPSHOT)} is out of date: run node scripts/bundled-english.mjs`);
      process.exit(1);
    }
  } else if (text !== current) {
    writeFileSync(SNAPSHOT, text);
    console.log(`wrote ${path.relative(root, SNAPSHOT)}`);
  }
}
