// Key leak guard: every key shared-ui's code asks for (t('…'), adminText('…'), and key literals
// such as `value ? 'value.on' : 'value.off'`) is in the bundled English of the 'ui' namespace, so
// no screen can show a key. Keys built from a template (`dialogs.${id}.headline`) must match at
// least one string.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from './en';
import { enAdmin } from './en-admin';
import { en as enDialogs } from './en-dialogs';
import { enEditing } from './en-editing';
import { enStandalone } from './en-standalone';

const parts = { en, enDialogs, enEditing, enAdmin, enStandalone };

/** 'a.b.c' for every string of a nested strings object. */
function flatten(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value as object, `${prefix}${key}.`),
  );
}

const keys = new Set(Object.values(parts).flatMap((part) => flatten(part)));
const groups = [...new Set(Object.values(parts).flatMap((part) => Object.keys(part)))];

/** The keys a source file asks for. */
function keysIn(source: string): string[] {
  const found: string[] = [];
  const call = /\b(?:t|adminText)\(\s*(['"`])([^'"`\n]*)\1/g;
  const literal = new RegExp(`(['"\`])((?:${groups.join('|')})\\.[\\w.\${}]+)\\1`, 'g');
  for (const match of source.matchAll(call)) found.push(match[2]!);
  for (const match of source.matchAll(literal)) found.push(match[2]!);
  return [...new Set(found)];
}

/** Whether the strings have the key (or its plural forms), or, for a template, a key it can be. */
function known(key: string): boolean {
  if (key.includes('${')) {
    const pattern = new RegExp(
      `^${key
        .split(/\$\{[^}]*\}/)
        .map((piece) => piece.replaceAll('.', '\\.'))
        .join('[^.]+')}$`,
    );
    return [...keys].some((entry) => pattern.test(entry));
  }
  return keys.has(key) || (keys.has(`${key}_one`) && keys.has(`${key}_other`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("shared-ui's strings", () => {
  const root = path.join(__dirname, '..');
  const used = sourceFiles(root).flatMap((file) =>
    keysIn(readFileSync(file, 'utf8')).map((key) => ({ file: path.relative(root, file), key })),
  );

  it('finds the keys the components ask for', () => {
    expect(used.length).toBeGreaterThan(60);
    expect(used).toEqual(
      expect.arrayContaining([
        { file: 'dialogs/dialog-catalogue.ts', key: 'dialogs.${id}.${field}' },
        { file: 'admin/field-specs.ts', key: 'value.on' },
        { file: 'paginator/paginator.tsx', key: 'pager.previous' },
      ]),
    );
  });

  it('has every key the code asks for in the bundled English', () => {
    expect(used.filter(({ key }) => !known(key))).toEqual([]);
  });

  it('would catch a missing key, a template without strings and an unmatched plural', () => {
    const source = "t('pager.nope'); t(`history.actions.${action}`); t(`dialogs.${id}.subtitle`); t('bulk.count', { count });";
    expect(keysIn(source).filter((key) => !known(key))).toEqual(['pager.nope', 'dialogs.${id}.subtitle', 'bulk.count']);
  });

  it("keeps each entry's strings under their own top-level keys (registering one never replaces another's)", () => {
    const tops = Object.values(parts).flatMap((part) => Object.keys(part));
    expect(tops.length).toBe(new Set(tops).size);
  });

  it('uses the typographic apostrophe only where the spec and the bulk delete question do', () => {
    const curly = [...keys].filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], Object.assign({}, ...Object.values(parts)));
      return typeof value === 'string' && value.includes('\u2019');
    });
    expect(curly.sort()).toEqual(['bulk.consequence.delete', 'dialogs.delete.text', 'dialogs.discard.text']);
  });
});
