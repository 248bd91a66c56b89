import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generatedDocs, type Manifest } from './manifest-docs';

/** `npm run docs:tables`: refills the tables in docs/elements/*.md from custom-elements.json. */
const repo = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(repo, 'custom-elements.json'), 'utf8')) as Manifest;
for (const { path, content } of generatedDocs(repo, manifest)) {
  if (readFileSync(join(repo, path), 'utf8') === content) continue;
  writeFileSync(join(repo, path), content);
  console.log(`updated ${path}`);
}
