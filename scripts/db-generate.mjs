#!/usr/bin/env node
// `npm run db:generate`: after a change to a `schema.ts`, drizzle-kit writes the next migration of each table owner
// (the core tables in demo/api, and each feature with a schema.ts) into that owner's own migrations folder.
// `npm run db:generate -- <owner>…` limits it to those owners (the feature generator writes one new feature's).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const api = join(root, 'demo', 'api');
const owners = [{ name: 'core', dir: api }];
for (const name of readdirSync(join(api, 'features')).sort()) {
  if (existsSync(join(api, 'features', name, 'schema.ts'))) owners.push({ name, dir: join(api, 'features', name) });
}
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !owners.some((owner) => owner.name === name));
if (unknown.length) {
  console.error(
    `db:generate: no schema.ts for ${unknown.join(', ')} (owners: ${owners.map((o) => o.name).join(', ')})`,
  );
  process.exit(2);
}
const kit = join(root, 'node_modules', '.bin', 'drizzle-kit');
for (const { name, dir } of owners.filter((owner) => wanted.length === 0 || wanted.includes(owner.name))) {
  // drizzle-kit takes paths relative to the working folder.
  const at = relative(root, dir);
  const args = [
    'generate',
    '--dialect=postgresql',
    `--schema=${join(at, 'schema.ts')}`,
    `--out=${join(at, 'migrations')}`,
    `--name=${name}`,
  ];
  const result = spawnSync(kit, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
