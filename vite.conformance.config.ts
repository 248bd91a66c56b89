import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** The conformance kit's bin: one Node ES module with superstruct and the client's schemas bundled, no dependency. */
export default defineConfig({
  build: {
    ssr: resolve(import.meta.dirname, 'src/conformance/cli.ts'),
    outDir: 'dist/conformance',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: {
        format: 'es',
        entryFileNames: 'academy-widgets-conformance.js',
        banner: '#!/usr/bin/env node',
      },
    },
  },
  // Bundle superstruct: `npx` runs the bin without installing the package's devDependencies.
  ssr: { noExternal: true, target: 'node' },
});
