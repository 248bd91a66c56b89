import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createdFiles, createdPaths, featurePlan, foldersOf, type FeaturePlan, type PlannedChange } from './plan';

/** The name the docs' worked example is generated for. */
export const EXAMPLE = 'foo';

export const ARCHITECTURE_DOC = 'docs/architecture.md';
export const REFERENCE_API_DOC = 'docs/reference-api.md';

/** Paths and what each is for, in two aligned columns of a code block (the docs are not Prettier-formatted). */
function listing(entries: readonly PlannedChange[]): string {
  const width = Math.max(...entries.map((entry) => entry.path.length)) + 2;
  return ['```', ...entries.map((entry) => `${entry.path.padEnd(width)}${entry.about}`), '```'].join('\n');
}

const refills = (changes: readonly PlannedChange[]) =>
  changes.map((change) => `- \`${change.path}\`: ${change.about}`).join('\n');

/** Everything the generator writes for a feature, for "Adding a feature" in docs/architecture.md. */
export function architectureBlock(plan: FeaturePlan): string {
  const created = createdPaths(plan);
  return [
    `\`npm run new:feature -- ${plan.names.kebab}\` writes ${created.length} files in ${foldersOf(created).length} folders` +
      ` and registers the feature in one place (${plan.registration.path}):`,
    '',
    listing([...createdFiles(plan), plan.registration]),
    '',
    'then runs `npm run manifest`, which refills what is generated from those files:',
    '',
    refills(plan.refilled),
  ].join('\n');
}

const SERVER_SIDE = /^(demo\/api\/|tests\/unit\/api\/|src\/core\/api\/schemas\/)/;

/** The reference API's part of the same plan, for "Adding a feature" in docs/reference-api.md. */
export function apiBlock(plan: FeaturePlan): string {
  const files = createdFiles(plan).filter((file) => SERVER_SIDE.test(file.path));
  return listing([...files, plan.registration]);
}

const MARKED = (name: string) => new RegExp(`(<!-- new-feature:${name} -->\\n)[\\s\\S]*?(<!-- /new-feature -->)`);

/** Refills one `<!-- new-feature:<name> -->` … `<!-- /new-feature -->` block; the prose around it is kept. */
export function fillBlock(path: string, markdown: string, name: string, content: string): string {
  const marked = MARKED(name);
  if (!marked.test(markdown))
    throw new Error(`${path} has no <!-- new-feature:${name} --> … <!-- /new-feature --> block`);
  return markdown.replace(marked, (_, open: string, close: string) => `${open}${content}\n${close}`);
}

/** The two docs as they should read (`npm run docs:tables` writes them; a unit test fails while they are stale). */
export function generatorDocs(repo: string): { path: string; content: string }[] {
  const plan = featurePlan(EXAMPLE);
  const doc = (path: string, name: string, content: string) => ({
    path,
    content: fillBlock(path, readFileSync(join(repo, path), 'utf8'), name, content),
  });
  return [doc(ARCHITECTURE_DOC, 'files', architectureBlock(plan)), doc(REFERENCE_API_DOC, 'api', apiBlock(plan))];
}
