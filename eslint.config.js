// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

/** Feature folders of the web client: each may use shared code, never another feature. */
const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/*
 * Contexts of the server (decision 129): every folder of apps/server/src. A context reaches
 * another only through its `index.ts`; tests and test kits may also use its `testing.ts`.
 * test-support/ is the tests' shared toolbox: no entry file, and production never imports it.
 * The same rules are checked by apps/server/src/boundaries.test.ts, which lists offenders.
 */
const serverDir = 'apps/server/src';
const serverContexts = readdirSync(serverDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverTestCode = [
  `${serverDir}/**/*.test.ts`,
  `${serverDir}/**/test-*.ts`,
  `${serverDir}/**/*-test-*.ts`,
  `${serverDir}/**/*-kit.ts`,
  `${serverDir}/**/testing.ts`,
  `${serverDir}/test-support/**`,
];
/** One zone per pair of contexts (and for the composition files of src/): only the entry files are open. */
const serverZones = (entries) =>
  [...serverContexts.map((context) => `./${serverDir}/${context}`), `./${serverDir}/*.ts`].flatMap((target) =>
    serverContexts
      .filter((context) => context !== 'test-support' && target !== `./${serverDir}/${context}`)
      .map((context) => ({
        target,
        from: `./${serverDir}/${context}`,
        except: entries.map((entry) => `./${entry}.ts`),
        message: `Another context is reached through ${entries.map((entry) => `${context}/${entry}.ts`).join(' or ')} only (decision 129).`,
      })),
  );

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'child_process',
  'stream',
  'url',
  'util',
  'zlib',
  'events',
  'worker_threads',
  'buffer',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/coverage/**', 'artifacts/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Cycles are ours to find: never parse bundled dependencies (PGlite's overflow the parser).
      'import/ignore': ['node_modules'],
    },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme'], location: 'start' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // House style: small files. Source (not tests) stays within 400 lines of code; blank lines and
    // comments do not count, so a file is never shortened by dropping what explains it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.*'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/**', '.ci/**', '*.js', '*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // House rule 1: the core is pure — no React, DOM, Node or app code, no other workspace.
    files: ['packages/betting/src/**/*.ts'],
    ignores: ['packages/betting/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'zustand', '@tanstack/*'],
              message: 'The betting core imports no UI code.',
            },
            { group: nodeBuiltins, message: 'The betting core imports no Node modules.' },
            { group: ['@sportsbook/*', '**/apps/**'], message: 'The betting core depends on nothing of ours.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'fetch',
          'process',
          'Buffer',
          'setTimeout',
          'setInterval',
          'Date',
        ].map((name) => ({ name, message: 'The betting core is pure: pass time and I/O in from the caller.' })),
      ],
    },
  },
  {
    files: ['packages/protocol/src/**/*.ts'],
    ignores: ['packages/protocol/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', ...nodeBuiltins, '**/apps/**'],
              message: 'The protocol is plain schemas, shared by every part.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/native-host/src/**/*.ts'],
    ignores: ['packages/native-host/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', ...nodeBuiltins, '**/apps/**'],
              message: 'The native host is pure: the wrapper passes the device in (decision 038).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web-kit/src/**/*.ts'],
    ignores: ['packages/web-kit/src/**/*.test.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'The web kit runs in the browser.' },
            { group: ['**/apps/**'], message: 'The web kit serves the apps and imports none of them.' },
          ],
        },
      ],
    },
  },
  {
    // House rule 4: shared -> features -> app; features never import each other.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message: 'Features never import each other; compose them in app/ or shell/.',
            })),
            { target: `./${featuresDir}`, from: './apps/web/src/app', message: 'Features do not import the app.' },
            {
              target: `./${featuresDir}`,
              from: './apps/web/src/shell',
              message:
                'Features do not import the shell; the shell composes them (shared code lives in lib/ or test/).',
            },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/hooks',
                './apps/web/src/lib',
                './apps/web/src/stores',
              ],
              from: [`./${featuresDir}`, './apps/web/src/app', './apps/web/src/shell'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${serverDir}/**/*.ts`],
    ignores: serverTestCode,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverZones(['index']),
            {
              target: `./${serverDir}`,
              from: `./${serverDir}/test-support`,
              message: 'test-support/ is test code; production never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: serverTestCode,
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones(['index', 'testing']) }] },
  },
  {
    files: ['apps/account/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The oracle and the simulation are test code; production never imports them (issue 34).
    // A rule of its own (not no-restricted-imports), so the path rules above still apply.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/test-support/**', '**/test-app.ts', '**/test-app/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=/(^|\\/)sim(\\/|$)/]`,
          message: 'The oracle and the simulation are test code; production never imports them.',
        })),
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/*/src/**', '../../*/src/**'],
              message: 'Apps share code through packages/, never with each other.',
            },
          ],
        },
      ],
    },
  },
);
