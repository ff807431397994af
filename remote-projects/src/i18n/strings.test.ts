/**
 * Key leak guard: every key the projects remote translates (its route manifest's too) is in en.ts
 * (a missing one would show as the key itself), and en.ts holds no key that nothing uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_LABELS } from '../lib/legal-data-fields';
import { OTHER_AGENCY_LABEL, PROJECT_LABELS, PROJECT_STATUS_LABELS } from '../lib/project';
import { AGENCY_LABELS } from '../features/new-project/new-project-draft';
import { PROJECT_TABS } from '../features/project-detail/project-tabs';
import { COOKIE_ENTRY_LABELS, PROJECT_ENTRY_LABELS } from '../features/project-history/project-history-entries';
import { en } from './en';

const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

function flatten(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const keys = new Set(flatten(en));
/** A key as t is given it: plural keys are asked for without their suffix (t('x', { count })). */
const baseOf = (key: string) =>
  PLURAL_SUFFIXES.reduce((base, suffix) => (base.endsWith(suffix) ? base.slice(0, -suffix.length) : base), key);
const known = new Set([...keys].map(baseOf));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && file !== path.join(__dirname, 'en.ts') ? [file] : [];
  });
}
// the route manifest's titles and nav labels are keys too (the host shows them)
const sources = [...sourceFiles(path.join(__dirname, '..')), path.join(__dirname, '../../route-manifest.json')].map((file) => ({
  file: path.relative(path.join(__dirname, '..'), file),
  text: readFileSync(file, 'utf8'),
}));

/** The quoted strings in the first argument of each t(...) call (not those compared with): t('a.b'), t("a.b"), t(ok ? 'a.b' : 'a.c'). */
function calledKeys(text: string): string[] {
  return [...text.matchAll(/\bt\(\s*([^,)]*)/g)].flatMap(([, first = '']) =>
    [...first.matchAll(/(['"])([^'"]+)\1/g)].filter((quoted) => !/[=!]==\s*$/.test(first.slice(0, quoted.index))).map(([, , key]) => key!),
  );
}
/** Quoted strings shaped like a key of en.ts ('common.retry'), wherever they are: configs hold keys too. */
const keyShaped = new RegExp(`(['"\`])((?:${Object.keys(en).join('|')})\\.[\\w.]+)\\1`, 'g');
const literalKeys = (text: string) => [...text.matchAll(keyShaped)].map(([, , key]) => key!);

describe('projects strings', () => {
  it('has every key that the source translates', () => {
    const missing = sources.flatMap(({ file, text }) =>
      [...calledKeys(text), ...literalKeys(text)].filter((key) => !known.has(key)).map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every key that the declarative configs hold', () => {
    const configs = {
      LEGAL_LABELS: Object.values(LEGAL_LABELS),
      PROJECT_LABELS: Object.values(PROJECT_LABELS),
      PROJECT_STATUS_LABELS: Object.values(PROJECT_STATUS_LABELS),
      OTHER_AGENCY_LABEL: [OTHER_AGENCY_LABEL],
      AGENCY_LABELS: Object.values(AGENCY_LABELS),
      PROJECT_TABS: PROJECT_TABS.map((tab) => tab.label),
      PROJECT_ENTRY_LABELS: Object.values(PROJECT_ENTRY_LABELS),
      COOKIE_ENTRY_LABELS: Object.values(COOKIE_ENTRY_LABELS),
    };
    const missing = Object.entries(configs).flatMap(([name, values]) =>
      values.filter((key) => !known.has(key)).map((key) => `${name}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds no key that nothing uses', () => {
    const used = new Set(sources.flatMap(({ text }) => [...calledKeys(text), ...literalKeys(text)]));
    expect([...known].filter((key) => !used.has(key))).toEqual([]);
  });

  it('finds keys in every way the source writes them', () => {
    expect(
      calledKeys(`t('a.b'); t("c.d", { n }); t(ok ? 'e.f' : 'g.h'); t(x === 'create' ? 'i.j' : 'k.l'); t(LABELS[field]); split('x')`),
    ).toEqual(['a.b', 'c.d', 'e.f', 'g.h', 'i.j', 'k.l']);
    expect(literalKeys(`{ name: 'field.name', other: 'Name', dot: 'nope.x' }`)).toEqual(['field.name']);
    expect(baseOf('list.project_one')).toBe('list.project');
  });
});
