import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The folders of a directory (none when it is missing), read when the configuration loads.
const subfolders = (path) => {
  try {
    return readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};
const serverModules = subfolders('./server/src/modules');
const webFeatures = subfolders('./web/src/features');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'server/drizzle/**',
      'e2e/test-results/**',
      '.e2e-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-default-export': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tools read their configuration (and Playwright its global setup) from a default export.
    files: ['**/*.config.ts', '**/*.config.js', 'eslint.config.js', 'e2e/support/global-*.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // Response bodies in API tests are untyped JSON; the assertions are their types.
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/src/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Contracts are shared with the browser: zod and each other only.
    files: ['contracts/src/**/*.ts'],
    ignores: ['contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'contracts/ may import only zod and other contracts.' }],
        },
      ],
    },
  },
  {
    // Server layers point one way: db <- plugins <- shared services <- modules <- app.ts (which, like the demo seeds,
    // may import anything). What two modules share is a service of its own in server/src/shared/<service>/.
    files: ['server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/src/db',
              from: ['./server/src/plugins', './server/src/shared', './server/src/modules'],
              message: 'server/src/db imports no plugin, shared service or module.',
            },
            {
              target: './server/src/plugins',
              from: ['./server/src/shared', './server/src/modules'],
              message: 'Plugins import no shared service or module (db/ is below them).',
            },
            {
              target: './server/src/shared',
              from: './server/src/modules',
              message: 'Shared services import no module; a module uses the service.',
            },
            ...serverModules.map((module) => ({
              target: `./server/src/modules/${module}`,
              from: './server/src/modules',
              except: [`./${module}`],
              message: 'Server modules never import each other; move what they share to server/src/shared/<service>.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Dependencies point one way: lib <- components <- features <- app. Features never import each other; app/
      // composes them. Test helpers (web/src/test) serve every layer, so they sit on lib/ and components/ only.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Web features never import each other; compose them in web/src/app.',
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features never import app/: move what they share to web/src/lib or web/src/components.',
            },
            {
              target: './web/src/components',
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared components import only lib/ and i18n/.',
            },
            {
              target: './web/src/lib',
              from: ['./web/src/components', './web/src/features', './web/src/app'],
              message: 'lib/ is the bottom layer: no components, features or app.',
            },
            {
              target: './web/src/test',
              from: ['./web/src/features', './web/src/app'],
              message: 'Test helpers build on lib/ and components/ only, so any layer may use them.',
            },
          ],
        },
      ],
    },
  },
);
