import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of custom-elements.json the docs tables show (the schema, trimmed to what is read here). */
interface Entry {
  name: string;
  description?: string;
  type?: { text: string };
}
export interface ElementDoc {
  tagName: string;
  attributes?: Entry[];
  events?: Entry[];
  cssParts?: Entry[];
  cssProperties?: Entry[];
  slots?: Entry[];
}
export interface Manifest {
  modules: { declarations?: (Partial<ElementDoc> & { customElement?: boolean })[] }[];
}

export const docsDir = 'docs/elements';

export function elementsOf(manifest: Manifest): ElementDoc[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter(
      (declaration): declaration is ElementDoc & { customElement: true } =>
        declaration.customElement === true && !!declaration.tagName,
    );
}

const cell = (text = '') => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (text: string) => `\`${text}\``;

/** `'a'|'b'` reads better as `a`, `b`; any other type is shown as written. */
function values(type?: { text: string }): string {
  if (!type) return '';
  const literals = type.text.split('|').map((option) => option.trim());
  return literals.every((option) => /^'[^']*'$/.test(option))
    ? literals.map((option) => code(option.slice(1, -1))).join(', ')
    : cell(code(type.text));
}

/** `CustomEvent<{ user }>` → `{ user }`: the detail is what a listener reads. */
const detail = (type?: { text: string }) =>
  type ? cell(code(/^CustomEvent<([\s\S]*)>$/.exec(type.text)?.[1] ?? type.text)) : '';

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** One table per marker name; a doc opts in by placing `<!-- manifest:<name> -->` … `<!-- /manifest -->`. */
export const tables: Record<string, (element: ElementDoc) => string> = {
  attributes: (element) =>
    table(
      ['attribute', 'values', 'meaning'],
      (element.attributes ?? []).map((entry) => [code(entry.name), values(entry.type), cell(entry.description)]),
    ),
  events: (element) =>
    table(
      ['event', 'detail', 'meaning'],
      (element.events ?? []).map((entry) => [code(entry.name), detail(entry.type), cell(entry.description)]),
    ),
  parts: (element) =>
    table(
      ['part', 'meaning'],
      (element.cssParts ?? []).map((entry) => [code(entry.name), cell(entry.description)]),
    ),
  'css-properties': (element) =>
    table(
      ['property', 'meaning'],
      (element.cssProperties ?? []).map((entry) => [code(entry.name), cell(entry.description)]),
    ),
  slots: (element) =>
    table(
      ['slot', 'meaning'],
      (element.slots ?? []).map((entry) => [entry.name ? code(entry.name) : '(default)', cell(entry.description)]),
    ),
};

/** Every element doc must carry these, so a new element cannot ship without its tables. */
export const requiredTables = ['attributes', 'events', 'parts'];

const MARKED = /(<!-- manifest:([a-z-]+) -->)[\s\S]*?(<!-- \/manifest -->)/g;

/** Rewrites the marked tables of one element's doc; the prose around them is kept as is. */
export function fillTables(markdown: string, element: ElementDoc): string {
  const found = new Set<string>();
  const filled = markdown.replace(MARKED, (_, open: string, name: string, close: string) => {
    const render = tables[name];
    if (!render) throw new Error(`${element.tagName}: unknown table marker "${name}"`);
    found.add(name);
    return `${open}\n${render(element)}\n${close}`;
  });
  const missing = requiredTables.filter((name) => !found.has(name));
  if (missing.length)
    throw new Error(
      `${docsDir}/${element.tagName}.md: add <!-- manifest:${missing.join(' -->, <!-- manifest:')} --> … <!-- /manifest -->`,
    );
  return filled;
}

/** The README, whose documentation list links every element's doc. */
export const README = 'README.md';

const ELEMENTS = /(<!-- manifest:elements -->)[\s\S]*?(<!-- \/manifest -->)/;

/** The README's `<!-- manifest:elements -->` … `<!-- /manifest -->` line: a link to each element's doc. */
export function fillElementLinks(markdown: string, elements: readonly ElementDoc[]): string {
  if (!ELEMENTS.test(markdown)) throw new Error(`${README}: add <!-- manifest:elements --> … <!-- /manifest -->`);
  const links = elements.map((element) => `[${element.tagName}](${docsDir}/${element.tagName}.md)`).join(', ');
  return markdown.replace(ELEMENTS, (_, open: string, close: string) => `${open}${links}${close}`);
}

/** Each element's doc and the README's links (paths relative to the repo), as the generator would write them. */
export function generatedDocs(repo: string, manifest: Manifest): { path: string; content: string }[] {
  const elements = elementsOf(manifest);
  return [
    ...elements.map((element) => {
      const path = `${docsDir}/${element.tagName}.md`;
      return { path, content: fillTables(readFileSync(join(repo, path), 'utf8'), element) };
    }),
    { path: README, content: fillElementLinks(readFileSync(join(repo, README), 'utf8'), elements) },
  ];
}
