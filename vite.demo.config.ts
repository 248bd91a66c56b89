import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { esmAliases } from './build/esm-aliases.ts';
import { chunkFileNames } from './build/chunk-names.ts';

/** The demo host app: routes every spec route to the elements, built into dist/demo. */
export default defineConfig({
  resolve: { alias: esmAliases },
  root: resolve(import.meta.dirname, 'demo/host'),
  publicDir: resolve(import.meta.dirname, 'demo/host/public'),
  base: '/',
  build: {
    outDir: resolve(import.meta.dirname, 'dist/demo'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'demo/host/index.html'),
        embed: resolve(import.meta.dirname, 'demo/host/embed.html'),
        slide: resolve(import.meta.dirname, 'demo/host/slide.html'),
      },
      output: { chunkFileNames: chunkFileNames('assets') },
    },
  },
});
