// One lint setup for every package: typescript-eslint recommended, React hooks rules for the apps.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint/boundaries.mjs';
import { TYPED_CLIENT, wirePlugin } from './scripts/eslint/wire-types.mjs';
import { LEFT_OUT as LEFT_OUT_OF_I18NEXT } from './tooling/webpack/react-i18next-client.mjs';
import { LEFT_OUT } from './tooling/webpack/react-router-client.mjs';
import { LEFT_OUT as LEFT_OUT_OF_STYLED } from './tooling/webpack/styled-components-client.mjs';

// shared-contracts is not a federation singleton: apps take its values through
// @ottilia/shared-auth (which is one), so a page never holds two copies; types are free.
const contractValues = {
  group: ['@ottilia/shared-contracts', '@ottilia/shared-contracts/*'],
  allowTypeImports: true,
  message: 'Import values through @ottilia/shared-auth (a federation singleton); only types come from @ottilia/shared-contracts here.',
};
// the shared React Router, react-i18next and styled-components leave these out (tooling/webpack/
// react-router-client.mjs, react-i18next-client.mjs, styled-components-client.mjs); tests use the packages themselves
const leftOutSharedApis = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    importNames: [...LEFT_OUT],
    message: 'The shared React Router leaves this out (tooling/webpack/react-router-client.mjs): take it off that list to use it.',
  })),
  {
    name: 'react-i18next',
    importNames: [...LEFT_OUT_OF_I18NEXT],
    message: 'The shared react-i18next leaves this out (tooling/webpack/react-i18next-client.mjs): take it off that list to use it.',
  },
  {
    name: 'styled-components',
    importNames: [...LEFT_OUT_OF_STYLED],
    message:
      'The shared styled-components leaves this out (tooling/webpack/styled-components-client.mjs): take it off that list to use it.',
  },
];
// date-fns is no federation singleton: an app importing it fetches its own copy beside the one
// the shared editing entry (shared-ui/src/form) carries, so the others format through that entry
const dateFnsOutsideForms = {
  name: 'date-fns',
  message: 'Format dates with formatApiDate from @ottilia/shared-ui/editing: a direct date-fns import fetches another copy with this app.',
};
const FRONT_END = [
  'host/src/**/*.{ts,tsx}',
  'remote-*/src/**/*.{ts,tsx}',
  'shared-ui/src/**/*.{ts,tsx}',
  'shared-admin/src/**/*.{ts,tsx}',
  'shared-auth/src/**/*.{ts,tsx}',
];
const TESTS = ['**/*.test.{ts,tsx}', '**/test-support/**', '**/testing/**', '**/testing.tsx'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.local/**', '**/drizzle/**', 'coverage/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { plugins: { 'import-x': importX } },
  ...boundaries(),
  {
    files: ['host/src/**', 'remote-*/src/**', 'shared-ui/src/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [contractValues], paths: [...leftOutSharedApis, dateFnsOutsideForms] },
      ],
    },
  },
  {
    files: ['shared-ui/src/form/**'],
    ignores: TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractValues], paths: leftOutSharedApis }] },
  },
  {
    files: TESTS.flatMap((test) => ['host/src/', 'remote-*/src/', 'shared-ui/src/'].map((dir) => `${dir}${test}`)),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractValues] }] },
  },
  {
    files: ['shared-admin/src/**', 'shared-auth/src/**'],
    ignores: TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [...leftOutSharedApis, dateFnsOutsideForms] }] },
  },
  // answers typed by the typed client, wire shapes by the OpenAPI document (docs/adr/0280-one-typed-data-layer.md)
  {
    files: FRONT_END,
    ignores: TESTS,
    plugins: { wire: wirePlugin },
    rules: { 'wire/no-answer-cast': 'error', 'wire/no-hand-written-wire-type': 'error' },
  },
  { files: TYPED_CLIENT, rules: { 'wire/no-answer-cast': 'off' } },
  {
    files: ['**/scripts/**/*.{mjs,cjs}', '**/*.config.{js,mjs,cjs}', '**/webpack/**', 'deploy/**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  { files: ['**/*.test.mjs'], languageOptions: { globals: globals.jest } },
);
