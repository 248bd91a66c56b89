import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `integrity.json` beside the built scripts: each one's Subresource Integrity hash (sha384), the value a page
 * puts in `<script integrity>` when it loads the bundle from a CDN. Hashed from the files as written, after minification.
 */
export function emitIntegrity(): Plugin {
  return {
    name: 'academy-emit-integrity',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const hashes = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            `sha384-${createHash('sha384')
              .update(readFileSync(join(dir, chunk.fileName)))
              .digest('base64')}`,
          ]),
      );
      writeFileSync(join(dir, 'integrity.json'), `${JSON.stringify(hashes, null, 2)}\n`);
    },
  };
}
