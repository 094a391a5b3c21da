// Flat ESLint config for the whole monorepo: TypeScript's recommended rules (syntax only, not type-aware),
// React and hooks rules in the app. Import boundaries and cycles are checked by `npm run lint:imports`.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.expo/**',
      'data/**',
      'artifacts/**',
      'e2e/tmp-*',
      'apps/server/src/db/migrations/**',
      'apps/shop/expo-env.d.ts',
      'apps/shop/jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/shop/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    settings: { react: { version: '19.2' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      // A screen never calls fetch directly (ARCHITECTURE.md): it goes through the feature's API.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the feature API layer (RTK Query).' },
      ],
      // zod stays out of the app bundle: the app imports contract types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'zod stays on the server; import contract types with `import type`.' },
          ],
          patterns: [
            {
              group: ['@sillon/contract', '@sillon/contract/*'],
              allowTypeImports: true,
              message: 'Import contract types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The staff's web app (apps/back-office): React in the browser, its own bundle.
    files: ['apps/back-office/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.2' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      // Screens reach the server through the data provider only (providers/staff-http.ts).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the data provider (providers/).' }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'zod stays on the server; import contract types with `import type`.' },
          ],
          patterns: [
            {
              group: ['@sillon/contract', '@sillon/contract/*'],
              allowTypeImports: true,
              message: 'Import contract types only.',
            },
            { group: ['**/apps/shop/**', '@sillon/shop'], message: 'The back office is a separate app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/back-office/src/providers/staff-http.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain is pure: no I/O, no framework.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'react-native', 'drizzle-orm', 'fastify', 'zod'] },
      ],
    },
  },
);
