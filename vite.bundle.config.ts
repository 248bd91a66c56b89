import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { esmAliases } from './build/esm-aliases.ts';
import { emitFonts } from './build/emit-fonts.ts';
import { emitIntegrity } from './build/emit-integrity.ts';

/** The one-script bundle for `<script src>` embedding: every element, no module loader needed. */
export default defineConfig({
  resolve: { alias: esmAliases },
  // Relative asset URLs: fonts resolve next to the script wherever it is hosted.
  base: './',
  plugins: [emitFonts(), emitIntegrity()],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/bundle',
    emptyOutDir: true,
    minify: true,
    assetsInlineLimit: 0,
    lib: {
      entry: resolve(import.meta.dirname, 'src/elements/index.ts'),
      name: 'AcademyWidgets',
      formats: ['iife'],
      fileName: () => 'academy-widgets.js',
    },
    rollupOptions: {
      output: { minify: true, assetFileNames: 'assets/[name]-[hash][extname]' },
    },
  },
});
