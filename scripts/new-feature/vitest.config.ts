import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config';

/**
 * The project's test config for `npm run test:generator`, with more time per test and hook: it runs the new feature's
 * API tests in a fresh copy of the tree, where each starts a database, on a machine that may be busy with other work.
 */
export default mergeConfig(
  base,
  defineConfig({ root: resolve(import.meta.dirname, '../..'), test: { hookTimeout: 120_000, testTimeout: 60_000 } }),
);
