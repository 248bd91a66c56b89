import { defineConfig } from 'vite';
import { chunkFileNames } from './build/chunk-names.ts';
import { elementEntries } from './build/element-entries.ts';
import { emitFonts } from './build/emit-fonts.ts';
import { sharedChunkGroups } from './build/shared-chunks.ts';

/** Per-element ES entries sharing one chunk graph, so stores exist once on a page. */
export default defineConfig({
  // Relative asset URLs: fonts resolve next to the script wherever it is hosted.
  base: './',
  plugins: [emitFonts()],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    minify: true,
    manifest: true,
    assetsInlineLimit: 0,
    lib: {
      // Derived from src/elements/academy-*.ts: a new element needs no edit here.
      entry: elementEntries(import.meta.dirname),
      formats: ['es'],
    },
    rollupOptions: {
      // Required by a group that leaves dependencies out; entries only register their element, nobody imports them.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // ES library builds skip whitespace minification unless asked (TOOLCHAIN.md).
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: chunkFileNames('chunks'),
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The shared runtime and the sign-in page's shared modules, each in one chunk, computed from the module graph.
        codeSplitting: { groups: sharedChunkGroups(import.meta.dirname, 'academy-login') },
      },
    },
  },
});
