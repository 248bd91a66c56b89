import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FEATURES } from '../demo/api/features/index';
import { messageCatalogue } from '../demo/api/messages';
import { openApiText } from '../demo/api/openapi/text';
import { EXAMPLES_FILE, recordFreshExamples } from './openapi-examples';
import { routesOf } from './route-docs';

/** The committed and shipped OpenAPI document (`academy-widgets/openapi.json`). */
export const OPENAPI_FILE = 'openapi.json';

/** The document of every feature's routes with the committed examples, as `npm run openapi` writes it. */
export function referenceOpenApi(): string {
  return openApiText(routesOf(FEATURES), messageCatalogue(FEATURES));
}

const repo = resolve(import.meta.dirname, '..');

/** Writes `path` only when its text changed (keeps its time stamp for the build's caches). */
function update(path: string, text: string): void {
  const before = (() => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  })();
  if (before !== text) writeFileSync(path, text);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now();
  // Recorded first: the document reads the examples from their file.
  const examples = await recordFreshExamples();
  update(join(repo, EXAMPLES_FILE), `${JSON.stringify(examples, null, 2)}\n`);
  const text = referenceOpenApi();
  update(join(repo, OPENAPI_FILE), text);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${OPENAPI_FILE}: ${Object.keys(JSON.parse(text).paths).length} paths, ${text.length} bytes; ${Object.keys(examples).length} answers recorded (${seconds} s)`,
  );
}
