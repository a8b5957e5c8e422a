import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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
  ...serverBoundaries(),
);

// ───────────────────────── server boundaries (docs/architecture.md, "Server") ─────────────────────────
// SQL only in *.repository.ts (and platform/db); a module is reached only through its index.ts; platform
// never imports a module. apps/server/src/boundaries.test.ts plants violations and checks each rule fires.
function serverBoundaries() {
  const root = import.meta.dirname;
  const src = path.join(root, 'apps/server/src');
  const modules = readdirSync(path.join(src, 'modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  const sqlMessage =
    'SQL belongs in a *.repository.ts file (or platform/db): move this statement into the module\'s repository and call it from the service.';
  // Text that starts with a statement's first words, in capitals as our SQL is written (no sentence starts so).
  const SQL_TEXT = '/^\\s*(SELECT|INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|WITH\\s+\\w+\\s+AS)\\s/';
  const noSql = [
    {
      // db.query / tx.query / deps.db.query ... (Hono's c.req.query() reads the URL, not a database)
      selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']:not([callee.object.property.name='req'])",
      message: sqlMessage,
    },
    {
      // db.exec / tx.exec run SQL scripts; RegExp#exec is left alone (its receiver is never named like a database)
      selector:
        "CallExpression[callee.type='MemberExpression'][callee.property.name='exec']:matches([callee.object.name=/^(db|tx|q|pool|client|sql)$/], [callee.object.property.name=/^(db|tx|pool)$/])",
      message: sqlMessage,
    },
    { selector: `Literal[value=${SQL_TEXT}]`, message: sqlMessage },
    { selector: `TemplateLiteral[quasis.0.value.raw=${SQL_TEXT}]`, message: sqlMessage },
  ];

  const internals = (m) =>
    `Another module is reached only through its index.ts: import '../${m}' and, if what you need is missing, export it from modules/${m}/index.ts (a service function, never the repository).`;
  const zones = [
    ...modules.map((m) => ({
      target: [`${src}/!(modules)/**/*`, `${src}/*.ts`, `${src}/modules/!(${m})/**/*`],
      from: `${src}/modules/${m}`,
      except: ['./index.ts'],
      message: internals(m),
    })),
    {
      target: [`${src}/platform`, `${src}/config`],
      from: `${src}/modules`,
      message:
        'platform/ and config/ are shared infrastructure and never import a module: have app.ts pass in what is needed (a function or a port), or move this code into the module.',
    },
  ];

  return [
    {
      files: ['apps/server/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: path.join(root, 'apps/server/tsconfig.json') })],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
    },
    {
      files: ['apps/server/src/**/*.ts'],
      ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/platform/db/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
      rules: { 'no-restricted-syntax': ['error', ...noSql] },
    },
  ];
}
