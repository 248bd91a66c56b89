import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { esmAliases } from './build/esm-aliases.ts';
import { chunkFileNames } from './build/chunk-names.ts';
import { elementEntries, reactEntries } from './build/element-entries.ts';
import { emitFonts } from './build/emit-fonts.ts';
import { sharedChunkGroups } from './build/shared-chunks.ts';

/** Per-element ES entries and the React components sharing one chunk graph, so stores exist once on a page. */
export default defineConfig({
  resolve: { alias: esmAliases },
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
      // Derived from src/elements/academy-*.ts and the React components: a new element needs no edit here. `language`
      // is the page language without registering every element.
      entry: {
        ...elementEntries(import.meta.dirname),
        ...reactEntries(import.meta.dirname),
        language: resolve(import.meta.dirname, 'src/elements/language.ts'),
      },
      formats: ['es'],
    },
    rollupOptions: {
      // The host's React (a peer dependency): a React page loads React once. The one-script bundle keeps its own.
      external: /^react(?:-dom)?(?:\/.*)?$/,
      // Required by a group that leaves dependencies out; entries only register their element, nobody imports them.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // ES library builds skip whitespace minification unless asked (TOOLCHAIN.md).
        minify: true,
        // Next.js renders the components on the server and must ship them to the browser too: a client module.
        banner: (chunk) => (chunk.isEntry && /^react(?:\/|$)/.test(chunk.name) ? "'use client';" : ''),
        entryFileNames: '[name].js',
        chunkFileNames: chunkFileNames('chunks'),
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The shared runtime and the sign-in page's shared modules, each in one chunk, computed from the module graph.
        codeSplitting: { groups: sharedChunkGroups(import.meta.dirname, 'academy-login') },
      },
    },
  },
});
