// The names the shared React Router, react-i18next and styled-components leave out
// (tooling/webpack/*-client.mjs, docs/adr/0012 and 0310): a lint error in an app's sources, where
// the shared module would answer undefined, and allowed in tests, which use the packages themselves.
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

it.each([
  ['react-i18next', 'Trans', 'react-i18next-client.mjs'],
  ['styled-components', 'ServerStyleSheet', 'styled-components-client.mjs'],
  ['styled-components', 'StyleSheetManager', 'styled-components-client.mjs'],
  ['react-router-dom', 'NavLink', 'react-router-client.mjs'],
])('refuses %s %s outside tests', async (library, name, list) => {
  const code = `import { ${name} } from '${library}';\nexport const used = ${name};\n`;
  for (const file of ['remote-users/src/sample.tsx', 'host/src/sample.tsx', 'shared-ui/src/sample.tsx', 'shared-admin/src/sample.tsx']) {
    expect(await restrictedImports(file, code)).toEqual([expect.stringContaining(`leaves this out (tooling/webpack/${list})`)]);
  }
  expect(await restrictedImports('remote-users/src/sample.test.tsx', code)).toEqual([]);
});

it('allows what the shared modules keep', async () => {
  const code =
    "import styled, { css, keyframes, ThemeProvider } from 'styled-components';\nimport { useTranslation, initReactI18next } from 'react-i18next';\n" +
    'export const used = [styled, css, keyframes, ThemeProvider, useTranslation, initReactI18next];\n';
  expect(await restrictedImports('remote-users/src/sample.tsx', code)).toEqual([]);
});
