#!/usr/bin/env node
// `npm run docs:snippets`: refreshes the code blocks of docs/getting-started/*.md from the files they quote (the tested
// example hosts), so the docs cannot drift from what npm test builds and drives. `--check` only reports stale blocks.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const docs = join(root, 'docs/getting-started');
/** `<!-- snippet: examples/react/src/main.tsx -->` then a fenced block: the block is the file, verbatim. */
// The body is every line up to the first one starting with ``` (an empty block included).
const SNIPPET = /(<!-- snippet: (\S+) -->\n```\w*\n)(?:(?!```)[^\n]*\n)*```/g;

const check = process.argv.includes('--check');
const stale = [];
for (const name of readdirSync(docs)
  .filter((file) => file.endsWith('.md'))
  .sort()) {
  const path = join(docs, name);
  const text = readFileSync(path, 'utf8');
  const fresh = text.replace(
    SNIPPET,
    (_, head, source) => `${head}${readFileSync(join(root, source), 'utf8').trimEnd()}\n\`\`\``,
  );
  if (fresh === text) continue;
  stale.push(`docs/getting-started/${name}`);
  if (!check) writeFileSync(path, fresh);
}
if (check && stale.length) {
  console.error(`Stale snippets in ${stale.join(', ')}: run npm run docs:snippets`);
  process.exit(1);
}
console.log(stale.length ? `updated ${stale.join(', ')}` : 'docs/getting-started snippets match the examples');
