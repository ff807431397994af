// The modules shared instead of react-i18next and styled-components (docs/adr/0310): what they
// keep and leave out, and the one chunk of the libraries every start of the host runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEFT_OUT as LEFT_OUT_OF_I18NEXT, reactI18nextClientModule } from './react-i18next-client.mjs';
import { LEFT_OUT as LEFT_OUT_OF_STYLED, styledComponentsClientModule } from './styled-components-client.mjs';
import { vendorChunks } from './vendor-chunks.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const host = path.join(repoRoot, 'host');
/** The names a generated module exports, and the files it takes them from. */
function exportsOf(file) {
  const text = readFileSync(file, 'utf8');
  const names = [...text.matchAll(/export \{([^}]*)\}/g)].flatMap(([, list]) =>
    list.split(',').map((name) => name.trim().split(' as ').at(-1)),
  );
  const files = [...text.matchAll(/from "([^"]+)"/g)].map(([, from]) => path.basename(from));
  return { names, files };
}

it("shares react-i18next's hooks and provider without its rich-text components and SSR helpers", () => {
  const { names, files } = exportsOf(reactI18nextClientModule(host)['react-i18next']);
  expect(names).toEqual(expect.arrayContaining(['useTranslation', 'initReactI18next', 'I18nextProvider', 'I18nContext', 'getI18n']));
  expect(names.filter((name) => LEFT_OUT_OF_I18NEXT.has(name))).toEqual([]);
  // file by file: the package declares side effects, so importing its index would bring <Trans> back
  expect(files).not.toContain('index.js');
  expect(files.filter((file) => /^(Icu)?Trans(WithoutContext)?\.js$|SSR\.js$/.test(file))).toEqual([]);
});

it("shares styled-components' browser build without server rendering and StyleSheetManager", async () => {
  const { names, files } = exportsOf((await styledComponentsClientModule(host))['styled-components']);
  expect(names).toEqual(expect.arrayContaining(['default', 'css', 'keyframes', 'createGlobalStyle', 'ThemeProvider', 'ThemeContext']));
  expect(names.filter((name) => LEFT_OUT_OF_STYLED.has(name))).toEqual([]);
  expect(files).toEqual(['styled-components.browser.esm.js']);
});

it('an app without the package shares it as it is', async () => {
  const fixture = path.join(repoRoot, 'e2e/fixtures/react18-users');
  expect(reactI18nextClientModule(fixture)).toEqual({});
  expect(await styledComponentsClientModule(fixture)).toEqual({});
});

it("puts the libraries of the host's start in one chunk, and react-i18next, which only remote pages use, apart", () => {
  const { test } = vendorChunks.libraries;
  const inPnpm = (name, file) => `/repo/node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/${file}`;
  for (const name of ['react', 'react-dom', 'scheduler', 'react-router', 'styled-components', 'stylis', 'swr', 'i18next']) {
    expect(test.test(inPnpm(name, 'index.js'))).toBe(true);
  }
  expect(test.test('/repo/host/node_modules/.cache/ottilia-shared/styled-components.mjs')).toBe(true);
  expect(test.test('/repo/tooling/webpack/library-stubs/stylis-prefixer.mjs')).toBe(true);
  expect(test.test(inPnpm('react-i18next', 'dist/es/useTranslation.js'))).toBe(false);
  expect(test.test('/repo/host/node_modules/.cache/ottilia-shared/react-i18next.mjs')).toBe(false);
  expect(test.test(inPnpm('@azure/msal-browser', 'dist/index.mjs'))).toBe(false);
});
