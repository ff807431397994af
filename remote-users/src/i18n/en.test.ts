/**
 * Key leak guard: every t('key') the package's source renders must be in its English, or the
 * screen would show the key. A key used with `count` may exist as key_one / key_other only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from './en';

const SRC = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function flatten(strings: object, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(strings).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' ? [...flatten(value as object, `${prefix}${key}.`)] : [[`${prefix}${key}`, value] as const],
    ),
  );
}

/** t('a.b'), t("a.b") and t(`a.b`) without interpolation in the key. */
const T_CALL = /\bt\(\s*(['"`])([^'"`$]+)\1/g;

const strings = flatten(en);
const used = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(T_CALL)].flatMap(([, , key]) => (key ? [{ file: path.relative(SRC, file), key }] : [])),
);

describe('users strings', () => {
  it('finds the t() calls of the source (the scan itself works)', () => {
    expect(used.length).toBeGreaterThan(20);
  });

  it('has English for every key the source renders', () => {
    const known = (key: string) => [key, `${key}_one`, `${key}_other`].some((candidate) => typeof strings.get(candidate) === 'string');
    expect(used.filter(({ key }) => !known(key))).toEqual([]);
  });

  it('holds only non-empty strings', () => {
    expect([...strings].filter(([, value]) => typeof value !== 'string' || value === '')).toEqual([]);
  });
});
