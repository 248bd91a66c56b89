import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Feature } from '../../demo/api/feature';
import { patternsOverlap } from '../../demo/api/router';
import { routesOf } from '../route-docs';
import { NAME_MAX, NAME_PATTERN } from './names';
import { createdPaths, featurePlan } from './plan';

/** Names taken by something that is not a feature folder: the all-elements entry `academy-widgets`. */
const RESERVED = new Set(['widgets']);

/** What the server side already holds; the caller hands in the registered features. */
export interface ServerState {
  features: readonly Feature[];
}

const read = (repo: string, path: string) => readFileSync(join(repo, path), 'utf8');
const filesIn = (repo: string, dir: string, test: RegExp): string[] =>
  existsSync(join(repo, dir))
    ? readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => test.test(file))
        .map((file) => join(dir, file))
    : [];

/** Keys of every `interface DictionaryParts { … }` declared under src/core. */
function dictionaryParts(repo: string): string[] {
  return filesIn(repo, 'src/core', /\.ts$/).flatMap((path) => {
    const block = /interface DictionaryParts \{([^}]*)\}/.exec(read(repo, path))?.[1] ?? '';
    return [...block.matchAll(/^\s*'?([\w-]+)'?\??:/gm)].map((match) => match[1] ?? '');
  });
}

/** Client route names and patterns declared in src/core/<feature>/routes.ts. */
function clientRoutes(repo: string): { names: string[]; patterns: string[] } {
  const texts = readdirSync(join(repo, 'src/core'))
    .map((folder) => join('src/core', folder, 'routes.ts'))
    .filter((path) => existsSync(join(repo, path)))
    .map((path) => read(repo, path));
  const all = (pattern: RegExp) => texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
  return { names: all(/name: '([^']+)'/g), patterns: all(/pattern: '([^']+)'/g) };
}

/** Table and index names of every Drizzle schema in demo/api. */
function sqlNames(repo: string): string[] {
  return filesIn(repo, 'demo/api', /(^|\/)schema\.ts$/).flatMap((path) =>
    [...read(repo, path).matchAll(/(?:pgTable|index|uniqueIndex)\(\s*'(\w+)'/g)].map((match) => match[1] ?? ''),
  );
}

/**
 * Why `kebab` cannot be a new feature (empty when it can): its spelling, or a name any layer already uses — a file
 * or folder the generator would write, a client route or dictionary part, a server feature, route, message or table.
 */
export function nameProblems(repo: string, kebab: string, server: ServerState): string[] {
  if (!NAME_PATTERN.test(kebab)) {
    return [`"${kebab}" is not a name: lower-case letters in words joined by single hyphens (e.g. study-notes)`];
  }
  if (kebab.length > NAME_MAX) return [`"${kebab}" is longer than ${NAME_MAX} characters`];
  if (RESERVED.has(kebab)) return [`"${kebab}" is reserved (academy-${kebab} is the all-elements entry)`];
  const plan = featurePlan(kebab);
  const { names } = plan;
  const problems: string[] = [];
  const folders = [`src/core/${kebab}`, `src/react/${kebab}`, `demo/api/features/${kebab}`, `tests/unit/core/${kebab}`];
  const existing: string[] = [];
  for (const path of [...folders, ...createdPaths(plan)]) {
    // A file in a folder already named says nothing more.
    if (existsSync(join(repo, path)) && !existing.some((folder) => path.startsWith(`${folder}/`))) existing.push(path);
  }
  problems.push(...existing.map((path) => `${path} exists already`));
  const routes = clientRoutes(repo);
  if (routes.names.includes(kebab)) problems.push(`a client route is named ${kebab} already`);
  if (routes.patterns.includes(`/${kebab}`)) problems.push(`a client route has the pattern /${kebab} already`);
  if (dictionaryParts(repo).includes(names.camel)) problems.push(`the dictionary part ${names.camel} exists already`);

  if (server.features.some((feature) => feature.name === kebab)) problems.push(`the API has a feature ${kebab}`);
  for (const pattern of [`${kebab}/list`, `${kebab}/create`]) {
    const taken = routesOf(server.features).find((route) => patternsOverlap(route.pattern, pattern));
    if (taken) problems.push(`the API route ${taken.pattern} (${taken.feature}) would answer ${pattern}`);
  }
  const keys = new Set(server.features.flatMap((feature) => Object.keys(feature.messages)));
  for (const key of [`${names.camel}Added`, `${names.camel}TitleRequired`]) {
    if (keys.has(key)) problems.push(`the API message ${key} exists already`);
  }
  const taken = sqlNames(repo);
  for (const sql of [`${names.snake}_items`, `${names.snake}_items_user_created`]) {
    if (taken.includes(sql)) problems.push(`the table or index ${sql} exists already`);
  }
  return problems;
}
