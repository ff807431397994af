/**
 * Key leak guard: every key the source passes to t('…'), and every string literal shaped like a
 * key of this namespace (the keys held by filters, columns and view rows: { key: 'status.label' }), is in en.ts; a key
 * used with count has its _one and _other forms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from './en';

const flatten = (tree: Record<string, unknown>, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...flatten(value as Record<string, unknown>, `${prefix}${key}.`)],
    ),
  );

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.includes(`${path.sep}i18n${path.sep}`) ? [file] : [];
  });

const strings = flatten(en);
const roots = Object.keys(en);
const known = (key: string) => strings.has(key) || (strings.has(`${key}_one`) && strings.has(`${key}_other`));

const used = new Map<string, string>(); // key -> first file using it
for (const file of sourceFiles(path.join(__dirname, '..'))) {
  const text = readFileSync(file, 'utf8');
  const inCalls = [...text.matchAll(/\b(?:t|translate)\(\s*(['"`])([^'"`$]+)\1/g)].map((match) => match[2]!);
  const shaped = [...text.matchAll(new RegExp(`(['"\`])((?:${roots.join('|')})\\.[\\w.]+)\\1`, 'g'))].map((match) => match[2]!);
  for (const key of [...inCalls, ...shaped]) if (!used.has(key)) used.set(key, path.relative(__dirname, file));
}

describe('admin strings', () => {
  it('the source uses keys', () => {
    expect(used.size).toBeGreaterThan(20);
  });

  it('has every key the source uses', () => {
    const missing = [...used].filter(([key]) => !known(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has both plural forms wherever it has one', () => {
    const keys = [...strings.keys()];
    const lonely = keys.filter((key) => /_(one|other)$/.test(key) && !strings.has(key.replace(/_(one|other)$/, (_m, form: string) => (form === 'one' ? '_other' : '_one'))));
    expect(lonely).toEqual([]);
  });
});
