import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiContext } from '../demo/api/context';
import type { Feature } from '../demo/api/feature';
import { Router, type RouteInfo } from '../demo/api/router';

/** The central doc whose index links every feature's doc. */
export const INDEX_DOC = 'docs/reference-api.md';

/** A feature's own doc, next to its code. */
export const featureDoc = (name: string) => `demo/api/features/${name}/README.md`;

/** Every route the features register (development mode, so the `__dev` routes too); registering reads no context. */
export function routesOf(features: readonly Feature[]): RouteInfo[] {
  const ctx = { devEndpoints: true } as ApiContext;
  const unused = () => Promise.reject(new Error('route docs never serve a request'));
  return features.flatMap((feature) => {
    const router = new Router(feature.name, unused);
    feature.routes(router, ctx);
    return router.list();
  });
}

const call = (route: RouteInfo) => `\`${route.method} ${route.pattern}\``;

function access(route: RouteInfo): string {
  if (route.local) return 'this machine only';
  const needs = [
    ...route.roles.map((role) => `role ${role}`),
    ...(route.permission ? [`permission ${route.permission}`] : []),
  ];
  if (needs.length > 0) return needs.join(', ');
  return route.auth ? 'signed in' : 'anyone';
}

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** A feature doc's table: its routes with who may call them and whether they take a checked body. */
export const featureTable = (routes: RouteInfo[]) =>
  table(
    ['call', 'who', 'body schema'],
    routes.map((route) => [call(route), access(route), route.hasBody ? 'yes' : '']),
  );

/** The central index: every route, linking the doc of the feature that serves it. */
export const indexTable = (routes: RouteInfo[]) =>
  table(
    ['call', 'feature'],
    routes.map((route) => [call(route), `[${route.feature}](../${featureDoc(route.feature ?? '')})`]),
  );

/** The doc that tables which server features serve each element. */
export const ARCHITECTURE_DOC = 'docs/architecture.md';

/** The client features with an element, by name (`login` for `src/elements/academy-login.ts`). */
export function elementNames(repo: string): string[] {
  return readdirSync(join(repo, 'src/elements'))
    .flatMap((file) => /^academy-([a-z-]+)\.ts$/.exec(file)?.[1] ?? [])
    .sort();
}

/** Element → the server features that declare they serve it (`elements` in their `defineFeature`). */
export const elementTable = (elements: readonly string[], features: readonly Feature[]) =>
  table(
    ['element', 'server features'],
    elements.map((element) => [
      `\`academy-${element}\``,
      features
        .filter((feature) => feature.elements.includes(element))
        .map((feature) => (feature.name === element ? `**${feature.name}**` : feature.name))
        .join(', '),
    ]),
  );

/** Refills the one `<!-- name -->` … `<!-- /name -->` block of a doc; the prose around it is kept. */
export function fillBlock(path: string, markdown: string, content: string, name = 'routes'): string {
  const marked = new RegExp(`(<!-- ${name} -->\\n)[\\s\\S]*?(<!-- \\/${name} -->)`);
  if (!marked.test(markdown)) throw new Error(`${path} has no <!-- ${name} --> … <!-- /${name} --> block`);
  return markdown.replace(marked, (_, open: string, close: string) => `${open}${content}\n${close}`);
}

/** Each feature's doc and the central index, as they should read (`npm run docs:tables` writes them). */
export function routeDocs(repo: string, features: readonly Feature[]): { path: string; content: string }[] {
  const routes = routesOf(features);
  const docs = features.map((feature) => {
    const path = featureDoc(feature.name);
    const own = routes.filter((route) => route.feature === feature.name);
    return { path, content: fillBlock(path, readFileSync(join(repo, path), 'utf8'), featureTable(own)) };
  });
  return [
    ...docs,
    {
      path: INDEX_DOC,
      content: fillBlock(INDEX_DOC, readFileSync(join(repo, INDEX_DOC), 'utf8'), indexTable(routes)),
    },
    {
      path: ARCHITECTURE_DOC,
      content: fillBlock(
        ARCHITECTURE_DOC,
        readFileSync(join(repo, ARCHITECTURE_DOC), 'utf8'),
        elementTable(elementNames(repo), features),
        'elements',
      ),
    },
  ];
}
