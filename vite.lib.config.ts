import { defineConfig } from 'vite';
import { chunkFileNames } from './build/chunk-names.ts';
import { elementEntries } from './build/element-entries.ts';
import { emitFonts } from './build/emit-fonts.ts';

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
        // The small modules the sign-in page shares with other elements, in one chunk: left to the splitter they
        // fall into three tiny chunks (each new element reshuffles them) and the page pays ~0.4 KB of gzip framing
        // it cannot afford (budget 100 KB). Other elements load ~0.1–1 KB more; they have room.
        codeSplitting: {
          groups: [
            { name: 'kit', includeDependenciesRecursively: false, test: /src[\\/](core[\\/](locale[\\/]plural|forms[\\/]field-issues|api[\\/](login|schemas[\\/]login)|session[\\/]sign-out)|react[\\/]ui[\\/](language-switch|form-state))\.tsx?$/ },
            // The runtime every element loads first, in one chunk: left alone, views lazy-loaded two levels deep (exam,
            // batch attendance) split React from React DOM into two chunks every page pays for (+1.1 KB on sign-in).
            // The page language too: the main entry exports it and the language switch uses it; left alone it lands
            // in the main entry, and every element with a switch would load that entry, registering all the others.
            { name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores|@r2wc|ky|superstruct|dlv|templite|rosetta)[\\/]|src[\\/]elements[\\/](create-element|define)\.tsx?$|src[\\/]core[\\/]locale[\\/]page-language\.ts$|^\0?rolldown[:/]runtime/ },
          ],
        },
      },
    },
  },
});
