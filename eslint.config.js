// One lint configuration for the whole workspace; each package runs `eslint .` against it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import estate from './lint/package-boundary.js';

// Import boundaries (see docs/decisions.md, "Import boundaries"). A relative path that leaves its
// package is refused by `estate/package-boundary` (lint/package-boundary.js), which resolves it;
// `@estate/<pkg>/src` reaches into another package's files by name.
const CROSS_PACKAGE_PATHS = [
  { regex: '^@estate/[^/]+/(src|dist)(/|$)', message: "import a workspace package through its index (@estate/<name>), not its src or dist files" },
];
const STORE_CLIENTS = ['@clickhouse/client', 'chdb'].map((name) => ({ name, message: 'only packages/store talks to ClickHouse' }));
// The statements the store issues, as the first words of a string or template: SQL text anywhere
// else is a query the store does not name.
const SQL_START = '/^\\s*(SELECT|INSERT INTO|ALTER TABLE|CREATE (TABLE|DATABASE|VIEW|MATERIALIZED VIEW)|DROP (TABLE|DATABASE|VIEW)|OPTIMIZE TABLE|TRUNCATE TABLE|EXCHANGE TABLES|SYSTEM [A-Z]+)\\b/';
const SQL_LITERALS = [
  { selector: `Literal[value=${SQL_START}]`, message: 'SQL belongs in packages/store as a named query' },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${SQL_START}]`, message: 'SQL belongs in packages/store as a named query' },
];

export default tseslint.config(
  // The client's types are generated at build time from the OpenAPI document (packages/client).
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '.data/**', '.tools/**', 'packages/client/src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', Buffer: 'readonly', fetch: 'readonly', AbortController: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', structuredClone: 'readonly', performance: 'readonly', queueMicrotask: 'readonly' },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // A package is reached through its name and its index.ts, never by climbing into its files.
    files: ['**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: CROSS_PACKAGE_PATHS }] },
  },
  {
    files: ['**/*.{ts,mts,cts,js,mjs,cjs}'],
    plugins: { estate },
    rules: { 'estate/package-boundary': 'error' },
  },
  {
    // SQL lives in packages/store (named, parameterised queries); everyone else calls those.
    files: ['packages/*/src/**/*.ts', 'services/*/src/**/*.ts'],
    ignores: ['packages/store/**', 'packages/testkit/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SQL_LITERALS],
      'no-restricted-imports': ['error', { paths: STORE_CLIENTS, patterns: CROSS_PACKAGE_PATHS }],
    },
  },
  {
    // Collectors read sources and publish events: the store and the gateway are not theirs to
    // touch, and the sample generator serves replay data and tests only.
    files: ['services/collector-*/src/**/*.ts', 'packages/collector-kit/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...STORE_CLIENTS,
            ...['@estate/store', '@estate/gateway', '@estate/projector'].map((name) => ({ name, message: 'collectors publish events; they never read the store or the gateway' })),
            { name: '@estate/documents', message: "the stored documents are the projector's and the gateway's contract; collectors publish events" },
            { name: '@estate/sample-data', message: 'production code never imports the sample generator (replay data and tests only)' },
          ],
          patterns: CROSS_PACKAGE_PATHS,
        },
      ],
    },
  },
  {
    // Format facts shared by a platform's parser and its sample renderer: they depend on neither.
    files: ['packages/native-formats/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...CROSS_PACKAGE_PATHS, { group: ['@estate/*'], message: 'native-formats holds facts of the platforms\' formats and depends on no workspace package' }] }],
    },
  },
  {
    // Command-line entry points talk to a terminal, not to a log pipeline.
    files: ['scripts/**', '**/bin/**', 'test/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
