import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, root } from './lint/boundaries.js';

/** Feature folders of the reference API. */
const apiFeatures = readdirSync(new URL('./demo/api/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** import-x resolves imports to files: `.ts`, `.tsx`, `.mjs` and `index.ts` folders (checked by tests/unit/lint). */
const importResolver = {
  'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
  // Without the resolver's extensions the node resolver resolves nothing and the path rules pass silently.
  'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } },
};

export default tseslint.config(
  {
    ignores: [
      '**/*.tmp.*',
      'dist/**',
      'examples/*/dist/**',
      '.pack/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'demo/host/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Declaration merging of event maps extends one interface and adds nothing on purpose.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Layers point one way: core → react → elements → demo.
  {
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'react',
            'react-dom',
            'react-dom/client',
            '@nanostores/react',
            '@r2wc/react-to-web-component',
            'dompurify',
          ].map((name) => ({ name, message: 'src/core is framework-free.' })),
          // Packages have no path in the repository: a zone cannot name them (layer paths are zones below).
          patterns: [{ group: ['@shoelace-style/**'], message: 'src/core must not import UI libraries.' }],
        },
      ],
    },
  },
  // Layers and features on resolved paths (lint/boundaries.js); one rule entry, so every zone applies to every file.
  {
    files: ['src/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // A zone cannot check an import the resolver cannot find; Vite's `?inline` stylesheets are not modules.
      'import-x/no-unresolved': ['error', { ignore: ['\\?inline$'] }],
    },
  },
  // Core is the bottom layer, so a cycle there has no outside module to break it; `import type` cycles are exempt.
  {
    files: ['src/core/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: { 'import-x/no-cycle': 'error' },
  },
  // A server feature's tables are its own: another feature reaches its data through the functions it exports.
  ...apiFeatures.map((feature) => ({
    files: [`demo/api/features/${feature}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apiFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [`../${other}/schema`, `../${other}/queries`]),
              message: "Another feature's tables are its own: use the functions it exports (its directory.ts).",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['demo/api/*.ts', 'demo/api/db/**/*.ts', 'demo/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*/schema', '**/features/*/queries'], message: "A feature's tables are its own." },
          ],
        },
      ],
    },
  },
);
