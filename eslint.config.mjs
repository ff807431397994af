// One lint setup for every package: typescript-eslint recommended, React hooks rules for the apps.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.local/**', '**/drizzle/**', 'coverage/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { plugins: { 'import-x': importX } },
  ...boundaries({
    // TEMPORARY (issue 9, items 2-3): feature-to-feature imports that predate the boundary rule.
    // The shared list / record machinery of remote-backoffice moves to @ottilia/shared-admin in a
    // parallel branch; empty this list when it is merged. Never add a file to it.
    featureFiles: [
      'remote-backoffice/src/features/agencies/agencies.ts',
      'remote-backoffice/src/features/agencies/agency-detail.ts',
      'remote-backoffice/src/features/agencies/agency-list.ts',
      'remote-backoffice/src/features/agencies/agency-review-actions.tsx',
      'remote-backoffice/src/features/agencies/reject-agency-dialog.tsx',
      'remote-backoffice/src/features/brands/brand-detail.test.tsx',
      'remote-backoffice/src/features/brands/brand-detail.ts',
      'remote-backoffice/src/features/brands/brand-list.ts',
      'remote-backoffice/src/features/brands/brands.ts',
      'remote-backoffice/src/features/email-domains/email-domain-detail.ts',
      'remote-backoffice/src/features/email-domains/email-domain-list.ts',
      'remote-backoffice/src/features/email-domains/email-domains.ts',
      'remote-backoffice/src/features/legal-entities/legal-entities.ts',
      'remote-backoffice/src/features/legal-entities/legal-entity-detail.ts',
      'remote-backoffice/src/features/legal-entities/legal-entity-list.ts',
      'remote-backoffice/src/features/markets/markets.ts',
      'remote-backoffice/src/features/resource-admin/columns.tsx',
      'remote-backoffice/src/features/resource-admin/create-record.tsx',
      'remote-backoffice/src/features/resource-admin/detail-spec.ts',
      'remote-backoffice/src/features/resource-admin/existing-record.tsx',
      'remote-backoffice/src/features/resource-admin/export-csv-button.tsx',
      'remote-backoffice/src/features/resource-admin/list-spec.ts',
      'remote-backoffice/src/features/resource-admin/resource-detail.tsx',
      'remote-backoffice/src/features/resource-admin/resource-list.tsx',
      'remote-backoffice/src/features/site-types/site-type-active-toggle.tsx',
      'remote-backoffice/src/features/site-types/site-type-dialog.tsx',
      'remote-backoffice/src/features/site-types/site-type-list.ts',
      'remote-backoffice/src/features/site-types/site-type-row-actions.tsx',
      'remote-backoffice/src/features/site-types/site-types-screen.tsx',
      'remote-backoffice/src/features/site-types/site-types.ts',
    ],
    hostFolders: [],
  }),
  {
    // shared-contracts is not a federation singleton: apps take its values through
    // @ottilia/shared-auth (which is one), so a page never holds two copies; types are free.
    files: ['host/src/**', 'remote-*/src/**', 'shared-ui/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          group: ['@ottilia/shared-contracts', '@ottilia/shared-contracts/*'],
          allowTypeImports: true,
          message: 'Import values through @ottilia/shared-auth (a federation singleton); only types come from @ottilia/shared-contracts here.',
        }],
      }],
    },
  },
  {
    files: ['**/scripts/**/*.{mjs,cjs}', '**/*.config.{js,mjs,cjs}', '**/webpack/**'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  { files: ['**/*.test.mjs'], languageOptions: { globals: globals.jest } },
);
