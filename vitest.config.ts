import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Three projects: the DOM-free core tests run in Node (no happy-dom window to build per file), the API tests in Node
// too, and the element, React and shell tests in happy-dom. A core file that needs the DOM says so on its first line
// with `// @vitest-environment happy-dom`. Run one with `vitest run --project node` (or `api`, `dom`); `processes`
// is the PostgreSQL tier's.
const CORE_TESTS = 'tests/unit/core/**/*.test.{ts,tsx}';
const API_TESTS = 'tests/unit/api/**/*.test.{ts,tsx}';
/**
 * The API tests start a database per file (about 1 s quiet) and make many calls per test: their
 * time grows with the machine's load (eight times slower beside other work on two cores), so they get a minute per
 * test and per hook instead of 5 and 10 s. Speed is measured by the benches, never by a timeout.
 */
const DATABASE_TIMEOUTS = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
    reporters: ['default'],
    // Transformed modules persist in node_modules/.experimental-vitest-cache (keyed by content and config): a rerun,
    // and the PostgreSQL tier after the unit tier, skip transforming them again (unit tier 87.6 → 79.4 s warm).
    experimental: { fsModuleCache: true },
    // Vitest's default (cores − 1) runs one file at a time on the 2-core CI, while its main process mostly waits.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      // Core modules load once per worker, not once per file: re-importing them and the strings of every feature
      // (tests/unit/setup.ts) for each of these hundred-odd small files was two thirds of this project's time. A test
      // that needs a module fresh says so with `vi.resetModules()` and a dynamic import (locale-store.test.ts).
      {
        extends: true,
        test: { name: 'node', include: [CORE_TESTS], environment: 'node', isolate: false },
      },
      // Each API file opens its own databases; the worker's modules (Drizzle, PGlite's compiled wasm, the API) are
      // shared between files, not loaded and warmed up again for each (isolated, that was half the API tests' time).
      {
        extends: true,
        test: {
          name: 'api',
          include: [API_TESTS],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/unit/api/global-setup.ts'],
          ...DATABASE_TIMEOUTS,
        },
      },
      // Real server processes (two on one PostgreSQL, kill -9): run by the postgres tier only (npm run test:postgres).
      {
        extends: true,
        test: {
          name: 'processes',
          include: ['tests/processes/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/processes/setup.ts'],
        },
      },
      // The element, React and demo tests share their worker's modules and page too (isolated, loading React and the
      // features again for each file was a third of this project's time): a file that mocks a module loads modules
      // afresh first (`vi.hoisted(() => vi.resetModules())`), and none counts what another left on the page.
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, CORE_TESTS, API_TESTS],
          environment: 'happy-dom',
          isolate: false,
        },
      },
    ],
  },
});
