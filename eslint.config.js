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

/** The API's feature folder as an absolute glob base (import-x matches `except` globs against resolved paths). */
const apiFeaturesDir = `${import.meta.dirname}/demo/api/features`;

/** The composition root, and the CLI commands that assemble the API (or read a feature's seed) as it does. */
const API_ROOTS = ['index', 'reset', 'restore', 'backup', 'create-trainer', 'approve-trainer'];

/**
 * The reference API's boundaries, in the one zone list (a second rule entry would replace the first for its files):
 * a feature reaches another only through its directory.ts (small typed functions and the types they take and
 * return), never its routes, schema, queries, seed or the registry; the plumbing reaches no feature.
 */
const apiZones = [
  ...apiFeatures.map((feature) => ({
    target: `demo/api/features/${feature}/**`,
    from: 'demo/api/features/**',
    except: [`${apiFeaturesDir}/${feature}/**`, `${apiFeaturesDir}/*/directory.ts`],
    message: `${feature} reaches another feature only through that feature's directory.ts: never its routes, schema, queries, types or seed, nor the registry.`,
  })),
  {
    target: 'demo/api/features/index.ts',
    from: 'demo/api/features/**',
    except: [`${apiFeaturesDir}/*/index.ts`, `${apiFeaturesDir}/*/directory.ts`],
    message: 'The registry takes each feature by its index.ts, and hands features their directory functions.',
  },
  {
    target: [`demo/api/!(${[...API_ROOTS].join('|')}).ts`, 'demo/api/db/**'],
    from: 'demo/api/features',
    message: 'Shared plumbing never imports a feature: demo/api/index.ts builds the registry and hands it down.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/*.tmp.*',
      'dist/**',
      'examples/*/dist/**',
      'examples/*/.next/**',
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
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones, ...apiZones] }],
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
  // No import cycle among or within the API features (import-x skips `import type`: tests/unit/lint checks those).
  {
    files: ['demo/api/features/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: { 'import-x/no-cycle': 'error' },
  },
);
