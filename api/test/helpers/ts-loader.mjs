// Runs the API's TypeScript sources in a plain Node process (the fault tests kill such processes
// with SIGKILL, which jest's own process cannot be): `node --conditions=source --import <this>`.
// SWC strips the types as the jest transform does; `./x.js` resolves to `./x.ts` as under jest.
// The embedded database forks its child process with the same loader (OTTILIA_TS_LOADER).
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

process.env.OTTILIA_TS_LOADER = import.meta.url;

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) return next(`${specifier.slice(0, -3)}.ts`, context);
      throw error;
    }
  },
  load(url, context, next) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
    const filename = fileURLToPath(url);
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2023', keepClassNames: true, experimental: { keepImportAttributes: true } },
      module: { type: 'es6' },
      sourceMaps: 'inline',
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
