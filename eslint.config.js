import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Test code: everything under tests/, and the unit tests beside their source. */
const TEST_FILES = ['tests/**', '**/*.test.{ts,tsx}', '**/*.spec.ts'];
const NO_TEST_CODE = {
  group: ['**/tests/**'],
  message: 'Test code lives in tests/: product code never imports it.',
};
const NO_SERVER = { group: ['**/server/**'], message: 'The renderer never imports the server.' };
const NO_RENDERER = { group: ['**/renderer/**'], message: 'The server never imports the renderer.' };

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'schemas/generated/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'studio/page/**/*.{ts,tsx}', 'tests/support/render/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Product code never imports test code: test apps, fakes, helpers and fixtures live in tests/
    // (unit tests sit beside their source). The benchmarks rate the shared fixture proposal.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [...TEST_FILES, 'scripts/bench.ts', 'scripts/benchForm.ts', 'scripts/benchStages.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TEST_CODE] }] },
  },
  {
    // The direction of imports (DESIGN.md): the renderer and the server never import each other,
    // and the pure layers import neither.
    files: ['schemas/**/*.ts', 'journey/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '**/server/**', 'react', 'react-dom', 'express', 'node:*'],
              message: 'The pure layers import neither the renderer, the server, React, Express nor Node.',
            },
            NO_TEST_CODE,
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER] }] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_TEST_CODE] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_RENDERER] }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_RENDERER, NO_TEST_CODE] }] },
  },
);
