import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FEATURES } from '../demo/api/features/index';
import { generatedDocs, type Manifest } from './manifest-docs';
import { routeDocs } from './route-docs';

/** `npm run docs:tables`: refills the tables in docs/elements/*.md from custom-elements.json, and the route tables of the reference API's docs. */
const repo = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(repo, 'custom-elements.json'), 'utf8')) as Manifest;
for (const { path, content } of [...generatedDocs(repo, manifest), ...routeDocs(repo, FEATURES)]) {
  if (readFileSync(join(repo, path), 'utf8') === content) continue;
  writeFileSync(join(repo, path), content);
  console.log(`updated ${path}`);
}
