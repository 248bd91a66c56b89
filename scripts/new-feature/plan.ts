import { featureNames, type FeatureNames } from './names';
import { CORE_TEMPLATES } from './templates/core';
import { DOC_TEMPLATES } from './templates/docs';
import type { GeneratedFile } from './templates/file';
import { SERVER_TEMPLATES } from './templates/server';
import { TEST_TEMPLATES } from './templates/tests';
import { VIEW_TEMPLATES } from './templates/view';

/** The one list a feature joins by hand: the reference API's features, in seeding order. */
export const REGISTRY = 'demo/api/features/index.ts';

/** A file the generator does not write from a template: the line it adds, or what a tool writes or refills after. */
export interface PlannedChange {
  path: string;
  about: string;
}

/** Everything `npm run new:feature NAME` does, in the order it does it. */
export interface FeaturePlan {
  names: FeatureNames;
  /** Written from the templates, each into a new file. */
  files: GeneratedFile[];
  /** The registration: an import and an entry in `REGISTRY`. */
  registration: PlannedChange;
  /** New files written by the tools the generator runs (drizzle-kit). */
  generated: PlannedChange[];
  /** Files the tools refill (`npm run manifest`: the analyzer and `docs:tables`); never edited by hand. */
  refilled: PlannedChange[];
}

const TEMPLATES = [...CORE_TEMPLATES, ...VIEW_TEMPLATES, ...SERVER_TEMPLATES, ...TEST_TEMPLATES, ...DOC_TEMPLATES];

export function featurePlan(kebab: string): FeaturePlan {
  const names = featureNames(kebab);
  const migrations = `demo/api/features/${kebab}/migrations`;
  return {
    names,
    files: TEMPLATES.map((template) => template(names)),
    registration: {
      path: REGISTRY,
      about: `+ import { ${names.camel} } from './${kebab}/index'; and ${names.camel}, in FEATURES (before dev): the one registration`,
    },
    generated: [
      { path: `${migrations}/0000_${kebab}.sql`, about: 'its first migration, written by drizzle-kit from schema.ts' },
      { path: `${migrations}/meta/0000_snapshot.json`, about: "drizzle-kit's snapshot of the schema" },
      { path: `${migrations}/meta/_journal.json`, about: "drizzle-kit's journal of the feature's migrations" },
    ],
    refilled: [
      { path: 'custom-elements.json', about: 'the manifest, with the new element (the analyzer reads its JSDoc)' },
      { path: `docs/elements/${names.tag}.md`, about: 'its attribute, event, part and token tables' },
      { path: 'README.md', about: "the documentation list's link to the element's page" },
      { path: `demo/api/features/${kebab}/README.md`, about: 'its route table' },
      { path: 'docs/reference-api.md', about: 'the route index' },
    ],
  };
}

const LAYERS = ['src/core/', 'src/react/', 'src/elements/', 'demo/host/', 'demo/api/', 'tests/', 'docs/'];
const layerOf = (path: string) => LAYERS.findIndex((prefix) => path.startsWith(prefix));

/** Every file the plan creates, templates and tools alike, layer by layer (core first, docs last). */
export function createdFiles(plan: FeaturePlan): PlannedChange[] {
  return [...plan.files, ...plan.generated].sort((a, b) => layerOf(a.path) - layerOf(b.path));
}

/** Every path the plan creates (the registration and refilled files already exist). */
export function createdPaths(plan: FeaturePlan): string[] {
  return createdFiles(plan).map((file) => file.path);
}

/** The folders the created files land in, each once. */
export function foldersOf(paths: readonly string[]): string[] {
  return [...new Set(paths.map((path) => path.slice(0, path.lastIndexOf('/'))))].sort();
}
