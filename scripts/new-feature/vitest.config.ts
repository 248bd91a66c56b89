import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config';

const root = resolve(import.meta.dirname, '../..');

/**
 * The project's test config for `npm run test:generator`, with more time per test and hook: it runs the new feature's
 * API tests in a fresh copy of the tree, where each starts a database, on a machine that may be busy with other work.
 * The copy's node_modules is a link to the tree's, which Vite serves only when allowed by its real path.
 */
export default mergeConfig(
  base,
  defineConfig({
    root,
    server: { fs: { allow: [root, realpathSync(resolve(root, 'node_modules'))] } },
    test: { hookTimeout: 120_000, testTimeout: 60_000 },
  }),
);
