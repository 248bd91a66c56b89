import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { FEATURES } from '../demo/api/features/index';
import { nameProblems } from './new-feature/checks';
import { createdPaths, featurePlan, foldersOf } from './new-feature/plan';
import { register, registerAnswers, registerSchemaModule } from './new-feature/register';

/**
 * `npm run new:feature -- NAME`: writes a feature in every layer (core rules, store, routes and strings; the view and
 * its element; the demo host's screen; the API's sub-app with its table, migration and seed; the tests and docs),
 * registers it with the API, then runs drizzle-kit and `npm run manifest`. What it writes is listed in
 * docs/architecture.md ("Adding a feature"), generated from the same plan.
 */
const repo = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const [name] = args;
if (args.length !== 1 || !name) {
  console.error('usage: npm run new:feature -- NAME   (NAME in kebab-case, e.g. study-notes)');
  process.exit(2);
}
const problems = nameProblems(repo, name, { features: FEATURES });
if (problems.length > 0) {
  console.error(`new:feature: cannot add "${name}":\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(2);
}

/** The file as Prettier writes it, unless .prettierignore leaves it alone (the Markdown docs). */
async function formatted(path: string, content: string): Promise<string> {
  const file = join(repo, path);
  const info = await prettier.getFileInfo(file, { ignorePath: join(repo, '.prettierignore') });
  if (info.ignored) return content;
  return prettier.format(content, { ...(await prettier.resolveConfig(file)), filepath: file });
}

function run(label: string, command: string, commandArgs: string[]): void {
  console.log(`\n--- ${label}`);
  const result = spawnSync(command, commandArgs, { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`new:feature: ${label} failed; the files are written: fix it, then run it again`);
    process.exit(1);
  }
}

const plan = featurePlan(name);
for (const file of plan.files) {
  mkdirSync(dirname(join(repo, file.path)), { recursive: true });
  writeFileSync(join(repo, file.path), await formatted(file.path, file.content), { flag: 'wx' });
}
const registry = join(repo, plan.registration.path);
writeFileSync(registry, register(readFileSync(registry, 'utf8'), plan.names));
// Its routes' answers for the OpenAPI document and the conformance kit, and its schemas' names there.
for (const [path, add] of [
  ['src/core/api/route-answers.ts', registerAnswers],
  ['demo/api/openapi/names.ts', registerSchemaModule],
] as const) {
  writeFileSync(join(repo, path), await formatted(path, add(readFileSync(join(repo, path), 'utf8'), plan.names)));
}

run('drizzle-kit: the first migration', process.execPath, [join(repo, 'scripts/db-generate.mjs'), name]);
run('npm run manifest: custom-elements.json and the docs tables', 'npm', ['run', '--silent', 'manifest']);
run('npm run openapi: openapi.json', 'npm', ['run', '--silent', 'openapi']);

const created = createdPaths(plan);
console.log(
  `\nnew:feature: ${name} written: ${created.length} new files in ${foldersOf(created).length} folders, ` +
    `and ${plan.registration.path} registers it (${plan.refilled.length} generated files refilled).` +
    `\nNext: npm run lint && npm run typecheck && npx vitest run tests/unit/core/${name} tests/unit/api/${name}.test.ts` +
    ` tests/unit/api/contract.test.ts; then make it yours (docs/architecture.md, "Adding a feature").`,
);
