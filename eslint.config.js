import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data*/**',
      'apps/web/public/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/modules/ai/offline/templates/**/*.template.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Features never import each other: they meet in app/routes (see CONVENTIONS.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // the offline generator's app building blocks (browser code, copied into generated projects)
    files: ['apps/server/src/modules/ai/offline/generate/app-src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.config.{js,ts,mjs}', 'apps/server/build.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/logger.ts', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'error' },
  },
);
