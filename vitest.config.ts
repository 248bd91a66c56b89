import { configDefaults, defineConfig } from 'vitest/config';

// Two projects: the DOM-free core and API tests run in Node (no happy-dom window to build per file); the element,
// React and shell tests run in happy-dom. A core file that needs the DOM says so on its first line with
// `// @vitest-environment happy-dom`. Run one with `vitest run --project node` (or `dom`); `processes` is the
// PostgreSQL tier's.
const NODE_TESTS = ['tests/unit/core/**/*.test.{ts,tsx}', 'tests/unit/api/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'node', include: NODE_TESTS, environment: 'node', globalSetup: ['tests/unit/api/global-setup.ts'] },
      },
      // Real server processes (two on one PostgreSQL, kill -9): run by the postgres tier only (npm run test:postgres).
      {
        extends: true,
        test: { name: 'processes', include: ['tests/processes/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...NODE_TESTS],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
