import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0academy-font:';

/**
 * Library builds inline every asset as base64, which would put ~100 KB of Arabic font into the JS.
 * This emits `*.woff2?url` imports as files instead, referenced relative to the chunk that needs them.
 */
export function emitFonts(): Plugin {
  return {
    name: 'academy-emit-fonts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.woff2?url')) return null;
      const resolved = await this.resolve(source.slice(0, -'?url'.length), importer, { skipSelf: true });
      return resolved ? PREFIX + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const ref = this.emitFile({ type: 'asset', name: basename(file), source: readFileSync(file) });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
