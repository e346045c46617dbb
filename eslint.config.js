// Lint rules, including the package-boundary rules of docs/ARCHITECTURE.md:
// domain imports nothing internal; contracts imports only domain; web never imports the server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'bench/.results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrict([
      {
        group: ['@corkboard/*', '**/apps/**', '**/contracts/**'],
        message: 'packages/domain imports nothing internal (docs/ARCHITECTURE.md).',
      },
      { group: ['node:*', 'react', 'react-dom', 'kysely', 'fastify'], message: 'domain is pure.' },
    ]),
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: restrict([
      {
        group: ['@corkboard/server', '@corkboard/web', '**/apps/**'],
        message: 'packages/contracts imports only packages/domain.',
      },
      {
        group: ['node:*', 'react', 'kysely', 'fastify'],
        message: 'contracts is shared with the browser.',
      },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['@corkboard/server', '**/apps/server/**'],
          message: 'web never imports the server.',
        },
      ]),
      // Types only: the contract's zod schemas stay out of the browser bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@corkboard/contracts',
              allowTypeImports: true,
              message: 'web imports only types from contracts (zod stays out of the bundle).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/resources/**/*.ts'],
    rules: restrict([
      {
        group: ['**/storage/sqlite*', '**/storage/postgres*', 'better-sqlite3', 'pg'],
        message: 'handlers reach storage only through the app context.',
      },
    ]),
  },
);
