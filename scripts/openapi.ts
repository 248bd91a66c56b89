import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FEATURES } from '../demo/api/features/index';
import { messageCatalogue } from '../demo/api/messages';
import { openApiText } from '../demo/api/openapi/text';
import { routesOf } from './route-docs';

/** The committed and shipped OpenAPI document (`academy-widgets/openapi.json`). */
export const OPENAPI_FILE = 'openapi.json';

/** The document of every feature's routes, as `npm run openapi` writes it. */
export function referenceOpenApi(): string {
  return openApiText(routesOf(FEATURES), messageCatalogue(FEATURES));
}

const repo = resolve(import.meta.dirname, '..');
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const path = join(repo, OPENAPI_FILE);
  const text = referenceOpenApi();
  const before = (() => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  })();
  if (before !== text) writeFileSync(path, text);
  console.log(`${OPENAPI_FILE}: ${Object.keys(JSON.parse(text).paths).length} paths, ${text.length} bytes`);
}
