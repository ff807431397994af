// A package's bundled English (src/i18n/en.ts, a data-only TypeScript module exporting `en`),
// read in Node: by the build, for the English of a remote's route-manifest keys, and by
// scripts/bundled-english.mjs, for the translations service's seed.
import { readFileSync } from 'node:fs';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `en` export of a data-only TypeScript module (no imports). */
export async function loadEnglish(file) {
  // imported here: the root scripts load this module before they have installed the dependencies
  const { transformSync } = await import('@swc/core');
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  if (!isObject(module.en)) throw new Error(`${file} does not export an object named en`);
  return module.en;
}
