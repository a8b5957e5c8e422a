import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const root = import.meta.dirname;
const web = 'apps/web';
const src = `${web}/src`;
const features = readdirSync(`${root}/${src}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const SHARED = ['components', 'hooks', 'lib', 'config'];

/** The web's import zones: each says what is forbidden and what to do instead. */
const webZones = [
  ...features.map((f) => ({
    target: `./${src}/features/${f}`,
    from: `./${src}/features`,
    except: [`./${f}`],
    message: `A feature never imports another feature (features/${f} → another feature). Compose them in app/routes/* (pass one to the other through props or slots), or move the shared piece to lib/, hooks/ or components/.`,
  })),
  {
    target: SHARED.map((d) => `./${src}/${d}`),
    from: `./${src}/features`,
    message: `Shared code (components/, hooks/, lib/, config/) never imports a feature. Move what you need from the feature into shared code, or let app/routes pass it in (props, slots, a callback).`,
  },
  {
    target: [...SHARED, 'features'].map((d) => `./${src}/${d}`),
    from: `./${src}/app`,
    message: `Only app/ composes: features and shared code never import app/. Move the piece into lib/ or components/ (or the feature that owns it) and import it from there in app/.`,
  },
];

/** import-x's cycle check, its messages ending with what to do instead (the rule itself takes no message option). */
const noCycle = importX.rules['no-cycle'];
const CYCLE_ADVICE =
  "Break the cycle: move what both files need into a third module that both import (lib/, or the feature's utils/), or pass it in (props, a callback) instead of importing it back.";
const webPlugin = {
  rules: {
    'no-cycle': {
      ...noCycle,
      meta: {
        ...noCycle.meta,
        messages: Object.fromEntries(Object.entries(noCycle.meta.messages).map(([id, text]) => [id, `${text}. ${CYCLE_ADVICE}`])),
      },
    },
  },
};

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, web: webPlugin },
    settings: {
      // import-x reads .ts/.tsx dependencies only when told to (the cycle check parses every file it follows).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Resolves `@/…`, relative and package imports as tsc does, so the zones and the cycle check see real files.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [`${root}/${web}/tsconfig*.json`], alwaysTryTypes: true })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The web's layers (docs/architecture.md, decision 160): features meet only in app/, shared code knows no
      // feature. One zone per feature folder, read from disk, so a new feature is covered without editing this.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
      // import-x/no-cycle with advice. Type-only imports do not count (they vanish at build time).
      'web/no-cycle': ['error', { ignoreExternal: true }],
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
