// Reads the local ports and origins from shared-auth/src/local-env.ts, the one place that fixes
// them. webpack-cli cannot load TypeScript configs without a register hook (none is installed and
// Node 20 cannot strip types), so the module is transpiled with SWC - the compiler every package
// already uses - and imported from memory. This evaluates the real module instead of parsing it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const source = fileURLToPath(new URL('../../shared-auth/src/local-env.ts', import.meta.url));
const { code } = transformSync(readFileSync(source, 'utf8'), {
  filename: source,
  swcrc: false,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'es6' },
});

/** @type {typeof import('../../shared-auth/src/local-env.ts')} */
const localEnv = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

export const { localPorts, localOrigins, localStateDir } = localEnv;
