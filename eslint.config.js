import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { packageAliases } from './packages/aliases.mjs';

const root = import.meta.dirname;
const foldersOf = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A folder may not import its siblings: each server feature, each member page folder (docs/architecture.md). */
const siblingsApart = (dir, message) =>
  foldersOf(dir).map((name) => ({ target: `./${dir}/${name}`, from: `./${dir}`, except: [`./${name}`], message }));

/** The import boundaries of docs/architecture.md ("Boundaries"); tests/unit/lintBoundaries.test.ts crosses each. */
const boundaries = [
  ...siblingsApart('server/src/features', 'A server feature never imports another feature: use the platform, the core or an event.'),
  {
    target: './server/src/db',
    from: ['./server/src/platform', './server/src/features'],
    message: 'The storage layer (server/src/db) imports neither the platform nor the features.',
  },
  { target: './server/src/platform', from: './server/src/features', message: 'The platform never imports a feature.' },
  {
    target: './packages/core',
    from: ['./server', './packages/client', './src/app', './src/pages', './src/shared', './public-site'],
    message: 'The shared core (packages/core) is framework-free: it imports neither the apps, the browser client nor the server.',
  },
  {
    target: './packages/client',
    from: ['./server', './src/app', './src/pages', './src/shared', './public-site'],
    message: 'The browser client (packages/client) imports only the core: the apps use it, not the other way round.',
  },
  { target: './server', from: './packages/client', message: 'The server never imports the browser client (packages/client).' },
  ...siblingsApart('src/pages', 'A page folder never imports another: move what both use into src/shared (or packages/core).'),
  {
    target: ['./src/pages', './src/shared'],
    from: './src/app',
    message: 'Pages and src/shared never import the shell (src/app): what pages share lives in src/shared.',
  },
  { target: './src/shared', from: './src/pages', message: 'src/shared never imports a page.' },
  { target: './src/app', from: './src/pages', except: ['./registry.ts'], message: 'The shell imports pages only through src/pages/registry.ts.' },
  { target: './public-site/src/components', from: './public-site/src/routes', message: "The public site's components never import its routes." },
];

const typeScriptExtensions = ['.ts', '.tsx', '.mts', '.cts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'storybook-static/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'server/src/**/*.ts', 'public-site/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': [...typeScriptExtensions, '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': typeScriptExtensions },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: [...typeScriptExtensions, '.js', '.mjs', '.json'],
          alias: Object.fromEntries(Object.entries(packageAliases).map(([name, folder]) => [name, [folder]])),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One way into the shared core from the apps, the server, tests and tools: the @core alias (docs/architecture.md).
    files: [
      'src/app/**',
      'src/pages/**',
      'src/shared/**',
      'src/*.{ts,tsx}',
      'server/**',
      'public-site/**',
      'tests/**',
      'stories/**',
      'scripts/**',
      '.storybook/**',
    ],
    // The forms' validator plugin runs inside vite.config.ts, which Vite bundles without the alias: relative paths there.
    ignores: ['src/pages/forms/precompile/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+((src/|packages/)?core|packages/client)(/|$)',
              message: 'Import the workspace packages by name: @core/<module>, @client/<module>.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a person reads comes from the catalogs in both languages, and every date, number and amount
    // through packages/core/src/format in the page's language (id-ID / en-GB), never the browser's default locale.
    files: ['src/pages/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'public-site/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]{2}/]', message: 'Text in JSX belongs in the catalogs (both languages): use translate/t.' },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]',
          message: 'Text in JSX belongs in the catalogs (both languages): use translate/t.',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
          message: 'Format through @core/format (dateTimeFormat, numberFormat, formatIdr): the page language, not the browser default.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format through @core/format (formatDateTime, formatNumber, formatIdr): the page language, not the browser default.',
        },
        {
          selector: 'JSXOpeningElement[name.name=/^(DateField|NumberField)$/]',
          message: 'Use LocaleDateField, LocaleNumberField or MoneyField (src/shared/fields/localeFields): react-admin writes the browser locale.',
        },
      ],
    },
  },
  {
    // The shared core stays framework-free: no React, MUI, react-admin, browser client or server code in it.
    files: ['packages/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@mui/*', 'react-admin', 'ra-*', 'fastify', '@fastify/*', '@microsoft/*', '@client/*'] },
      ],
    },
  },
  {
    // The browser client talks to the gateway for both apps: no React, MUI or react-admin in it either.
    files: ['packages/client/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@mui/*', 'react-admin', 'ra-*', 'fastify', '@fastify/*'] }],
    },
  },
  {
    // The wire contracts (TypeBox: packages/core/src/contract, <domain>/contract.ts or <topic>.contract.ts) build JSON Schemas at run time,
    // which the gateway needs and the apps do not: outside the contracts and the server they are imported as types
    // only, so no app bundle carries TypeBox (tests/unit/lintBoundaries.test.ts crosses this).
    files: ['src/**/*.{ts,tsx}', 'public-site/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['packages/core/src/contract/**', 'packages/core/src/**/contract.ts', 'packages/core/src/**/*.contract.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(typebox|(@core|\\.{1,2})/(.*/)?(contract(/.*)?|[\\w-]+\\.contract))$',
              allowTypeImports: true,
              message: 'Import wire contracts as types (import type): TypeBox belongs to the gateway, not the app bundles.',
            },
          ],
        },
      ],
    },
  },
  {
    // Vitest suites: nothing focused or disabled may be committed, and every test asserts something.
    files: ['tests/unit/**/*.{ts,tsx}', 'tests/integration/**/*.ts'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/expect-expect': 'error',
      // expect(value, message): Vitest's second argument is the message shown on failure.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A hook may check its own setup steps (an expect there fails every test of the suite, loudly).
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['beforeAll', 'beforeEach', 'afterEach', 'afterAll'] }],
    },
  },
  {
    // Playwright specs: the same rules in Playwright's terms (playwright.config.ts also sets forbidOnly on CI).
    files: ['tests/e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/expect-expect': 'error',
      // A fixed sleep is a timing mistake: wait for the condition (an expect, a locator, an event) instead.
      'playwright/no-wait-for-timeout': 'error',
      // The same mistake written by hand (a promise of setTimeout) is caught too; a simulated slow server is no wait
      // of the test's and says so in a disable comment.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: 'A fixed sleep races the page: wait for the condition instead (a web-first expect, a locator, an event).',
        },
      ],
    },
  },
);
