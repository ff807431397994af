/**
 * For each package's key leak guard: the keys its source asks for (calls of t or the given
 * functions, and string literals shaped like a key of its English, as label configs hold them)
 * and what its English lacks, so a screen never shows a key. Tests only: reads the source files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Strings = Record<string, unknown>;

const flatten = (tree: Strings, prefix = ''): Map<string, unknown> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      value !== null && typeof value === 'object'
        ? [...flatten(value as Strings, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value] as const],
    ),
  );

/** The package's non-test sources outside its i18n folder. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

export interface EnglishKeys {
  /** key -> the first file using it */
  used: Map<string, string>;
  /** 'key (file)' for each used key without English (a key used with count needs _one and _other) */
  missing: string[];
  /** values that are not non-empty strings, and a plural form without its partner */
  problems: string[];
}

export function englishKeys(srcDir: string, en: Strings, { callees = ['t'] }: { callees?: string[] } = {}): EnglishKeys {
  const strings = flatten(en);
  const known = (key: string) => strings.has(key) || (strings.has(`${key}_one`) && strings.has(`${key}_other`));
  const call = new RegExp(`\\b(?:${callees.join('|')})\\(\\s*(['"\`])([^'"\`$]+)\\1`, 'g');
  const shaped = new RegExp(`(['"\`])((?:${Object.keys(en).join('|')})\\.[\\w.]+)\\1`, 'g');
  const used = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, , key] of [...text.matchAll(call), ...text.matchAll(shaped)]) {
      if (key && !used.has(key)) used.set(key, path.relative(srcDir, file));
    }
  }
  const partner = (key: string) => key.replace(/_(one|other)$/, (_all, form: string) => (form === 'one' ? '_other' : '_one'));
  return {
    used,
    missing: [...used].filter(([key]) => !known(key)).map(([key, file]) => `${key} (${file})`),
    problems: [...strings].flatMap(([key, value]) => [
      ...(typeof value === 'string' && value !== '' ? [] : [`${key}: not a non-empty string`]),
      ...(/_(one|other)$/.test(key) && !strings.has(partner(key)) ? [`${key}: no ${partner(key)}`] : []),
    ]),
  };
}

/**
 * A remote's key leak guard, declared once for every remote (its src/i18n/en.test.ts calls it):
 * the scan finds at least `atLeast` keys (so it works), each has English, and the English is sound.
 */
export function describeEnglishKeys(name: string, srcDir: string, en: Strings, atLeast: number): EnglishKeys {
  const report = englishKeys(srcDir, en);
  describe(`${name} strings`, () => {
    it('finds the keys the source uses (the scan itself works)', () => {
      expect(report.used.size).toBeGreaterThan(atLeast);
    });

    it('has English for every key the source uses', () => {
      expect(report.missing).toEqual([]);
    });

    it('holds only non-empty strings, each plural form with its partner', () => {
      expect(report.problems).toEqual([]);
    });
  });
  return report;
}
