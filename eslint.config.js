import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import rumbo from './tools/eslint/index.js';

// What of the web app's data layer (apps/web/src/data/README.md) is its own: the browser's
// database and the conflict machinery.
const DATA_LAYER_OWN = {
  regex: '^(#data|(\\.{1,2}/)+([^/]+/)*data)/(local|conflicts)/',
  message:
    "data/local and data/conflicts are the data layer's own: import a public module of data/ (repository/, sync/ …).",
};

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    '.tsbuild/**',
    'data/**',
    '.reports/**',
    '.artifacts/**',
    'test-results/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { rumbo },
    rules: {
      'rumbo/boundaries': 'error',
      'rumbo/no-cycles': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat['recommended-latest'], reactRefresh.configs.vite],
    rules: {
      // A name on Mantine's bare Loader (a span without a role) fails axe aria-prohibited-attr.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Loader'] > JSXAttribute[name.name='aria-label']",
          message: 'A spinner with a name is a BusySpinner (#ui/busy-spinner.tsx).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/busy-spinner.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/server/**', 'e2e/**', 'bench/**', 'scripts/**', 'tools/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  {
    // The record server's storage port is asynchronous: a promise that is not awaited is a read
    // that never happened or a write whose failure nobody hears (decision 043).
    files: ['apps/server/**/*.ts'],
    languageOptions: { parserOptions: { project: ['apps/server/tsconfig.json'] } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // A Fastify reply is thenable, but sending it needs no await.
        {
          allowForKnownSafePromises: [
            { from: 'package', name: 'FastifyReply', package: 'fastify' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Only the storage layer knows which engine runs (decision 043); test/engine-neutral.test.ts
    // refuses engine-specific SQL outside it.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/core/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/query-test-*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'better-sqlite3', message: 'Database drivers belong in core/db.' },
            { name: 'pg', message: 'Database drivers belong in core/db.' },
          ],
        },
      ],
    },
  },
  {
    // The data layer's front door (apps/web/src/data/README.md): the browser's database and the
    // conflict machinery are its own; screens use the public modules in the other folders.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [DATA_LAYER_OWN],
        },
      ],
    },
  },
  {
    // The same front door for the SDK: screens reach the server only through data/. lib/ holds
    // the client and app/ wires the layers; tests may still watch what the client sends. The
    // patterns above are repeated: a later block's options replace an earlier one's.
    files: [
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/routes/**/*.{ts,tsx}',
      'apps/web/src/ui/**/*.{ts,tsx}',
    ],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DATA_LAYER_OWN,
            {
              regex: '^(#lib|(\\.{1,2}/)+([^/]+/)*lib)/pocketbase(\\.ts)?$',
              message: "The SDK is the data layer's: import a public module of data/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Generated files grow with what they describe (the record types follow the collections).
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.ts',
      '**/*.generated.ts',
      'apps/server/test/**',
      'bench/**',
    ],
    rules: { 'max-lines': 'off' },
  },
]);
