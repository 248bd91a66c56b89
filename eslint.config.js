import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders of the React layer; `ui` is the shared kit every feature may use. */
const reactFeatures = readdirSync(new URL('./src/react', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => entry.name);

/** Feature folders of the reference API. */
const apiFeatures = readdirSync(new URL('./demo/api/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noDemoOrTests = { group: ['**/demo/**', '**/tests/**'], message: 'src must not depend on the demo or tests.' };

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
          patterns: [
            {
              group: ['**/react/**', '**/elements/**', '@shoelace-style/**'],
              message: 'src/core must not import src/react, src/elements or UI libraries.',
            },
            noDemoOrTests,
          ],
        },
      ],
    },
  },
  // Core is the bottom layer, so a cycle there has no outside module to break it; `import type` cycles are exempt.
  {
    files: ['src/core/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // Without the resolver's extensions the node resolver resolves nothing and the rule passes silently.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  ...reactFeatures.map((feature) => ({
    files: [`src/react/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/elements/**'], message: 'src/react must not import src/elements.' },
            {
              group: reactFeatures
                .filter((other) => other !== feature)
                .map((other) => `**/react/${other}/**`)
                .concat(reactFeatures.filter((other) => other !== feature).map((other) => `../${other}/**`)),
              message: 'Features do not import each other: share through core or react/ui.',
            },
            noDemoOrTests,
          ],
        },
      ],
    },
  })),
  {
    files: ['src/react/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/elements/**'], message: 'src/react must not import src/elements.' },
            {
              group: reactFeatures.map((feature) => `../${feature}/**`),
              message: 'The shared kit must not depend on a feature.',
            },
            noDemoOrTests,
          ],
        },
      ],
    },
  },
  {
    files: ['src/elements/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDemoOrTests] }] },
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
