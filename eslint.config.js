import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries of docs/style.md#2-boundaries-are-lint-errors: contract/lib/components -> features -> app; a feature never imports
// another feature; sw/ and server/ import only src/contract (and pure helpers in src/lib).
const elements = [
  { type: 'contract', pattern: 'src/contract' },
  // Pure modules the server and worker may import (tools/house-codemod.mjs moves them out of src/lib).
  { type: 'shared', pattern: 'src/shared' },
  { type: 'lib', pattern: 'src/lib' },
  // The build-time renderer: it composes the app's pages into HTML, like src/app.
  { type: 'prerender', pattern: 'src/prerender' },
  { type: 'components', pattern: 'src/components' },
  { type: 'offline', pattern: 'src/offline' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'sw', pattern: 'sw' },
  { type: 'server', pattern: 'server' },
];

// docs/style.md#18-one-layout-for-every-feature: directly in src/features/<x>/ stand only routes.tsx and the route
// modules it loads (`*-page.tsx`, `*-layout.tsx`); everything else goes in api/ (one file a call), components/ (React
// components) or model/ (hooks, rules, state machines, data).
const featureLayout = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      misplaced:
        "'{{ file }}' does not belong directly in src/features/{{ feature }}/: only routes.tsx and pages (*-page.tsx, *-layout.tsx) stand at the top; move it into api/, components/ or model/.",
    },
  },
  create(context) {
    const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const [, feature, file] = /^src\/features\/([^/]+)\/(.+)$/.exec(relative) ?? [];
    if (!file || /^(api|components|model)\//.test(file) || /^(routes|[a-z0-9-]+-(page|layout))\.tsx$/.test(file)) return {};
    return { Program: (node) => context.report({ node, messageId: 'misplaced', data: { feature, file } }) };
  },
};

function allow(from, to) {
  return { from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'server/db/migrations',
      '.tmp',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      // TypeScript's resolver first: it knows the @/ and @server/ alias (tsconfig.base.json `paths`).
      'import/resolver': { typescript: { project: './tsconfig.base.json' }, node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('contract', ['contract']),
            allow('shared', ['contract', 'shared']),
            allow('lib', ['contract', 'shared', 'lib']),
            allow('components', ['contract', 'shared', 'lib', 'components']),
            allow('offline', ['contract', 'shared', 'lib', 'offline']),
            allow('feature', ['contract', 'shared', 'lib', 'components', 'offline']),
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
            allow('app', ['contract', 'shared', 'lib', 'components', 'offline', 'feature', 'app']),
            allow('prerender', ['contract', 'shared', 'lib', 'components', 'offline', 'feature', 'app', 'prerender']),
            allow('sw', ['sw', 'contract', 'shared']),
            allow('server', ['server', 'contract', 'shared']),
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { house: { rules: { 'feature-layout': featureLayout } } },
    rules: { 'house/feature-layout': 'error' },
  },
  // docs/architecture.md: thin routes, then services, then the database. A route parses, authorises and calls a
  // service; it never builds a query.
  {
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes call services; queries live in server/services.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Routes call services; queries live in server/services.' },
            { group: ['**/db/*', '**/db/**'], message: 'Routes never import the database: call a service with app.database.db.' },
          ],
        },
      ],
    },
  },
  // Services take plain values (a Db, a logger, ids, parsed bodies) and never see a request, a reply or the app.
  {
    files: ['server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fastify', 'fastify-plugin', 'fastify-type-provider-zod'].map((name) => ({
            name,
            message: 'Services take plain values, never Fastify types (see server/services/logger.ts for the logger).',
          })),
        },
      ],
    },
  },
  // A cycle means two modules are one: merge them or move the shared part down. import-x skips type-only imports
  // (they vanish at build time), so a cycle through `import type` alone is not reported.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.base.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // docs/style.md: small files. Blank lines and comments do not count.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'server/**/': 'KEBAB_CASE', 'sw/**/': 'KEBAB_CASE' }],
    },
  },
  // Last: turns off every stylistic rule Prettier owns (`npm run format`).
  prettier,
);
