import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FEATURES } from '../demo/api/features/index';
import { generatedDocs, type Manifest } from './manifest-docs';
import { generatorDocs } from './new-feature/docs';
import { reactComponents } from './react-components';
import { routeDocs } from './route-docs';

/**
 * `npm run docs:tables`: refills the tables in docs/elements/*.md and the React components (`academy-widgets/react`)
 * from custom-elements.json, the route tables of the reference API's docs, and the lists of what `npm run new:feature`
 * writes.
 */
const repo = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(repo, 'custom-elements.json'), 'utf8')) as Manifest;

function write(docs: { path: string; content: string }[]): void {
  for (const { path, content } of docs) {
    if (existsSync(join(repo, path)) && readFileSync(join(repo, path), 'utf8') === content) continue;
    writeFileSync(join(repo, path), content);
    console.log(`updated ${path}`);
  }
}

write([...generatedDocs(repo, manifest), ...routeDocs(repo, FEATURES), ...(await reactComponents(repo, manifest))]);
// After the route tables: docs/reference-api.md carries both, and each refill reads the file as it is on disk.
write(generatorDocs(repo));
